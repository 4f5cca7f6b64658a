// Helpers behind the `UIAccessibility` properties declared in `UIResponder` (overridable members must live in the
// class body; what need not be overridden lives here).
import Foundation

extension UIResponder {
    /// The accessibility storage, allocated if the responder has none yet.
    /// Only setters ask for it, so a change to what assistive technologies read is counted here.
    var ensuredAccessibility: AccessibilityStorage {
        noteResponderChange()
        if let accessibility { return accessibility }
        let created = AccessibilityStorage()
        accessibility = created
        return created
    }
}

extension UIView {
    /// The view's bounds in screen coordinates.
    var screenFrame: CGRect { screenRect(bounds) }

    /// `rect`, in the view's coordinates, in screen coordinates: through its window (window coordinates, then the
    /// window's frame on its screen); in the root's coordinates when the view is in no window.
    func screenRect(_ rect: CGRect) -> CGRect {
        let inRoot = convert(rect, to: nil)
        if self is UIWindow { return inRoot }
        guard let window else { return inRoot }
        return window.convert(inRoot, to: nil)
    }
}

extension UIControl {
    /// The traits that follow the control's state: `.notEnabled` when disabled, `.selected` when selected.
    var accessibilityStateTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
