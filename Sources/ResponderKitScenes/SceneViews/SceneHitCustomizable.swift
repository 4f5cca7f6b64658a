// The common interface of the view classes a scene builds, so the builder can configure any of them alike.
//
// Invariant: every conforming class overrides `point(inside:with:)` and `hitTest(_:with:)` only through its
// `hitBehavior`, calling `super` whenever the behavior does not change the answer.
import ResponderKit

/// A view class whose hit-testing follows a ``SceneHitBehavior``.
@MainActor
public protocol SceneHitCustomizable: UIView {
    /// The hit-area outset and pass-through setting of the view.
    var hitBehavior: SceneHitBehavior { get set }
    /// The scene's custom next responder (`"next"`), or nil for UIKit's; the class's `next` returns it.
    var nextOverride: SceneNextOverride? { get set }
}
