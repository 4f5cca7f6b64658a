// The delegate of a window scene: also keeps the scene's main window.
import Foundation

/// The methods a window scene's delegate may implement, and the window it keeps.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; declare `var window: UIWindow?` to keep one. Nil, and not stored, by default.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Nil, and not stored: declare `var window: UIWindow?` in the delegate to keep the window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
