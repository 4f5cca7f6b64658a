// A basic animation with spring physics: a damped harmonic oscillator.
import Foundation

/// An animation that moves with a spring's motion. Its ``settlingDuration`` is computed from the spring; its
/// `duration` is what the clock runs, as in Core Animation.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to come to rest from a unit displacement: when it stays within 0.1 % of the
    /// distance, found by stepping the oscillator in 1 ms steps (up to 60 s).
    open var settlingDuration: TimeInterval {
        guard mass > 0, stiffness > 0, damping >= 0 else { return 0 }
        let step = 0.001
        var position = -1.0
        var velocity = Double(initialVelocity)
        var settledSince: Double?
        var time = 0.0
        while time < 60 {
            let acceleration = (-Double(stiffness) * position - Double(damping) * velocity) / Double(mass)
            velocity += acceleration * step
            position += velocity * step
            time += step
            if abs(position) < 0.001 && abs(velocity) < 0.01 {
                if settledSince == nil { settledSince = time }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? 60
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
    }
}
