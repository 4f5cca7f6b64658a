// An ordered log of lines written by the views, recognizers, delegates and actions of a test.
//
// Invariant: lines are kept in the order they were written; nothing is dropped until `removeAll()`.
import ResponderKit

/// The ordered list of lines a test's fixtures write, shared by every test target.
@MainActor
public final class EventLog {
    /// Every line, oldest first.
    public private(set) var lines: [String] = []

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
}
