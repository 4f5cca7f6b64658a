// What a port of a module produced: the files, in input order, and the report.
//
// Invariant: `messages` are grouped by file in input order, then by line; none is an error.

/// The ported files and what the port reports about them.
public struct PortResult: Sendable {
    /// The ported files, in input order.
    public var files: [PortOutputFile]
    /// The changes, notes and things it could not rewrite.
    public var messages: [PortDiagnostic]
    /// How many passes the rewrites took to reach a fixed point: 1 for Swift sources; later passes' changes are
    /// reported with the lines of the text they saw.
    public var passes: Int

    /// The messages of one kind.
    public func messages(_ kind: PortDiagnostic.Kind) -> [PortDiagnostic] {
        messages.filter { $0.kind == kind }
    }
}
