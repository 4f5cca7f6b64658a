// An ordered log of what the views, recognizers, controllers, delegates and actions of a test wrote or received.
//
// Invariants:
// - Records are kept in the order they were written; nothing is dropped until `removeAll()` or an assignment to
//   `lines` (which replaces every record with free-form ones).
// - `lines` is always `records.map(\.text)`: a line written with `write(_:)` and a method recorded with `record`
//   are one sequence.
// - Not actor-isolated, and `@unchecked Sendable`: tests write to it from main-actor code and from the `@Sendable`
//   closures of notification observers and animations, all of which run on the main thread in these tests.
import ResponderKit

/// The ordered list of lines a test's fixtures write, with the structured record of every event method a recording
/// responder received: the one log every test target shares.
public final class EventLog: @unchecked Sendable {
    /// Every record, oldest first.
    public private(set) var records: [LogRecord] = []

    /// Every line, oldest first; assigning replaces every record with free-form lines.
    public var lines: [String] {
        get { records.map(\.text) }
        set { records = newValue.map(LogRecord.init(line:)) }
    }

    /// Creates an empty log.
    public init() {}

    /// Appends a free-form line.
    public func write(_ line: String) {
        records.append(LogRecord(line: line))
    }

    /// Records that `responder` received `method` with `touches` and `event`; its line is "responder.method".
    ///
    /// - Parameters:
    ///   - responder: The receiving responder's name.
    ///   - method: The method it received.
    ///   - touches: The touches passed to the method (none for presses and motion).
    ///   - event: The event passed to the method.
    @MainActor
    public func record(
        _ responder: String, _ method: ResponderMethod, touches: Set<UITouch> = [], event: UIEvent? = nil
    ) {
        records.append(LogRecord(responder, method, touches: touches, event: event))
    }

    /// Forgets every record.
    public func removeAll() {
        records.removeAll()
    }

    /// How many lines equal `line`.
    public func count(of line: String) -> Int {
        records.count { $0.text == line }
    }

    /// The lines that start with `prefix`.
    public func lines(startingWith prefix: String) -> [String] {
        lines.filter { $0.hasPrefix(prefix) }
    }

    /// Whether `earlier` is logged before `later`; false when either is missing.
    public func order(_ earlier: String, before later: String) -> Bool {
        let lines = lines
        guard let first = lines.firstIndex(of: earlier), let second = lines.firstIndex(of: later) else {
            return false
        }
        return first < second
    }
}
