// A malformed inject script.

/// Why an inject script was refused: a message, the line and the JSON path of the offending value.
public struct InjectScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The 1-based line of the offending value.
    public var line: Int
    /// The JSON path of the offending value, such as `events[3].x`; empty for the whole file.
    public var path: String

    /// Creates an error.
    public init(message: String, line: Int, path: String) {
        self.message = message
        self.line = line
        self.path = path
    }

    /// `line L, PATH: message` (`line L: message` at the top level).
    public var description: String {
        path.isEmpty ? "line \(line): \(message)" : "line \(line), \(path): \(message)"
    }
}
