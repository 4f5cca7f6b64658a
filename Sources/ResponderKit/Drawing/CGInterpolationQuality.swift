// CGInterpolationQuality for platforms without CoreGraphics (Linux), with Core Graphics' raw values.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// How smoothly a context scales images. Stored and observable; a backend may honour it.
    public enum CGInterpolationQuality: Int32, Sendable {
        /// The context's default.
        case `default` = 0
        /// No interpolation (nearest pixel).
        case none = 1
        /// Low quality, fast.
        case low = 2
        /// Medium quality.
        case medium = 4
        /// High quality, slower.
        case high = 3
    }
#endif
