// A scroll view's offset moving on its own along a curve: the spring-back of content released past an edge (SV-11),
// and an animated scroll from code, `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` (SV-20).
//
// Invariants: it takes its duration in a whole number of `UIScrollView.decelerationStep` steps (at least one);
// the offset follows the curve from `start` and the last step lands exactly on `target`.
import Foundation

/// The offsets of one motion, one per step of the scroll view's clock.
@MainActor
struct ScrollOffsetAnimation {
    /// How the offset moves from start to target.
    enum Curve {
        /// Cubic ease-out: quick at first, settling gently onto the edge (a spring-back).
        case easeOut
        /// Ease in and out, as UIKit's default animation curve (a scroll from code).
        case easeInOut
    }

    /// The number of steps of a spring-back.
    static let springStepCount = stepCount(for: UIScrollView.springBackDuration)
    /// The number of steps of an animated scroll.
    static let scrollStepCount = stepCount(for: UIScrollView.scrollAnimationDuration)

    let start: CGPoint
    let target: CGPoint
    let curve: Curve
    /// The number of steps of this motion.
    let stepCount: Int
    private(set) var step = 0

    /// A spring-back from `start` to the edge at `target`.
    static func spring(from start: CGPoint, to target: CGPoint) -> ScrollOffsetAnimation {
        ScrollOffsetAnimation(from: start, to: target, curve: .easeOut, steps: springStepCount)
    }

    /// An animated scroll from `start` to `target`.
    init(from start: CGPoint, to target: CGPoint) {
        self.init(from: start, to: target, curve: .easeInOut, steps: Self.scrollStepCount)
    }

    private init(from start: CGPoint, to target: CGPoint, curve: Curve, steps: Int) {
        self.start = start
        self.target = target
        self.curve = curve
        stepCount = steps
    }

    private static func stepCount(for duration: TimeInterval) -> Int {
        max(1, Int((duration / UIScrollView.decelerationStep).rounded()))
    }

    /// Whether the last step has been taken.
    var isFinished: Bool { step >= stepCount }

    /// Takes the next step and returns its offset.
    mutating func advance() -> CGPoint {
        step = min(step + 1, stepCount)
        guard !isFinished else { return target }
        let time = CGFloat(step) / CGFloat(stepCount)
        let progress: CGFloat
        switch curve {
        case .easeOut:
            let remaining = 1 - time
            progress = 1 - remaining * remaining * remaining
        case .easeInOut:
            progress = time * time * (3 - 2 * time)
        }
        return CGPoint(
            x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }
}
