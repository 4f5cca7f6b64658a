// UIKit's accessibility namespace: notifications an app posts to assistive technologies, and whether one runs.
//
// Invariants:
// - No global state: UIKit's static calls are routed to an application — the one the argument's window belongs
//   to, else `UIApplication.shared` — and from it to its `AccessibilityNavigator`, if one is attached. Tests with
//   their own applications call the same operations on their application (`UIApplication.post(_:argument:)`).
import Foundation

/// UIKit's accessibility namespace.
public enum UIAccessibility {
    /// A notification an app posts to tell assistive technologies what changed.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// Creates a notification from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A new screen appeared: focus moves to the argument (an element), or to the first element when nil.
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// The layout changed: focus moves to the argument, or stays on the focused element when it is still
        /// there (else the first) when nil.
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// Speak the argument (a `String`).
        public static let announcement = Notification(rawValue: "announcement")
        /// A scroll finished: speak the argument (a `String` such as "Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }

    /// Posts `notification` to the assistive technology of the application the argument belongs to (the
    /// application of its window), else of `UIApplication.shared`.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        let application = (argument as? UIResponder)?.applicationOfResponder ?? .shared
        application.post(notification, argument: argument)
    }

    /// Whether VoiceOver is running: here, whether an ``AccessibilityNavigator`` is attached to
    /// `UIApplication.shared` (see ``UIApplication/isVoiceOverRunning`` for another application).
    @MainActor
    public static var isVoiceOverRunning: Bool { UIApplication.shared.isVoiceOverRunning }

    /// Converts `rect`, in `view`'s coordinates, to screen coordinates (for ``UIResponder/accessibilityFrame``).
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.screenRect(rect)
    }
}
