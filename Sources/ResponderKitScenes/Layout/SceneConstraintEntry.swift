// One element of a `"constraints"` list: an attribute constraint or a visual format string.
// The invariants of `SceneConstraintSpec.swift` and `SceneVisualFormatSpec.swift` hold for the payloads.
import Foundation

/// One element of a scene view's `"constraints"` list, in document order.
public enum SceneConstraintEntry: Sendable, Equatable {
    /// `{"leading": {…}}` and the other attribute keys: one constraint whose first item is the view.
    case attribute(SceneConstraintSpec)
    /// `{"visualFormat": "H:|-[a]-|"}`: the constraints of a visual format string over the scene's view ids.
    case visualFormat(SceneVisualFormatSpec)
}
