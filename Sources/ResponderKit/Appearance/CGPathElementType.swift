// CGPathElementType for platforms without CoreGraphics (Linux).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// The kind of an element of a path, with Core Graphics' raw values.
    public enum CGPathElementType: Int32, Sendable {
        /// Starts a subpath at one point.
        case moveToPoint = 0
        /// A line to one point.
        case addLineToPoint = 1
        /// A quadratic curve: a control point, then the end point.
        case addQuadCurveToPoint = 2
        /// A cubic curve: two control points, then the end point.
        case addCurveToPoint = 3
        /// Closes the subpath; no points.
        case closeSubpath = 4
    }
#endif
