// The one word of per-view booleans that hit-testing, layout and animation read.
//
// Invariants:
// - Hit-testing enters a view only when `[.hidden, .userInteractionEnabled, .transparent, .animating]` intersect
//   to exactly `.userInteractionEnabled` (one test per view, see `isHitTestCandidate`).
// - `.subtreeHitTestsByDefault` is set exactly while `customHitTestingViews` is zero (see UIView.swift).
// - `.subtreeNeedsLayout` is set on every ancestor of a view with `.needsLayout` (it may stay set after the
//   descendant was laid out or moved away; a layout pass then clears it).
import Foundation

extension UIView {
    struct Flags: OptionSet {
        var rawValue: UInt16
        static let hidden = Flags(rawValue: 1 << 0)
        static let userInteractionEnabled = Flags(rawValue: 1 << 1)
        static let multipleTouchEnabled = Flags(rawValue: 1 << 2)
        static let exclusiveTouch = Flags(rawValue: 1 << 3)
        static let clipsToBounds = Flags(rawValue: 1 << 4)
        static let transformIsIdentity = Flags(rawValue: 1 << 5)
        static let isControllerRoot = Flags(rawValue: 1 << 6)
        /// The view's class is known not to override `hitTest(_:with:)` or `point(inside:with:)`.
        static let hitTestsByDefault = Flags(rawValue: 1 << 7)
        /// `alpha` is at or below ``UIView/hitTestAlphaThreshold`` (kept with alpha, so hit-testing tests one word).
        static let transparent = Flags(rawValue: 1 << 8)
        /// An animation without `.allowUserInteraction` is running on the view: it ignores touches until the
        /// animation's completion (kept with the other exclusions, so hit-testing still tests one word).
        static let animating = Flags(rawValue: 1 << 9)
        /// `setNeedsLayout()` was called (or the bounds size changed) and `layoutSubviews()` has not run since.
        static let needsLayout = Flags(rawValue: 1 << 10)
        /// Some descendant has `.needsLayout`: a layout pass descends into this view.
        static let subtreeNeedsLayout = Flags(rawValue: 1 << 11)
        /// `setNeedsDisplay()` was called and no backend has displayed the view since.
        static let needsDisplay = Flags(rawValue: 1 << 12)
        /// `autoresizesSubviews` is false (kept inverted, so the default needs no bit).
        static let keepsSubviewFrames = Flags(rawValue: 1 << 13)
        /// `customHitTestingViews` is zero: the retain-free walk may take the subtree (kept beside the count, so
        /// a hit-test reads the flags word it reads anyway, not a second field).
        static let subtreeHitTestsByDefault = Flags(rawValue: 1 << 14)
        /// The bounds origin is not zero: it is kept in the extras (see `storedBounds`).
        static let boundsOriginIsSet = Flags(rawValue: 1 << 15)
    }
}

extension UIView.Flags {
    mutating func set(_ flag: UIView.Flags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
