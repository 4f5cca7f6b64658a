// A VoiceOver-like navigator over one window (skeleton: the API other code compiles against).
import Foundation

/// Moves an accessibility focus through a window's elements in reading order and performs VoiceOver's actions.
@preconcurrency @MainActor
public final class AccessibilityNavigator {
    /// The window navigated.
    public private(set) weak var window: UIWindow?

    /// Creates a navigator for `window` and attaches it to the window's application.
    public init(window: UIWindow) {
        self.window = window
        window.application.accessibilityNavigator = self
    }

    /// Receives a notification posted in the application.
    func receive(_ notification: UIAccessibility.Notification, argument: Any?) {}
}
