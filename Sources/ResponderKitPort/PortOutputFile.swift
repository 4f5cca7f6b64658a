// One file the port produced.
//
// Invariant: `isChanged` is whether the port changed the input (line directives alone do not count).

/// A ported file.
public struct PortOutputFile: Sendable, Equatable {
    /// The input's name.
    public var name: String
    /// The ported bytes.
    public var bytes: [UInt8]
    /// Whether the port changed anything.
    public var isChanged: Bool

    /// The ported text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
