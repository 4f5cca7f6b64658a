// What the first layout of a built scene gave: the frames Auto Layout solved and what it found wrong.
//
// Invariants: `frames` lists, in scene order, exactly the views constraints place (their
// `translatesAutoresizingMaskIntoConstraints` is false once built), with their frames after the first layout pass;
// `findings` come in a fixed order (refused formats, then broken constraints, then ambiguous views, each in scene
// order); a scene without Auto Layout has an empty report.
import Foundation
import ResponderKit

/// The frames and findings of a scene's first layout.
public struct SceneLayoutReport: Sendable, Equatable {
    /// A view constraints place, with its frame after layout, in its superview's coordinates.
    public struct Frame: Sendable, Equatable {
        /// The scene index of the view.
        public var view: Int
        /// The frame after layout.
        public var frame: CGRect
    }

    /// Whether the scene uses Auto Layout (constraints, visual formats or stack views).
    public var usesAutoLayout = false
    /// The solved frames.
    public var frames: [Frame] = []
    /// The findings.
    public var findings: [SceneLayoutFinding] = []
    /// UIKit's messages, in order, as the engine logged them (`application.layoutLog`).
    public var log: [String] = []

    /// An empty report.
    public init() {}
}
