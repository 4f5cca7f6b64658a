// One file given to the port: a name for messages and its bytes.

/// A file to port.
public struct PortInputFile: Sendable, Equatable {
    /// The name messages use (the path as given on the command line).
    public var name: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates an input file.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Creates an input file from text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}
