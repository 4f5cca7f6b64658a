/// An error produced by `JSONParser`, with the 1-based position where it was detected.
public struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A human-readable description of the problem, for example `expected ':' after object key`.
    public var message: String
    /// The 1-based line of the offending input.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the offending input.
    public var column: Int
    /// The path of the innermost array or object being parsed when the error was detected, such as `views[0].frame`
    /// (for a duplicate key: the object containing it). Empty at the top level.
    public var path: String

    /// Creates an error; normally only `JSONParser` does this.
    public init(message: String, line: Int, column: Int, path: String = "") {
        self.message = message
        self.line = line
        self.column = column
        self.path = path
    }

    /// `line L, column C: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
