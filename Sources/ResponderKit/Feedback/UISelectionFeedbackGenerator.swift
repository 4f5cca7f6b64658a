// Selection feedback: a change of selection, recorded headless.
import Foundation

/// A generator of selection-change feedback, as in UIKit. Headless each change is recorded (see
/// ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Produces the feedback of a selection change.
    open func selectionChanged() {
        record("selectionChanged")
    }
}
