// TEMPORARY until the margins work lands: the effective layout direction.
import Foundation

extension UIView {
    /// The direction the view lays out in: its forced semantic content attribute, else its superview's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var current: UIView? = self
        while let view = current {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: current = view.superview
            }
        }
        return .leftToRight
    }

    /// How the view's contents flip in a right-to-left layout; `.unspecified` by default.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set { ensuredLayout.semanticContentAttribute = newValue }
    }
}
