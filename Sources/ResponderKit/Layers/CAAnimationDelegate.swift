// The delegate of a Core Animation animation: told when it starts and stops, on the application's clock.
import Foundation

/// Methods an animation calls on its delegate (both optional: the default implementations do nothing).
///
/// The delegate receives the copy of the animation that the layer runs (as in Core Animation), not the object
/// passed to `add(_:forKey:)`.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started: at its begin time on the application's clock.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran its full duration, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
