// An animated scroll from code: `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` (SV-20).
//
// Invariants: it takes `UIScrollView.scrollAnimationDuration` in a whole number of `UIScrollView.decelerationStep`
// steps (at least one), easing in and out; the last step lands exactly on `target`.
import Foundation

/// The offsets of one animated scroll, one per step of the scroll view's clock.
@MainActor
struct ScrollOffsetAnimation {
    /// The number of steps of an animated scroll.
    static let stepCount = max(
        1, Int((UIScrollView.scrollAnimationDuration / UIScrollView.decelerationStep).rounded()))

    let start: CGPoint
    let target: CGPoint
    private(set) var step = 0

    init(from start: CGPoint, to target: CGPoint) {
        self.start = start
        self.target = target
    }

    /// Whether the last step has been taken.
    var isFinished: Bool { step >= ScrollOffsetAnimation.stepCount }

    /// Takes the next step and returns its offset.
    mutating func advance() -> CGPoint {
        step = min(step + 1, ScrollOffsetAnimation.stepCount)
        guard !isFinished else { return target }
        // Ease in and out, as UIKit's default animation curve.
        let time = CGFloat(step) / CGFloat(ScrollOffsetAnimation.stepCount)
        let progress = time * time * (3 - 2 * time)
        return CGPoint(
            x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }
}
