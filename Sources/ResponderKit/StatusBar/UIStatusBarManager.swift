// What a window scene's status bar shows: the style and visibility that the scene's key window's controllers
// prefer, recorded each time a window re-reads them (LS-18 … LS-20).
//
// Invariant: the values change only through `record(_:)`, called by the window that counts for the scene (its key
// window, else the last of its visible windows), so `preferredStatusBarStyle` changes show only after
// `setNeedsStatusBarAppearanceUpdate()` or an appearance change, as in UIKit.
import Foundation

/// An object that describes the configuration of the status bar of a window scene.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    /// The style of the status bar.
    public private(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden.
    public private(set) var isStatusBarHidden = false
    /// The animation of the last change of ``isStatusBarHidden`` (the controller's
    /// `preferredStatusBarUpdateAnimation`); there is no animation headless, so it is only recorded.
    public private(set) var lastHiddenChangeAnimation: UIStatusBarAnimation = .none
    /// How many times a window re-read the status bar appearance for this scene.
    public private(set) var updateCount = 0
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The frame of the status bar in the scene's coordinates: across the top of the screen, as tall as the part of
    /// it the screen's top edge covers (its top safe-area inset), or zero while hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = scene.screen
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    /// The window whose controllers decide the status bar: the scene's key window, else the last of its visible windows.
    var decidingWindow: UIWindow? {
        if let key = scene.keyWindow { return key }
        return scene.windows.last { !$0.isHidden }
    }

    /// Records what the deciding window's controllers prefer now.
    func record(style: UIStatusBarStyle, hidden: Bool, animation: UIStatusBarAnimation) {
        updateCount += 1
        statusBarStyle = style
        if hidden != isStatusBarHidden {
            isStatusBarHidden = hidden
            lastHiddenChangeAnimation = animation
        }
    }
}
