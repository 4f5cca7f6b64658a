// A `TextOutputStream` over an `EventLog`, so user-style code can `print(..., to: &printer)`.
//
// Invariant: every completed, non-empty printed line becomes one free-form line of `log`, in order; text after the
// last newline waits in `pending` until its newline is printed.

/// Collects printed text and writes each completed line to an `EventLog`.
public struct LogPrinter: TextOutputStream {
    /// Where completed lines go.
    public let log: EventLog
    private var pending = ""

    /// A printer writing to `log` (a new log by default).
    public init(_ log: EventLog = EventLog()) {
        self.log = log
    }

    /// Collects `string`; every completed line becomes a line of `log`.
    public mutating func write(_ string: String) {
        pending += string
        while let newline = pending.firstIndex(of: "\n") {
            let line = String(pending[..<newline])
            pending.removeSubrange(...newline)
            if !line.isEmpty { log.write(line) }
        }
    }
}
