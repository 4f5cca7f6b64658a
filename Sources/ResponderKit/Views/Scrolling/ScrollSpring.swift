// The spring-back of content released past an edge (SV-11).
//
// Invariants: it takes `UIScrollView.springBackDuration` in a whole number of `UIScrollView.decelerationStep`
// steps (at least one); the offset eases out from `start` and the last step lands exactly on `target`.
import Foundation

/// The offsets of one spring-back, one per step of the scroll view's clock.
@MainActor
struct ScrollSpring {
    /// The number of steps of a spring-back.
    static let stepCount = max(1, Int((UIScrollView.springBackDuration / UIScrollView.decelerationStep).rounded()))

    let start: CGPoint
    let target: CGPoint
    private(set) var step = 0

    init(from start: CGPoint, to target: CGPoint) {
        self.start = start
        self.target = target
    }

    /// Whether the last step has been taken.
    var isFinished: Bool { step >= ScrollSpring.stepCount }

    /// Takes the next step and returns its offset.
    mutating func advance() -> CGPoint {
        step = min(step + 1, ScrollSpring.stepCount)
        guard !isFinished else { return target }
        // Cubic ease-out: quick at first, settling gently onto the edge.
        let remaining = 1 - CGFloat(step) / CGFloat(ScrollSpring.stepCount)
        let progress = 1 - remaining * remaining * remaining
        return CGPoint(
            x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }
}
