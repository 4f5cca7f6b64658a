// A plain responder (not a view or controller) that records every touch, press and motion method it receives.
//
// Invariants:
// - Each event method records exactly once, then forwards (calls `super`, which passes the event to `next`) exactly
//   when `forwards` is true.
// - `next` is `successor`: nil unless a test links the responder into a chain.
import ResponderKit

/// A responder that logs "name.touchesBegan" … "name.motionCancelled" with the touches and event of each call and
/// then, unless `forwards` is false, forwards to `successor` through `super`.
@MainActor
open class RecordingResponder: UIResponder {
    /// The name the log lines start with.
    public let name: String
    /// Where the responder writes.
    public let log: EventLog
    /// Whether the event methods call `super` (forward to `successor`).
    public var forwards = true
    /// The next responder (RC-8: any responder can join the chain by overriding `next`).
    public var successor: UIResponder?

    /// A recording responder named `name` writing to `log`.
    ///
    /// - Parameters:
    ///   - name: The name the log lines start with.
    ///   - log: Where the responder writes.
    public init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    open override var next: UIResponder? { successor }

    private func receive(_ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
        log.record(name, method, touches: touches, event: event)
        return forwards
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if receive(.touchesBegan, touches, event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if receive(.touchesMoved, touches, event) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if receive(.touchesEnded, touches, event) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if receive(.touchesCancelled, touches, event) { super.touchesCancelled(touches, with: event) }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if receive(.pressesBegan, [], event) { super.pressesBegan(presses, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if receive(.pressesChanged, [], event) { super.pressesChanged(presses, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if receive(.pressesEnded, [], event) { super.pressesEnded(presses, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if receive(.pressesCancelled, [], event) { super.pressesCancelled(presses, with: event) }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if receive(.motionBegan, [], event) { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if receive(.motionEnded, [], event) { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if receive(.motionCancelled, [], event) { super.motionCancelled(motion, with: event) }
    }
}
