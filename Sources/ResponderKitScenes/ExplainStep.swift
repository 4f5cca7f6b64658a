// One step of the hit-test walk.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// One step of the hit-test walk.
public struct ExplainStep: Sendable, Equatable {
    /// What happened at a step.
    public enum Kind: Sendable, Equatable {
        /// The default `hitTest(_:with:)` looked at the view with `point` in its bounds coordinates and decided
        /// `verdict`.
        case visit(point: CGPoint, verdict: HitTestVerdict)
        /// The view's `hitTest(_:with:)` returned `result` (a scene index, nil for nil). `defaultResult` is what
        /// UIKit's implementation computed: `.none` when an override did not call `super`, and different from
        /// `result` when an override changed the answer.
        case returned(result: Int?, defaultResult: Int??)
    }

    /// The scene index of the view.
    public var view: Int
    /// The depth of the view in the walk; 0 for the window.
    public var depth: Int
    /// What happened.
    public var kind: Kind

    /// Whether an override (such as pass-through) changed or replaced UIKit's answer at this step.
    public var overrideChangedAnswer: Bool {
        guard case .returned(let result, let defaultResult) = kind else { return false }
        guard case .some(let computed) = defaultResult else { return true }
        return computed != result
    }
}
