// Why a port was refused: one error per input that is not Swift source (or cannot be read or written).
//
// Invariant: `errors` is not empty and every message has kind `.error`, a file and the line where the problem
// starts.

/// The inputs the port refused; nothing was written.
public struct PortFailure: Error, Sendable, CustomStringConvertible {
    /// One error per refused file, in input order.
    public var errors: [PortDiagnostic]

    /// Creates a failure.
    public init(errors: [PortDiagnostic]) {
        self.errors = errors
    }

    /// The errors, one per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
