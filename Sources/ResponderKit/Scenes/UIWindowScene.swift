// A scene that manages windows: the windows it contains answer it as their `windowScene` and their next responder.
//
// Invariant: `windows` is computed from the application's windows each time, so it never holds a freed window.
import Foundation

/// A scene that manages one or more windows for your app.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The status bar of the scene: what its key window's controllers prefer (LS-18).
    public var statusBarManager: UIStatusBarManager? {
        if let storedStatusBarManager { return storedStatusBarManager }
        let manager = UIStatusBarManager(scene: self)
        storedStatusBarManager = manager
        return manager
    }
    private var storedStatusBarManager: UIStatusBarManager?

    /// The screen the scene's windows fill: the stand-in main screen headless.
    public var screen: UIScreen { .main }

    /// The scene's windows, visible and hidden, in creation order.
    public var windows: [UIWindow] {
        guard let application else { return [] }
        return application.windows.filter { $0.windowScene === self }
    }

    /// The application's key window when it is one of this scene's windows, else nil.
    public var keyWindow: UIWindow? {
        guard let key = application?.keyWindow, key.windowScene === self else { return nil }
        return key
    }
}
