// An ordered log of lines written by the views, recognizers, controllers, delegates and actions of a test.
//
// Invariants:
// - Lines are kept in the order they were written; nothing is dropped until `removeAll()` or an assignment.
// - Not actor-isolated, and `@unchecked Sendable`: tests write to it from main-actor code and from the `@Sendable`
//   closures of notification observers and animations, all of which run on the main thread in these tests.

/// The ordered list of lines a test's fixtures write: the one log every test target shares.
public final class EventLog: @unchecked Sendable {
    /// Every line, oldest first.
    public var lines: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Appends a line.
    public func write(_ line: String) {
        lines.append(line)
    }

    /// Forgets every line.
    public func removeAll() {
        lines.removeAll()
    }

    /// How many lines equal `line`.
    public func count(of line: String) -> Int {
        lines.count { $0 == line }
    }

    /// The lines that start with `prefix`.
    public func lines(startingWith prefix: String) -> [String] {
        lines.filter { $0.hasPrefix(prefix) }
    }

    /// Whether `earlier` is logged before `later`; false when either is missing.
    public func order(_ earlier: String, before later: String) -> Bool {
        guard let first = lines.firstIndex(of: earlier), let second = lines.firstIndex(of: later) else {
            return false
        }
        return first < second
    }
}
