// A window that records `sendEvent` and the touch methods it receives into an `EventLog`.
//
// Invariants:
// - `sendEvent(_:)` writes "name.sendEvent", runs `onSendEvent`, then calls `super` exactly when `passesEventsOn`
//   is true (TD-1: a `sendEvent` override that skips `super` stops delivery).
// - Each touch method records exactly once and always calls `super`.
import Foundation
import ResponderKit

/// A window that logs "name.sendEvent" and "name.touchesBegan" … "name.touchesCancelled"; `passesEventsOn ==
/// false` makes its `sendEvent(_:)` skip `super` (TD-1).
@MainActor
open class RecordingWindow: UIWindow {
    /// The name the log lines start with.
    public let name: String
    /// Where the window writes.
    public let log: EventLog
    /// Whether `sendEvent(_:)` calls `super`; false makes it drop every event (TD-1).
    public var passesEventsOn = true
    /// Runs inside `sendEvent(_:)`, after the line is written and before `super`.
    public var onSendEvent: ((UIEvent) -> Void)?

    /// A recording window named `name` writing to `log`.
    ///
    /// - Parameters:
    ///   - name: The name the log lines start with.
    ///   - log: Where the window writes.
    ///   - frame: The window's frame.
    ///   - application: The window's application.
    public init(_ name: String, log: EventLog, frame: CGRect, application: UIApplication) {
        self.name = name
        self.log = log
        super.init(frame: frame, application: application)
    }

    /// Not supported: a recording window needs a name, a log and an application.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func sendEvent(_ event: UIEvent) {
        log.write("\(name).sendEvent")
        onSendEvent?(event)
        if passesEventsOn { super.sendEvent(event) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesBegan, touches: touches, event: event)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesMoved, touches: touches, event: event)
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesEnded, touches: touches, event: event)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesCancelled, touches: touches, event: event)
        super.touchesCancelled(touches, with: event)
    }
}
