// Insets that follow the layout direction: leading and trailing instead of left and right.
//
// Invariant: a plain value; leading and trailing become left and right (or right and left) only where a view converts
// them for its `effectiveUserInterfaceLayoutDirection` (see UIView+Margins.swift).
import Foundation

/// Edge insets that take the user interface layout direction into account.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset: left in left-to-right layouts.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset: right in left-to-right layouts.
    public var trailing: CGFloat

    /// Creates directional insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets as UIKit's `NSStringFromDirectionalEdgeInsets` writes them: `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
