// The guides UIKit makes for a view on demand (margins, safe area, readable content) and the insets from the view's
// bounds the engine keeps them at.
import Foundation

extension UIView {
    /// The view's guide for `role`, made and added on first use with UIKit's identifier.
    func uikitGuide(_ role: LayoutGuideRole) -> UILayoutGuide {
        let layout = ensuredLayout
        switch role {
        case .layoutMargins:
            if let guide = layout.layoutMarginsGuide { return guide }
        case .safeArea:
            if let guide = layout.safeAreaLayoutGuide { return guide }
        case .readableContent:
            if let guide = layout.readableContentGuide { return guide }
        case .custom, .stackView:
            break
        }
        let guide = UILayoutGuide()
        guide.role = role
        switch role {
        case .layoutMargins:
            guide.identifier = "UIViewLayoutMarginsGuide"
            layout.layoutMarginsGuide = guide
        case .safeArea:
            guide.identifier = "UIViewSafeAreaLayoutGuide"
            layout.safeAreaLayoutGuide = guide
        case .readableContent:
            guide.identifier = "UIViewReadableContentGuide"
            layout.readableContentGuide = guide
        case .custom, .stackView:
            break
        }
        addLayoutGuide(guide)
        return guide
    }

    /// How far a UIKit guide of the view is inset from its bounds.
    func engineGuideInsets(for role: LayoutGuideRole) -> UIEdgeInsets {
        switch role {
        case .layoutMargins, .readableContent: effectiveLayoutMarginsForGuides
        case .safeArea: safeAreaInsets
        case .custom, .stackView: .zero
        }
    }
}

extension LayoutEngine {
    /// The guide margin attributes of `view` stand for.
    func marginsGuide(of view: UIView) -> UILayoutGuide { view.uikitGuide(.layoutMargins) }
}
