// How an alert controller is presented (PR-16): a `.custom` presentation whose presented view (the alert's
// backdrop-and-boxes view) fills the container; the presenter's views stay and take no touches; the alert fades
// in and out with the system's animation. Neither a swipe nor a tap outside dismisses it.
import Foundation

/// The presentation controller of an alert or an action sheet.
@MainActor
final class AlertPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func containerViewWillLayoutSubviews() {
        guard let presentedView, presentedView.superview === containerView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }
}
