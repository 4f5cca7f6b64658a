// The delegate of a presentation controller: adaptation to the environment and user-initiated dismissal (a sheet
// swiped down, a tap outside a popover). Every method is optional.
import Foundation

/// Methods a presentation controller's delegate implements to adapt the presentation and to follow the user
/// dismissing it, as in UIKit.
///
/// The dismissal methods are called only for dismissals the user starts (PR-9); a programmatic
/// `dismiss(animated:completion:)` calls none of them.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment; `.none` keeps the presentation's own style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use in the environment `traitCollection`; by default the answer of
    /// ``adaptivePresentationStyle(for:)``, asked only in a compact width.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation now; true by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user started a dismissal (a swipe or a tap outside).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The presentation the user dismissed is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, but `isModalInPresentation` or ``presentationControllerShouldDismiss(_:)``
    /// refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The system's adaptation (see ``UIPresentationController/adaptivePresentationStyle``).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptiveStyle
    }

    /// Asks ``adaptivePresentationStyle(for:)`` in a horizontally compact environment, else keeps the style.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle(for: controller) : .none
    }

    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
