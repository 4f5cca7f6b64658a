// An object that drives a transition interactively.
import Foundation

/// Methods of an object that drives a view controller transition as the user interacts, as in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Takes over the transition: report progress with the context's `updateInteractiveTransition(_:)`, then
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends: 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition: `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive: true by default. False runs it as an ordinary animation.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
