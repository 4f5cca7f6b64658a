// The undo manager the library itself asks for (Command-Z, shake to undo, a text input's typing): the chain's,
// or none when the chain from the responder loops.
//
// Invariant: `undoManager`'s default asks `next` recursively, as UIKit's does, so an app's cyclic `next` would
// recurse without end; the library never starts that walk on a chain with a cycle (RC rules: a cycle is bad input
// that loses nothing).
extension UIResponder {
    /// The undo manager along the chain from this responder, or nil when the chain has a cycle.
    var chainUndoManager: UndoManager? {
        ResponderChainWalk.hasCycle(from: self) ? nil : undoManager
    }
}
