// One recorded drawing command: an operation and the graphics state it was drawn with (clip, alpha, blend mode,
// shadow).

import Foundation

/// One command of a ``DrawingList``: what to draw and the parts of the graphics state that apply to it.
public struct DrawingCommand: Equatable, Sendable {
    /// What to draw, in base-space coordinates.
    public var operation: DrawingOperation
    /// The clip in force, or nil when nothing clips (the context's whole area).
    public var clip: DrawingClip?
    /// The context's global alpha (`setAlpha(_:)`), 0 … 1, applied on top of the colours' own alpha.
    public var alpha: CGFloat
    /// How the command composites with what is below it.
    public var blendMode: CGBlendMode
    /// The shadow drawn under the command, or nil.
    public var shadow: DrawingShadow?

    /// A command with its state.
    public init(
        operation: DrawingOperation, clip: DrawingClip? = nil, alpha: CGFloat = 1,
        blendMode: CGBlendMode = .normal, shadow: DrawingShadow? = nil
    ) {
        self.operation = operation
        self.clip = clip
        self.alpha = alpha
        self.blendMode = blendMode
        self.shadow = shadow
    }
}
