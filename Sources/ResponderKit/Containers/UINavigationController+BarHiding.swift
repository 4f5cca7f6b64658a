// Hiding the bar by tapping or swiping the content: the navigation controller's own recognizers on its view.
//
// Invariants: the recognizers are on the controller's view from the moment it loads and act only while their
// property is true; a tap toggles the bar, a swipe up hides it and a swipe down shows it (UI-14). Controls in the
// content keep their taps (a control defeats a single-tap recognizer of its superview, as in UIKit).
import Foundation

/// The target of the bar-hiding recognizers (the controller is not a selector target on Linux).
@MainActor
final class BarHidingGestures {
    let tap = UITapGestureRecognizer()
    let swipe = UIPanGestureRecognizer()
    /// The pan distance, in points, that counts as a swipe.
    static let swipeDistance: CGFloat = 20

    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        tap.addTarget(self, action: BarHidingGestures.tapped)
        swipe.addTarget(self, action: BarHidingGestures.swiped)
        tap.isEnabled = false
        swipe.isEnabled = false
    }

    /// A tap on the content toggles the bar.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let controller, recognizer.state == .ended, controller.hidesBarsOnTap else { return }
        controller.setNavigationBarHidden(!controller.isNavigationBarHidden, animated: true)
    }

    /// A swipe up hides the bar, a swipe down shows it.
    private func swiped(_ recognizer: UIPanGestureRecognizer) {
        guard let controller, recognizer.state == .ended, controller.hidesBarsOnSwipe else { return }
        let dy = recognizer.translation(in: recognizer.view).y
        if dy <= -BarHidingGestures.swipeDistance, !controller.isNavigationBarHidden {
            controller.setNavigationBarHidden(true, animated: true)
        } else if dy >= BarHidingGestures.swipeDistance, controller.isNavigationBarHidden {
            controller.setNavigationBarHidden(false, animated: true)
        }
    }
}

extension UINavigationController {
    /// The controller's tap recognizer that toggles the bars while ``hidesBarsOnTap`` is true.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }

    /// The controller's pan recognizer that hides (swipe up) or shows (swipe down) the bars while
    /// ``hidesBarsOnSwipe`` is true.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }
}
