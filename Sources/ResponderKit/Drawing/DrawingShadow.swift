// The shadow of a recorded command, from `CGContext.setShadow(offset:blur:color:)`.

import Foundation

/// A shadow drawn under a ``DrawingCommand``: offset and blur in base-space points (the offset is not
/// transformed by the CTM, as in Core Graphics).
public struct DrawingShadow: Equatable, Sendable {
    /// The shadow's offset from what casts it.
    public var offset: CGSize
    /// The blur radius.
    public var blur: CGFloat
    /// The shadow's colour.
    public var color: DisplayColor

    /// A shadow.
    public init(offset: CGSize, blur: CGFloat, color: DisplayColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
