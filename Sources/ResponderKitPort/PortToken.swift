// One token of Swift source, as `PortLexer` produces it.
//
// Invariants: `start < end` are byte offsets into the file the token came from; `line` is the 1-based line its first
// byte is on (LF, CR LF and a lone CR each end a line). Comments and whitespace are never tokens: every rewrite
// replaces byte ranges between token boundaries, so everything else stays byte-for-byte.

/// A token of Swift source: what it is, where its bytes are and the line it starts on.
public struct PortToken: Sendable, Equatable {
    /// What a token is.
    public enum Kind: UInt8, Sendable {
        /// An identifier or keyword (`foo`, `class`, a backquoted keyword such as `default`, `$0`); keywords are told apart by their text.
        case identifier
        /// An attribute name with its `@` (`@objc`); its arguments are the tokens that follow.
        case attribute
        /// A `#` keyword (`#selector`, `#if`, `#endif`).
        case pound
        /// A whole string literal (single-line, multi-line, raw, with its interpolations) or a `#/regex/#` literal.
        case string
        /// A number literal.
        case number
        /// A run of operator characters (`||`, `->`, `?`, `...`); `.` is only joined with further dots.
        case `operator`
        /// Any other single character: `,`, `:`, `;`, `\`, `#`, `@` and the like.
        case punctuation
        /// `(`, `[` or `{`.
        case open
        /// `)`, `]` or `}`.
        case close
    }

    /// What the token is.
    public var kind: Kind
    /// The offset of its first byte.
    public var start: Int
    /// The offset just past its last byte.
    public var end: Int
    /// The line its first byte is on, from 1.
    public var line: Int

    /// Creates a token.
    public init(kind: Kind, start: Int, end: Int, line: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
    }
}
