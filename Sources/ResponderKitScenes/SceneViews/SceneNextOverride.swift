// A custom next responder that a scene gave a view or controller (`"next"` / `"viewControllerNext"`).
//
// Invariant: the target is held weakly — scene views and controllers are owned by their `BuiltScene`, and a
// `next` that points back down the tree must not keep anything alive.
import Foundation
import ResponderKit

/// The custom `next` of a scene view or controller: a responder, or none (the chain ends there).
@MainActor
public final class SceneNextOverride {
    /// The next responder, or nil when the scene said `null` (or the target is gone).
    public weak var responder: UIResponder?

    /// Creates an override; nil means "no next responder".
    public init(responder: UIResponder?) {
        self.responder = responder
    }
}
