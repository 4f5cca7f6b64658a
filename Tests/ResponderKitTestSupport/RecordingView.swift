// A view that writes every touch method it receives into an `EventLog`.
//
// Invariant: each touch method logs exactly one line (through `record`) before it forwards, and forwards (calls
// `super`, which passes the touches up the responder chain) exactly when `forwards` is true.
import Foundation
import ResponderKit

/// A view that logs "name.touchesBegan" … "name.touchesCancelled" and then, unless `forwards` is false, calls
/// `super`: the one recording view every test target shares. Subclasses change the line format by overriding
/// ``record(_:_:)``.
@MainActor
open class RecordingView: UIView {
    /// The name the log lines start with.
    public let name: String
    /// Where the view writes.
    public let log: EventLog
    /// Whether the touch methods call `super` (forward along the responder chain).
    public var forwards = true

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

    /// Writes the line for `method` with `touches`: "name.touchesBegan" and so on.
    open func record(_ method: ResponderMethod, _ touches: Set<UITouch>) {
        log.write("\(name).\(method.rawValue)")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.touchesBegan, touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.touchesMoved, touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.touchesEnded, touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.touchesCancelled, touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}
