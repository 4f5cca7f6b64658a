// A view that records every touch, press and motion method it receives into an `EventLog`.
//
// Invariants:
// - Each event method records exactly once (through `record`), then runs `onTouches`, then forwards (calls `super`,
//   which passes the event up the responder chain) exactly when `forwards` is true.
// - `next` is `successor` when set, else the view's default next responder.
import Foundation
import ResponderKit

/// A view that logs "name.touchesBegan" … "name.motionCancelled" with the touches and event of each call and then,
/// unless `forwards` is false, calls `super`: the one recording view every test target shares. Subclasses change
/// what is logged by overriding ``record(_:_:event:)``.
@MainActor
open class RecordingView: UIView {
    /// The name the log lines start with.
    public let name: String
    /// Where the view writes.
    public let log: EventLog
    /// Whether the event methods call `super` (forward along the responder chain).
    public var forwards = true
    /// Replaces the default `next` when set (RC-8: any responder can join the chain by overriding `next`).
    public var successor: UIResponder?
    /// Runs after each event method is recorded, before `super`; presses and motion pass no touches.
    public var onTouches: ((ResponderMethod, Set<UITouch>, UIEvent?) -> Void)?

    /// A recording view named `name` writing to `log`.
    ///
    /// - Parameters:
    ///   - name: The name the log lines start with.
    ///   - log: Where the view writes.
    ///   - frame: The view's frame.
    public init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// Not supported: a recording view needs a name and a log.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var next: UIResponder? { successor ?? super.next }

    /// Records `method` with `touches` and `event`: the line "name.touchesBegan" and so on, with its structure.
    open func record(_ method: ResponderMethod, _ touches: Set<UITouch>, event: UIEvent?) {
        log.record(name, method, touches: touches, event: event)
    }

    private func receive(_ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
        record(method, touches, event: event)
        onTouches?(method, touches, event)
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
