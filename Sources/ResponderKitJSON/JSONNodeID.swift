// Invariant: an ID is only meaningful for the document that produced it (see `JSONDocument.swift`).

/// Identifies one value (node) inside a `JSONDocument`.
///
/// IDs are only meaningful for the document that produced them.
public struct JSONNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The node's position in the document's tape; the root is 0.
    public let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// Orders IDs by tape position, which is the pre-order (source) order of the values.
    public static func < (lhs: JSONNodeID, rhs: JSONNodeID) -> Bool {
        lhs.index < rhs.index
    }

    /// A short debugging form such as `#12`.
    public var description: String {
        "#\(index)"
    }
}
