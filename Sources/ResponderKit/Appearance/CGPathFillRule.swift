// CGPathFillRule for platforms without CoreGraphics (Linux).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// The rule that decides which areas of a path are its interior.
    public enum CGPathFillRule: Int, Sendable {
        /// Non-zero winding: a point is inside when the path winds around it a non-zero number of times.
        case winding = 0
        /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
        case evenOdd = 1
    }
#endif
