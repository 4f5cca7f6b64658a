// What an animator and an interaction controller see of a transition.
import Foundation

/// The context of a view controller transition, handed to its animator and its interaction controller, as in
/// UIKit. ResponderKit makes it; apps do not implement it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens: add the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated (false for `animated: false`).
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interaction that ended with a cancel).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the presentation does not want it animated (the presenter's view, unless
    /// the style removes it: see ``UIPresentationController/shouldRemovePresentersView``).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view when the transition starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view when the transition ends, or `.zero` when it leaves or is unknown.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition; pass false when it was cancelled. Call it once, when the animations end.
    func completeTransition(_ didComplete: Bool)
    /// Reports the progress of an interactive transition, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition goes on to complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition goes back.
    func cancelInteractiveTransition()
}
