// A line of a view dump that could not be understood.
import Foundation

/// A line of a `recursiveDescription` dump that could not be understood; the rest of the dump is still used.
public struct ViewDumpProblem: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line number in the dump as given (before unwrapping an `Optional("…")`, the same lines).
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
