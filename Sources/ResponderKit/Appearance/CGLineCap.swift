// CGLineCap for platforms without CoreGraphics (Linux).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// How the ends of stroked lines are drawn. Stored and observable, drawn only by a backend.
    public enum CGLineCap: Int32, Sendable {
        /// Squared off at the end point.
        case butt = 0
        /// A half circle beyond the end point.
        case round = 1
        /// A half square beyond the end point.
        case square = 2
    }
#endif
