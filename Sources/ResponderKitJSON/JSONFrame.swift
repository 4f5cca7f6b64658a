/// One open array or object on the explicit nesting stack.
struct JSONFrame {
    /// The container's node ID.
    var node: Int32
    /// Where the container's entries start in `JSONMachine.scratch`.
    var scratchStart: Int
    /// Whether the container is an object (entries are 4 slots: key, key line, key column, value) or an array
    /// (entries are 1 slot: value).
    var isObject: Bool
    /// The position of the container in its parent: the element index if the parent is an array, the key's index in
    /// `strings` if the parent is an object, -1 for the root.
    var slotInParent: Int32
}
