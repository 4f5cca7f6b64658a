// A navigation controller's interactive pop: a pan from the left edge of the screen that goes back one level when it
// ends more than half the controller's width away.
import Foundation

/// The target and the default delegate of a navigation controller's ``UINavigationController/
/// interactivePopGestureRecognizer``.
///
/// The pan may begin only when there is a controller to go back to and the top item shows the back button (hidden
/// with `hidesBackButton`, or replaced by left items, it stops the gesture too, as in UIKit). Replacing the
/// recognizer's delegate removes that check, as in UIKit. The views do not follow the finger: nothing is drawn.
@MainActor
final class NavigationPopGesture: NSObject, UIGestureRecognizerDelegate {
    /// The edge pan, on the left edge.
    let recognizer: UIScreenEdgePanGestureRecognizer
    // Weak: the controller's view, which holds the recognizer, may outlive the controller.
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        super.init()
        recognizer.edges = .left
        recognizer.name = "interactivePop"
        recognizer.delegate = self
        recognizer.addTarget(self, action: NavigationPopGesture.panned)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let stack = controller?.viewControllers else { return false }
        return stack.count > 1 && stack[stack.count - 1].navigationItem.showsBackButton
    }

    /// Pops when the pan ends past half the width of the controller's view.
    private func panned(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard recognizer.state == .ended, let view = recognizer.view, let controller,
            controller.viewControllers.count > 1
        else { return }
        if recognizer.translation(in: view).x > view.bounds.width / 2 {
            controller.popViewController(animated: true)
        }
    }
}
