// The object that supplies a presentation's animators and presentation controller. Every method is optional.
import Foundation

/// Methods that supply the objects of a custom presentation, as in UIKit.
///
/// The animators are asked for every animated presentation and dismissal of a controller whose
/// ``UIViewController/transitioningDelegate`` this is, whatever its style; the presentation controller only for
/// the `.custom` style.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`, or nil for the system's animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`, or nil for the system's animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives the presentation interactively, or nil for an ordinary animation.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The object that drives the dismissal interactively, or nil for an ordinary animation.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or nil for a plain one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: the system animates.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: the system animates.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: not interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: not interactive.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: a plain presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
