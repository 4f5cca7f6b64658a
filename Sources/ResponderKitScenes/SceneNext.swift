// A custom next responder written in a scene file (`"next"` / `"viewControllerNext"`).
//
// Invariant: a `.responder` name is a view id or a view controller name of the same scene (the loader checks it
// and refuses a name that is both).
import Foundation

/// A custom `next` for a scene view or controller.
public enum SceneNext: Sendable, Equatable {
    /// `null`: no next responder, so the chain ends here (a broken chain).
    case none
    /// The view with this id, or the view controller with this name.
    case responder(String)
}
