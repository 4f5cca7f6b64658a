// The delegate of a popover presentation controller: the adaptive delegate's methods, plus being told before the
// popover is shown. Every method is optional.
import Foundation

/// Methods a popover's delegate implements, as in UIKit (the deprecated should/did-dismiss-popover methods are
/// replaced by ``UIAdaptivePresentationControllerDelegate``'s).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
