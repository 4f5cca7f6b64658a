// A tracer that prints each dispatch step as it happens, one readable line each.
//
// Invariants:
// - It keeps no entry and no object it saw, so an application may hold it strongly without a cycle: installing it
//   never keeps a window or a view alive.
// - Each line is written whole, in the order the steps happen, through the one `write` closure.
import Foundation

/// Prints every dispatch step as one line: the debugger breakpoint of the UIKit articles, but readable.
///
/// ```swift
/// application.tracer = TracePrinter()  // to standard error
/// application.tracer = TracePrinter(filter: TraceFilter.parse("touches,actions").filter!) { print($0) }
/// ```
///
/// Setting `RESPONDERKIT_TRACE` in the environment (`1`, or `touches,actions,recognizers`, or `view:ID`) installs
/// one in every application at its creation.
@preconcurrency @MainActor
public final class TracePrinter: EventTracer {
    /// The environment variable that installs a printer in every new application.
    public static let environmentVariable = "RESPONDERKIT_TRACE"

    /// Which steps are printed.
    public var filter: TraceFilter
    private let write: (String) -> Void
    private let prefix: String

    /// Creates a printer that passes each line (without a newline) to `write`; by default it writes to standard
    /// error, each line prefixed with `prefix`.
    public init(filter: TraceFilter = .all, prefix: String = "responderkit: ", write: ((String) -> Void)? = nil) {
        self.filter = filter
        self.prefix = prefix
        self.write = write ?? { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Prints `entry` when the filter includes it.
    public func record(_ entry: TraceEntry) {
        guard filter.includes(entry) else { return }
        write(prefix + TraceRecorder.describe(entry))
    }

    /// The printer `RESPONDERKIT_TRACE` asks for in `environment`, or nil when it is unset or off; a word it does
    /// not know is reported once through the printer's own output and ignored.
    public static func fromEnvironment(
        _ environment: [String: String], write: ((String) -> Void)? = nil
    ) -> TracePrinter? {
        guard let value = environment[environmentVariable] else { return nil }
        let (filter, problems) = TraceFilter.parse(value)
        guard let filter else { return nil }
        let printer = TracePrinter(filter: filter, write: write)
        for problem in problems { printer.write("\(printer.prefix)\(environmentVariable): \(problem); ignored") }
        return printer
    }
}
