// Anchors on the vertical axis: top, bottom, centre y, the baselines and their margin forms.
import Foundation

/// An anchor of a vertical position.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint that the receiver is `multiplier` system spacings below `anchor` (8 points each).
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }

    /// A constraint that the receiver is at least `multiplier` system spacings below `anchor`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }

    /// A constraint that the receiver is at most `multiplier` system spacings below `anchor`.
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }
}
