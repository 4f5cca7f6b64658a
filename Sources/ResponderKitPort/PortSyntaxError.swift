// Why a file cannot be ported: it is not Swift source the tool can tokenize.
//
// Invariant: `line` is where the problem starts (the opening quote of an unterminated string, the unclosed bracket,
// the first byte that is not UTF-8), from 1.

/// A file that is not Swift source: not UTF-8, binary, or with an unterminated literal or unbalanced bracket.
public struct PortSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line where the problem starts, from 1.
    public var line: Int
    /// What is wrong, without the position.
    public var message: String

    /// Creates an error at `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
