// A view controller that records the touch methods and `motionEnded` it receives into an `EventLog`.
//
// Invariant: each of those methods records exactly once, then forwards (calls `super`, which passes the event to the
// controller's `next`) exactly when `forwards` is true; other methods pass through unrecorded.
import Foundation
import ResponderKit

/// A view controller that logs "name.touchesBegan" … "name.touchesCancelled" and "name.motionEnded" with the
/// touches and event of each call and then, unless `forwards` is false, calls `super`.
@MainActor
open class RecordingViewController: UIViewController {
    /// The name the log lines start with.
    public let name: String
    /// Where the controller writes.
    public let log: EventLog
    /// Whether the recorded methods call `super` (forward along the responder chain).
    public var forwards = true

    /// A recording view controller named `name` writing to `log`.
    ///
    /// - Parameters:
    ///   - name: The name the log lines start with.
    ///   - log: Where the controller writes.
    public init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a recording view controller needs a name and a log.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesBegan, touches: touches, event: event)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesMoved, touches: touches, event: event)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesEnded, touches: touches, event: event)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, .touchesCancelled, touches: touches, event: event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, .motionEnded, event: event)
        if forwards { super.motionEnded(motion, with: event) }
    }
}
