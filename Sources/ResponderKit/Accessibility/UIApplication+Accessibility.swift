// The application's side of accessibility: its navigator receives the notifications posted in it.
import Foundation

extension UIApplication {
    /// Whether an ``AccessibilityNavigator`` (this package's VoiceOver) is attached to this application.
    public var isVoiceOverRunning: Bool { accessibilityNavigator != nil }

    /// Posts an accessibility notification to this application's navigator (``UIAccessibility/post(notification:argument:)``
    /// routes here); nothing happens when none is attached, as when VoiceOver is off.
    public func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        accessibilityNavigator?.receive(notification, argument: argument)
    }
}
