// A parsed JSON document stored as a flat tape of nodes.
//
// Invariants:
// - The document is never recursive: it is three flat arrays (`nodes`, `pool`, `strings`), so building, copying and
//   deallocating it uses constant stack space whatever the nesting depth of the source was.
// - `nodes` is never empty; node 0 is the root value.
// - A node's `first`/`second` payload depends on its kind:
//   - null: unused (0, 0);
//   - bool: `first` is 0 or 1;
//   - number: the Double's bit pattern, low 32 bits in `first`, high 32 bits in `second` (always finite);
//   - string: `first` is an index into `strings`;
//   - array: `first` is the start in `pool`, `second` the element count; `pool[first ..< first + second]` holds the
//     element node IDs in source order;
//   - object: `first` is the start in `pool`, `second` the member count; the member `i` occupies
//     `pool[first + 2 * i]` (index of its key in `strings`) and `pool[first + 2 * i + 1]` (its value node ID), in
//     source order. Keys within one object are distinct (compared by Unicode scalars, not canonical equivalence).
// - Every child node ID is greater than its parent's ID (nodes are numbered in pre-order), and every index stored in
//   `pool` or a node is in range of the array it refers to. All indices fit in `Int32` because the parser rejects
//   inputs larger than `Int32.max - 1` bytes and every node, pool entry and string consumes at least one input byte.
// - `line` and `column` are 1-based; columns count Unicode scalars (a tab counts as one column).
// - A `JSONDocument` can only be created by `JSONParser`, so every `JSONNodeID` it hands out is valid for it. Passing
//   an ID obtained from another document is a programming error and may trap like an out-of-range array index.

/// An immutable, flat (non-recursive) representation of a parsed JSON value.
///
/// Create one with `JSONParser.parse(_:limits:)`. Values are addressed by `JSONNodeID`; start from `root`.
public struct JSONDocument: Sendable {
    /// One value on the tape; see the file header for the meaning of `first` and `second`.
    struct Node: Sendable, Equatable {
        var kind: JSONKind
        var first: Int32
        var second: Int32
        var line: Int32
        var column: Int32
    }

    /// All values, in pre-order; node 0 is the root.
    var nodes: [Node]
    /// Child lists of arrays and objects (see the file header).
    var pool: [Int32]
    /// String values and object keys.
    var strings: [String]

    init(nodes: [Node], pool: [Int32], strings: [String]) {
        self.nodes = nodes
        self.pool = pool
        self.strings = strings
    }

    /// The top-level value of the document.
    public var root: JSONNodeID {
        JSONNodeID(0)
    }

    /// The total number of values in the document, including the root and all nested values (not object keys).
    public var nodeCount: Int {
        nodes.count
    }

    /// The kind of the value `node`.
    public func kind(of node: JSONNodeID) -> JSONKind {
        nodes[node.index].kind
    }

    /// Whether `node` is the literal `null`.
    public func isNull(_ node: JSONNodeID) -> Bool {
        nodes[node.index].kind == .null
    }

    /// The value of a boolean node, or `nil` if `node` is not a boolean.
    public func bool(_ node: JSONNodeID) -> Bool? {
        let entry = nodes[node.index]
        guard entry.kind == .bool else { return nil }
        return entry.first != 0
    }

    /// The value of a number node, or `nil` if `node` is not a number. The result is always finite.
    public func number(_ node: JSONNodeID) -> Double? {
        let entry = nodes[node.index]
        guard entry.kind == .number else { return nil }
        let low = UInt64(UInt32(bitPattern: entry.first))
        let high = UInt64(UInt32(bitPattern: entry.second))
        return Double(bitPattern: high << 32 | low)
    }

    /// The value of a string node (escapes already decoded), or `nil` if `node` is not a string.
    public func string(_ node: JSONNodeID) -> String? {
        let entry = nodes[node.index]
        guard entry.kind == .string else { return nil }
        return strings[Int(entry.first)]
    }

    /// The number of elements of an array or members of an object; 0 for any other kind.
    public func count(of node: JSONNodeID) -> Int {
        let entry = nodes[node.index]
        switch entry.kind {
        case .array, .object: return Int(entry.second)
        case .null, .bool, .number, .string: return 0
        }
    }

    /// The element at `position` of an array, or `nil` if `node` is not an array or `position` is out of range.
    public func element(_ node: JSONNodeID, at position: Int) -> JSONNodeID? {
        let entry = nodes[node.index]
        guard entry.kind == .array, position >= 0, position < Int(entry.second) else { return nil }
        return JSONNodeID(Int(pool[Int(entry.first) + position]))
    }

    /// The elements of an array in source order; empty if `node` is not an array.
    public func elements(of node: JSONNodeID) -> [JSONNodeID] {
        let entry = nodes[node.index]
        guard entry.kind == .array else { return [] }
        let start = Int(entry.first)
        return pool[start..<start + Int(entry.second)].map { JSONNodeID(Int($0)) }
    }

    /// The member at `position` of an object (in source order), or `nil` if `node` is not an object or `position`
    /// is out of range.
    public func member(_ node: JSONNodeID, at position: Int) -> (key: String, value: JSONNodeID)? {
        let entry = nodes[node.index]
        guard entry.kind == .object, position >= 0, position < Int(entry.second) else { return nil }
        let slot = Int(entry.first) + 2 * position
        return (key: strings[Int(pool[slot])], value: JSONNodeID(Int(pool[slot + 1])))
    }

    /// The members of an object in source order; empty if `node` is not an object. Keys are distinct.
    public func members(of node: JSONNodeID) -> [(key: String, value: JSONNodeID)] {
        let entry = nodes[node.index]
        guard entry.kind == .object else { return [] }
        let start = Int(entry.first)
        var result: [(key: String, value: JSONNodeID)] = []
        result.reserveCapacity(Int(entry.second))
        for position in 0..<Int(entry.second) {
            let slot = start + 2 * position
            result.append((key: strings[Int(pool[slot])], value: JSONNodeID(Int(pool[slot + 1]))))
        }
        return result
    }

    /// The value of the member named `key` in an object, or `nil` if `node` is not an object or has no such member.
    ///
    /// Keys are compared by their exact Unicode scalars (no canonical-equivalence normalization), matching how the
    /// parser detects duplicate keys. This is a linear scan of the object's members.
    public func value(forKey key: String, in node: JSONNodeID) -> JSONNodeID? {
        let entry = nodes[node.index]
        guard entry.kind == .object else { return nil }
        let start = Int(entry.first)
        for position in 0..<Int(entry.second) {
            let slot = start + 2 * position
            if strings[Int(pool[slot])].utf8.elementsEqual(key.utf8) {
                return JSONNodeID(Int(pool[slot + 1]))
            }
        }
        return nil
    }

    /// The 1-based source line where the value `node` starts.
    public func line(of node: JSONNodeID) -> Int {
        Int(nodes[node.index].line)
    }

    /// The 1-based source column (in Unicode scalars) where the value `node` starts.
    public func column(of node: JSONNodeID) -> Int {
        Int(nodes[node.index].column)
    }
}
