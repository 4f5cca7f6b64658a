// An interaction controller driven by a percentage, for a gesture that drives a custom animator (PR-14).
//
// Invariant: `percentComplete` stays within 0...1; the animator runs at most once, when the interaction
// finishes.
import Foundation

/// An interactive transition object that drives the custom animation between two view controllers, as in UIKit.
///
/// Headless, nothing is drawn while the user scrubs: ``update(_:)`` records the progress, and the views stay
/// where they were. ``finish()`` then runs the animator over the rest of its duration (its own duration times
/// `1 - percentComplete`, divided by ``completionSpeed``, with ``completionCurve``) on the clock; ``cancel()`` ends the transition as
/// cancelled after the time it would take to run back (duration times `percentComplete`, divided by
/// ``completionSpeed``), without running the animator, so no view moved.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: (any UIViewControllerAnimatedTransitioning)?

    /// How far the transition has gone, from 0 to 1.
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the transition runs after ``finish()`` or ``cancel()``; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition; `.easeInOut` by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive; true by default.
    open var wantsInteractiveStart = true

    /// The duration of the animator's transition.
    open var duration: CGFloat {
        CGFloat(animator?.transitionDuration(using: context) ?? 0)
    }

    /// Creates the object.
    public override init() {
        super.init()
    }

    /// Takes over `transitionContext` (ResponderKit calls it when the transition starts).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        animator = (transitionContext as? PresentationTransition)?.animator
        percentComplete = 0
    }

    /// Records the progress, from 0 to 1.
    open func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        self.percentComplete = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction: the animator runs over the rest of the duration, then completes the transition.
    open func finish() {
        guard let context, let animator else { return }
        self.context = nil
        context.finishInteractiveTransition()
        let remaining = TimeInterval(duration * (1 - percentComplete) / max(completionSpeed, 0.001))
        let curve: UIView.AnimationOptions =
            switch completionCurve {
            case .easeIn: .curveEaseIn
            case .easeOut: .curveEaseOut
            case .linear: .curveLinear
            default: .curveEaseInOut
            }
        // The animator's blocks inherit this block's duration and curve: they run over the rest of the transition.
        UIView.animate(
            withDuration: remaining, delay: 0, options: curve,
            animations: { animator.animateTransition(using: context) })
    }

    /// Cancels the interaction: the transition ends as cancelled once it would have run back.
    open func cancel() {
        guard let context else { return }
        self.context = nil
        context.cancelInteractiveTransition()
        let back = TimeInterval(duration * percentComplete / max(completionSpeed, 0.001))
        let application = context.containerView.window?.application ?? .shared
        application.clock.scheduleAnimationStep(after: back) { context.completeTransition(false) }
    }
}
