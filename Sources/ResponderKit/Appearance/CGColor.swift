// CGColor for platforms without CoreGraphics (Linux): an immutable colour with its components.
//
// Invariants: `components` holds the colour components followed by alpha: [white, alpha] for gray colours,
// [red, green, blue, alpha] for RGB colours, as CoreGraphics returns them. Nothing here draws.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// A colour as Core Graphics represents it: components in a gray or RGB colour space, then alpha.
    ///
    /// A stand-in for CoreGraphics' `CGColor` on platforms where CoreGraphics is unavailable: stored and
    /// observable, drawn only by a backend.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The colour components followed by alpha: two for gray colours, four for RGB colours.
        public let components: [CGFloat]?
        /// Whether the colour was created in a gray colour space.
        let isGray: Bool

        /// Creates an RGB colour; components are clamped to 0 … 1, as CoreGraphics does.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha].map(CGColor.clamped)
            isGray = false
        }

        /// Creates a gray colour; components are clamped to 0 … 1.
        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha].map(CGColor.clamped)
            isGray = true
        }

        /// The number of components, alpha included.
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The opacity, 0 … 1.
        public var alpha: CGFloat { components?.last ?? 1 }

        /// Returns the colour with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            guard let components else { return nil }
            if isGray { return CGColor(gray: components[0], alpha: alpha) }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }

        /// Opaque black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent black.
        public static let clear = CGColor(gray: 0, alpha: 0)

        /// Colours are equal when their colour spaces and components are.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.isGray == rhs.isGray && lhs.components == rhs.components
        }

        /// Hashes the colour space and components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(isGray)
            hasher.combine(components)
        }

        /// The colour space and components, for debugging.
        public var description: String {
            let values = (components ?? []).map { "\($0)" }.joined(separator: ", ")
            return "CGColor(\(isGray ? "gray" : "rgb"): \(values))"
        }

        private static func clamped(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : min(max(value, 0), 1)
        }
    }
#endif
