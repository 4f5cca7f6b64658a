// CGBlendMode for platforms without CoreGraphics (Linux), with Core Graphics' raw values.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// How a drawing operation composites with what is already drawn. Recorded with each command of a
    /// ``DrawingList``; a backend applies it (or draws `.normal`).
    public enum CGBlendMode: Int32, Sendable {
        /// Paints the source over the destination.
        case normal = 0
        /// Multiplies source and destination.
        case multiply = 1
        /// Multiplies the inverses of source and destination.
        case screen = 2
        /// Multiplies or screens, depending on the destination.
        case overlay = 3
        /// Keeps the darker of source and destination.
        case darken = 4
        /// Keeps the lighter of source and destination.
        case lighten = 5
        /// Brightens the destination to reflect the source.
        case colorDodge = 6
        /// Darkens the destination to reflect the source.
        case colorBurn = 7
        /// Darkens or lightens, depending on the source.
        case softLight = 8
        /// Multiplies or screens, depending on the source.
        case hardLight = 9
        /// Subtracts the darker from the lighter.
        case difference = 10
        /// Like `.difference`, with lower contrast.
        case exclusion = 11
        /// The source's hue with the destination's luminance and saturation.
        case hue = 12
        /// The source's saturation with the destination's luminance and hue.
        case saturation = 13
        /// The source's hue and saturation with the destination's luminance.
        case color = 14
        /// The source's luminance with the destination's hue and saturation.
        case luminosity = 15
        /// Clears the destination where the source is drawn.
        case clear = 16
        /// Replaces the destination with the source.
        case copy = 17
        /// The source where the destination is opaque.
        case sourceIn = 18
        /// The source where the destination is transparent.
        case sourceOut = 19
        /// The source over the destination, where the destination is opaque.
        case sourceAtop = 20
        /// The destination over the source.
        case destinationOver = 21
        /// The destination where the source is opaque.
        case destinationIn = 22
        /// The destination where the source is transparent.
        case destinationOut = 23
        /// The destination over the source, where the source is opaque.
        case destinationAtop = 24
        /// The parts of source and destination that do not overlap.
        case xor = 25
        /// The sum of source and destination, clamped to black.
        case plusDarker = 26
        /// The sum of source and destination, clamped to white.
        case plusLighter = 27
    }
#endif
