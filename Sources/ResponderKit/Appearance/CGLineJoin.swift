// CGLineJoin for platforms without CoreGraphics (Linux).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// How the joins of stroked lines are drawn. Stored and observable, drawn only by a backend.
    public enum CGLineJoin: Int32, Sendable {
        /// A sharp corner (up to the miter limit).
        case miter = 0
        /// A rounded corner.
        case round = 1
        /// A squared-off corner.
        case bevel = 2
    }
#endif
