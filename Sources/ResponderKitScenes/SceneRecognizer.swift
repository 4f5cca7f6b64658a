// A gesture recognizer a scene file attached to a view.
// The invariants at the top of `SceneBuilder.swift` hold here too.

import Foundation
import ResponderKit

/// A gesture recognizer a scene file attached to a view.
public struct SceneRecognizer: Sendable, Equatable {
    /// The scene index of the view it is attached to.
    public var view: Int
    /// Its kind (`"tap"`, `"pan"` …).
    public var kind: SceneGestureRecognizerKind
    /// Its name, such as `card.tap`; also the recognizer's `name`.
    public var name: String

    /// Creates a description of a scene recognizer.
    public init(view: Int, kind: SceneGestureRecognizerKind, name: String) {
        self.view = view
        self.kind = kind
        self.name = name
    }
}
