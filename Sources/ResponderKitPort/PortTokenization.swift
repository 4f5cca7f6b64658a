// The tokens of one file and the pairs of brackets among them.
//
// Invariants: `partners.count == tokens.count`; for a bracket token `partners[i]` is the index of the bracket that
// closes or opens it (always present: unbalanced input is rejected), for any other token -1. Tokens are in file
// order and do not overlap.

/// The tokens of a file, with each bracket's partner.
public struct PortTokenization: Sendable {
    /// The tokens in file order.
    public var tokens: [PortToken]
    /// For `(`, `[`, `{` the index of the closing bracket, for `)`, `]`, `}` the index of the opening one, else -1.
    public var partners: [Int]
    /// The number of lines (a final line without a newline counts).
    public var lineCount: Int
}
