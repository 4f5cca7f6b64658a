// Which controller decides the status bar, and asking the window to read it again (LS-18, LS-19).
//
// The overridable preferences (`preferredStatusBarStyle`, `prefersStatusBarHidden`,
// `preferredStatusBarUpdateAnimation`, `childForStatusBarStyle`, `childForStatusBarHidden`) are declared in the class
// body (UIViewController.swift, "Status bar"): members of an extension cannot be overridden.
import Foundation

extension UIViewController {
    /// Asks the system to read the status bar preferences again (LS-19): the window showing this controller
    /// re-reads them at once. Call it after the value of ``preferredStatusBarStyle`` or ``prefersStatusBarHidden``
    /// changes. Nothing happens while the controller's view is not in a window; it is read when it appears.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }

    /// The controller whose `preferredStatusBarStyle` applies when this one is the window's root (LS-18): the
    /// controller it presents (a presentation covers the window, so it takes the status bar), then
    /// `childForStatusBarStyle` down to the controller that names no child.
    var statusBarStyleController: UIViewController {
        var controller = statusBarPresentedController
        var steps = 0
        // A cycle of children would never end: stop after a depth no real hierarchy reaches.
        while let child = controller.childForStatusBarStyle, child !== controller, steps < 64 {
            controller = child
            steps += 1
        }
        return controller
    }

    /// The controller whose `prefersStatusBarHidden` applies when this one is the window's root (LS-18), found as
    /// for the style through `childForStatusBarHidden`.
    var statusBarHiddenController: UIViewController {
        var controller = statusBarPresentedController
        var steps = 0
        while let child = controller.childForStatusBarHidden, child !== controller, steps < 64 {
            controller = child
            steps += 1
        }
        return controller
    }

    /// The last controller in the chain of presentations from this one that takes over the status bar: presented
    /// full screen, or capturing it (`modalPresentationCapturesStatusBarAppearance`); a sheet leaves it to its
    /// presenter, as in UIKit.
    private var statusBarPresentedController: UIViewController {
        var controller = self
        var deciding = self
        var steps = 0
        while let presented = controller.presentedViewController, presented !== self, steps < 64 {
            controller = presented
            if presented.presentationController?.effectiveStyle == .fullScreen
                || presented.modalPresentationCapturesStatusBarAppearance
            {
                deciding = presented
            }
            steps += 1
        }
        return deciding
    }
}
