// The motion of content after a release, one step of `UIScrollView.decelerationStep` at a time (SV-13, SV-18).
//
// Invariants:
// - A free deceleration (`init(velocity:decay:)`) slows by `decay` each step, stops each axis at its edge, and ends
//   when the speed drops below `UIScrollView.minimumDecelerationSpeed`; `naturalEnd` runs the same steps, so the
//   target it predicts is exactly where the motion ends.
// - A glide (`init(from:to:decay:)`) eases out along the same exponential curve and its last step lands exactly on
//   its target, whatever the target is.
import Foundation

/// One deceleration: a free one from a velocity, or a glide to a chosen target.
@MainActor
struct ScrollDeceleration {
    /// The fraction of velocity kept per step for `rate`; a rate of 1 or more, or NaN, would never come to rest, so
    /// it is kept within what can.
    static func decay(for rate: UIScrollView.DecelerationRate) -> CGFloat {
        let raw = rate.rawValue.isNaN ? UIScrollView.DecelerationRate.normal.rawValue : rate.rawValue
        return pow(min(max(raw, 0), 0.999), CGFloat(UIScrollView.decelerationStep * 1000))
    }

    /// The most steps a deceleration takes: far beyond any real one (the slowest decay from the largest finite
    /// speed), so that a motion always ends.
    static let maximumSteps = 50_000

    private var velocity: CGPoint
    private let decay: CGFloat
    private let glide: (start: CGPoint, target: CGPoint, steps: Int)?
    private var step = 0
    /// Whether the last step has been taken.
    private(set) var isFinished = false

    /// A free deceleration from `velocity` (points per second, in offset direction).
    init(velocity: CGPoint, decay: CGFloat) {
        let finite = velocity.x.isFinite && velocity.y.isFinite
        self.velocity = finite ? velocity : .zero
        self.decay = decay
        glide = nil
    }

    /// A glide from `start` to `target` that slows like a deceleration with `decay` and lasts as long as a free
    /// deceleration covering the same distance would.
    init(from start: CGPoint, to target: CGPoint, decay: CGFloat) {
        velocity = .zero
        self.decay = decay
        let distance = hypot(target.x - start.x, target.y - start.y)
        var steps = 1
        if decay > 0, decay < 1, distance > 0 {
            // The speed of step n of a glide of n steps; the glide is long enough for its last step to be slow.
            func lastSpeed(_ n: Int) -> CGFloat {
                distance * (1 - decay) * pow(decay, CGFloat(n - 1)) / (1 - pow(decay, CGFloat(n)))
                    / CGFloat(UIScrollView.decelerationStep)
            }
            while steps < 600, lastSpeed(steps) >= UIScrollView.minimumDecelerationSpeed { steps += 1 }
        }
        glide = (start, target, steps)
    }

    /// Takes the next step from `offset` within `range` and returns the new offset.
    mutating func advance(from offset: CGPoint, within range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        step += 1
        if let glide {
            guard step < glide.steps else {
                isFinished = true
                return glide.target
            }
            let progress = (1 - pow(decay, CGFloat(step))) / (1 - pow(decay, CGFloat(glide.steps)))
            return CGPoint(
                x: glide.start.x + (glide.target.x - glide.start.x) * progress,
                y: glide.start.y + (glide.target.y - glide.start.y) * progress)
        }
        let dt = CGFloat(UIScrollView.decelerationStep)
        velocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
        var next = offset
        // Each axis stops at its edge (there is no overshoot); the other axis glides on.
        if velocity.x != 0 {
            next.x += velocity.x * dt
            if next.x <= range.min.x || next.x >= range.max.x {
                next.x = min(max(next.x, range.min.x), range.max.x)
                velocity.x = 0
            }
        }
        if velocity.y != 0 {
            next.y += velocity.y * dt
            if next.y <= range.min.y || next.y >= range.max.y {
                next.y = min(max(next.y, range.min.y), range.max.y)
                velocity.y = 0
            }
        }
        if hypot(velocity.x, velocity.y) < UIScrollView.minimumDecelerationSpeed || step >= Self.maximumSteps {
            isFinished = true
        }
        return next
    }

    /// Where a free deceleration from `offset` at `velocity` comes to rest: below the minimum speed it does not
    /// move at all.
    static func naturalEnd(
        from offset: CGPoint, velocity: CGPoint, decay: CGFloat, within range: (min: CGPoint, max: CGPoint)
    ) -> CGPoint {
        guard hypot(velocity.x, velocity.y) > UIScrollView.minimumDecelerationSpeed else { return offset }
        var motion = ScrollDeceleration(velocity: velocity, decay: decay)
        var position = offset
        while !motion.isFinished { position = motion.advance(from: position, within: range) }
        return position
    }
}
