// An animator of a presentation or dismissal.
import Foundation

/// Methods of an object that animates a view controller transition, as in UIKit.
///
/// ``animateTransition(using:)`` runs the animations (with `UIView.animate`, on the application's clock) and calls
/// the context's `completeTransition(_:)` when they end; until then the transition is in progress (PR-12).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animations in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations; call `transitionContext.completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended (completed, or cancelled when `transitionCompleted` is false). Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
