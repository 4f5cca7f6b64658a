// The system's animation of a presentation or dismissal (PR-12): the presented view slides up from below the
// container (`.coverVertical`, sheets) or fades (`.crossDissolve`, `.flipHorizontal`, popovers, alerts) over
// UIKit's default duration, on the clock; the dimming view fades with it.
import Foundation

/// The animator of presentations that have no custom one.
@MainActor
final class SystemPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let fades: Bool
    private let dimmingView: UIView?

    init(
        presenting: Bool, transitionStyle: UIModalTransitionStyle, effectiveStyle: UIModalPresentationStyle,
        dimmingView: UIView?
    ) {
        isPresenting = presenting
        fades =
            transitionStyle == .crossDissolve || transitionStyle == .flipHorizontal || effectiveStyle == .popover
            || effectiveStyle == .custom
        self.dimmingView = dimmingView
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        PresentationTransition.systemDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let complete = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if isPresenting, let toView = transitionContext.view(forKey: .to),
            let presented = transitionContext.viewController(forKey: .to)
        {
            // The presented view arrives at its final frame.
            let final = transitionContext.finalFrame(for: presented)
            container.addSubview(toView)
            toView.frame = final
            dimmingView?.alpha = 0
            if fades {
                toView.alpha = 0
            } else {
                toView.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            }
            UIView.animate(
                withDuration: duration,
                animations: {
                    toView.alpha = 1
                    toView.frame = final
                    self.dimmingView?.alpha = 1
                }, completion: complete)
            return
        }
        guard let fromView = transitionContext.view(forKey: .from) else {
            UIView.animate(withDuration: duration, animations: {}, completion: complete)
            return
        }
        let start = fromView.frame
        let alpha = fromView.alpha
        UIView.animate(
            withDuration: duration,
            animations: {
                if self.fades {
                    fromView.alpha = 0
                } else {
                    fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.maxY - start.minY)
                }
                self.dimmingView?.alpha = 0
            },
            completion: { finished in
                complete(finished)
                // The view has left the window: it keeps its opacity for whatever shows it next.
                fromView.alpha = alpha
            })
    }
}
