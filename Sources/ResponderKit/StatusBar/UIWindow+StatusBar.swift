// A window reading its controllers' status bar preferences into its scene's status bar manager (LS-18 … LS-20).
//
// Invariant: only the window that decides its scene's status bar (`UIStatusBarManager.decidingWindow`) records;
// the others' reads change nothing.
import Foundation

extension UIWindow {
    /// Reads the style and visibility the root view controller's chain prefers (LS-18) into the scene's status
    /// bar manager, when this window decides the scene's status bar. Called by
    /// `setNeedsStatusBarAppearanceUpdate()`, when the window is shown or made key, and after controllers appear
    /// or disappear in it (LS-20).
    func updateStatusBarAppearance() {
        guard let manager = windowScene?.statusBarManager, manager.decidingWindow === self else { return }
        guard let root = rootViewController else {
            manager.record(style: .default, hidden: false, animation: .none)
            return
        }
        let hiding = root.statusBarHiddenController
        manager.record(
            style: root.statusBarStyleController.preferredStatusBarStyle, hidden: hiding.prefersStatusBarHidden,
            animation: hiding.preferredStatusBarUpdateAnimation)
    }
}
