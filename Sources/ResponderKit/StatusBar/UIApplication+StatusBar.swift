// The application's read-only status bar properties, which UIKit deprecated in favour of the window scene's
// status bar manager and which older apps still read (LS-23).
import Foundation

extension UIApplication {
    /// The status bar frame of the key window's scene (``UIStatusBarManager/statusBarFrame``); zero without a key
    /// window in a scene. Deprecated in UIKit: use the window scene's `statusBarManager`.
    public var statusBarFrame: CGRect {
        keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
    }

    /// Whether the status bar of the key window's scene is hidden; false without a key window in a scene.
    /// Deprecated in UIKit: use the window scene's `statusBarManager`.
    public var isStatusBarHidden: Bool {
        keyWindow?.windowScene?.statusBarManager?.isStatusBarHidden ?? false
    }

    /// The status bar style of the key window's scene; `.default` without a key window in a scene. Deprecated in
    /// UIKit: use the window scene's `statusBarManager`.
    public var statusBarStyle: UIStatusBarStyle {
        keyWindow?.windowScene?.statusBarManager?.statusBarStyle ?? .default
    }
}
