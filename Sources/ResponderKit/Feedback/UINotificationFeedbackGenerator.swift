// Notification feedback: success, warning or error, recorded headless.
import Foundation

/// A generator of notification feedback, as in UIKit. Headless each notification is recorded (see
/// ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Produces the feedback of a notification of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification(\(notificationType))")
    }
}
