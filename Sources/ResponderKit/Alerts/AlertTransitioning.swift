// The transitioning delegate an alert controller gives itself, as UIKit's alert controller is its own: it
// supplies the alert's presentation controller; the system animates.
import Foundation

/// Supplies ``AlertPresentationController`` for an alert controller's `.custom` presentation.
@MainActor
final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
