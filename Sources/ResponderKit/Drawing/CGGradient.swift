// CGGradient for platforms without CoreGraphics (Linux): colours at locations along a line or between circles.
//
// Invariants: a gradient is immutable and has at least one colour; `locations` has one entry per colour, each in
// 0 … 1, in the order given (Core Graphics does not sort them either). On platforms where CoreGraphics exists, its
// own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// A smooth transition between colours, as in Core Graphics: drawn with `CGContext.drawLinearGradient` or
    /// `drawRadialGradient`, recorded in a ``DrawingList`` for a backend.
    public final class CGGradient: Hashable, Sendable, CustomStringConvertible {
        /// The colours, in order.
        public let colors: [CGColor]
        /// Where each colour sits, 0 … 1.
        public let locations: [CGFloat]

        init(colors: [CGColor], locations: [CGFloat]) {
            self.colors = colors
            self.locations = locations
        }

        /// A gradient from an array of `CGColor`s (written `[a.cgColor, b.cgColor] as CFArray`) and as many
        /// locations, or evenly spaced locations from 0 to 1 when `locations` is nil. Nil when the array is empty
        /// or holds something that is not a `CGColor`.
        public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?)
        {
            var cgColors: [CGColor] = []
            for value in colors {
                guard let color = value as? CGColor else { return nil }
                cgColors.append(color)
            }
            guard !cgColors.isEmpty else { return nil }
            self.init(colors: cgColors, locations: CGGradient.locations(locations, count: cgColors.count))
        }

        /// A gradient from `count` colours given as components in `space` (1 or 3 components and alpha each) and
        /// as many locations (evenly spaced when nil). Nil when `count` is not positive.
        public convenience init?(
            colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
            locations: UnsafePointer<CGFloat>?, count: Int
        ) {
            guard count > 0 else { return nil }
            let width = space.numberOfComponents + 1
            let cgColors = (0..<count).map { index -> CGColor in
                let base = index * width
                if width == 2 { return CGColor(gray: components[base], alpha: components[base + 1]) }
                return CGColor(
                    red: components[base], green: components[base + 1], blue: components[base + 2],
                    alpha: components[base + 3])
            }
            self.init(colors: cgColors, locations: CGGradient.locations(locations, count: count))
        }

        /// The colour at `location` (0 … 1), blended between its neighbours; what a backend samples.
        public func color(at location: CGFloat) -> DisplayColor {
            let stops = zip(locations, colors.map { DisplayColor(cgColor: $0) }).sorted { $0.0 < $1.0 }
            guard let first = stops.first, let last = stops.last else { return .clear }
            if location <= first.0 { return first.1 }
            if location >= last.0 { return last.1 }
            for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.0 {
                let span = upper.0 - lower.0
                let t = span > 0 ? (location - lower.0) / span : 1
                let (a, b) = (lower.1, upper.1)
                return DisplayColor(
                    r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t,
                    a: a.a + (b.a - a.a) * t)
            }
            return last.1
        }

        /// Gradients are equal when their colours and locations are.
        public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
            lhs.colors == rhs.colors && lhs.locations == rhs.locations
        }

        /// Hashes the colours and locations.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(colors)
            hasher.combine(locations)
        }

        /// The colours and locations, for debugging.
        public var description: String { "CGGradient(\(colors), locations: \(locations))" }

        /// `count` locations read from `pointer`, clamped to 0 … 1, or evenly spaced from 0 to 1 without one.
        private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
            guard let pointer else {
                return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
            }
            return (0..<count).map { index in
                let value = pointer[index]
                return value.isNaN ? 0 : min(max(value, 0), 1)
            }
        }
    }
#endif
