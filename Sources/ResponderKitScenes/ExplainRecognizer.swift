// A gesture recognizer that received the touch, and how the tap ended for it.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// A gesture recognizer that received the touch, and how the tap ended for it.
public struct ExplainRecognizer: Sendable, Equatable {
    /// How the tap ended for a recognizer.
    public enum Outcome: String, Sendable, Equatable {
        /// It recognized its gesture (a discrete recognizer ended, or a continuous one began and ended).
        case recognized
        /// It failed; ``ExplainRecognizer/reason`` says why.
        case failed
        /// It began and was then cancelled.
        case cancelled
        /// It began and had not ended when the tap was over.
        case began
        /// It was still possible when the tap was over (for example waiting for another recognizer to fail).
        case possible
    }

    /// The recognizer's name: `card.tap` for a scene recognizer; for one ResponderKit installs itself (a text
    /// field's `text tap`), its own `name`.
    public var name: String
    /// The scene index of the view it is attached to, or nil when that view is not part of the scene.
    public var view: Int?
    /// Its scene kind, or nil when the scene file did not ask for it (ResponderKit installed it).
    public var kind: SceneGestureRecognizerKind?
    /// How the tap ended for it.
    public var outcome: Outcome
    /// The reason ResponderKit traced for a failure or cancellation, or what a possible recognizer waits for.
    public var reason: String?
    /// For a recognizer that failed on its own: what its gesture needs that a tap does not give.
    public var note: String?
}
