// How a recorded stroke is drawn: width, caps, joins and dashes, as the context's state had them.

import Foundation

/// The line style of a stroke in a ``DrawingList``. The width and dash lengths are in base-space points: the
/// user-space values scaled by the CTM's mean scale (the square root of its determinant).
public struct DrawingStrokeStyle: Equatable, Sendable {
    /// The line width.
    public var width: CGFloat
    /// How open ends are drawn.
    public var cap: CGLineCap
    /// How segments join.
    public var join: CGLineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// Where in the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// The lengths of painted and unpainted dashes, alternately; empty for a solid line.
    public var dashLengths: [CGFloat]

    /// A stroke style.
    public init(
        width: CGFloat, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }
}
