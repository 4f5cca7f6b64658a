// Anchors on the horizontal axis: left, right, leading, trailing, centre x and their margin forms.
import Foundation

/// An anchor of a horizontal position.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint that the receiver is `multiplier` system spacings after `anchor` (8 points each).
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }

    /// A constraint that the receiver is at least `multiplier` system spacings after `anchor`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }

    /// A constraint that the receiver is at most `multiplier` system spacings after `anchor`.
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }
}
