// CGGradientDrawingOptions for platforms without CoreGraphics (Linux), with Core Graphics' raw values.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// Whether a gradient also fills beyond its start and end, as in Core Graphics.
    public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public var rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Extends the start colour before the start point (or inside the start circle).
        public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
        /// Extends the end colour after the end point (or outside the end circle).
        public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
    }
#endif
