// A line of the port's report: a change it made, a note, something it could not rewrite, or an error.
//
// Invariant: `description` is `file:line: kind: text`, the form compilers use, so editors can jump to it.

/// One reported change, note, thing the port could not rewrite, or error.
public struct PortDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What a message reports.
    public enum Kind: String, Sendable {
        /// A rewrite the port made.
        case change
        /// Something to know about a rewrite or about the code.
        case note
        /// Something that needs the Objective-C runtime and that the port could not rewrite: fix it by hand.
        case cannotRewrite = "cannot rewrite"
        /// Why the input was rejected (nothing is written).
        case error
    }

    /// The file as it was given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// What the message reports.
    public var kind: Kind
    /// The message.
    public var text: String

    /// Creates a message.
    public init(file: String, line: Int, kind: Kind, text: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.text = text
    }

    /// `file:line: kind: text`.
    public var description: String { "\(file):\(line): \(kind.rawValue): \(text)" }
}
