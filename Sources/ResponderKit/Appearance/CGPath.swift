// CGPath for platforms without CoreGraphics (Linux): an immutable path of lines and Bézier curves.
//
// Invariants: a `CGPath` that is not a `CGMutablePath` never changes after it is created. Containment closes every
// subpath implicitly (as filling does); see PathGeometry.swift for the edge rule.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// An immutable graphics path: lines, quadratic and cubic Bézier curves, in subpaths. Stored and observable,
    /// drawn only by a backend.
    public class CGPath: Equatable, CustomStringConvertible {
        var geometry: PathGeometry

        init(geometry: PathGeometry) {
            self.geometry = geometry
        }

        /// A closed rectangle, clockwise on a screen from its origin.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            var geometry = PathGeometry()
            geometry.addRect(rect)
            if let transform { geometry.apply(transform.pointee) }
            self.init(geometry: geometry)
        }

        /// A closed ellipse inscribed in `rect`.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            var geometry = PathGeometry()
            geometry.addOval(in: rect)
            if let transform { geometry.apply(transform.pointee) }
            self.init(geometry: geometry)
        }

        /// A closed rectangle with quarter-ellipse corners of the given radii.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            var geometry = PathGeometry()
            geometry.addRoundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
            if let transform { geometry.apply(transform.pointee) }
            self.init(geometry: geometry)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { geometry.isEmpty }

        /// The current point: the end of the last element (the subpath's start after a close); zero when empty.
        public var currentPoint: CGPoint { geometry.currentPoint }

        /// The smallest rectangle holding every point of the path, control points included; null when empty.
        public var boundingBox: CGRect { geometry.controlPointBounds }

        /// The smallest rectangle holding the path itself, without its control points; null when empty.
        public var boundingBoxOfPath: CGRect { geometry.pathBounds }

        /// Whether the filled path contains `point` (every subpath closed implicitly), after transforming the point
        /// by `transform`.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            geometry.contains(point.applying(transform), evenOdd: rule == .evenOdd, closedSubpathsOnly: false)
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(geometry: geometry) }

        /// An immutable copy with every point transformed.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            var copied = geometry
            if let transform { copied.apply(transform.pointee) }
            return CGPath(geometry: copied)
        }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(geometry: geometry) }

        /// Calls `block` with each element in order.
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            defer { points.deallocate() }
            for element in geometry.elements {
                let type: CGPathElementType
                switch element {
                case .move: type = .moveToPoint
                case .line: type = .addLineToPoint
                case .quadCurve: type = .addQuadCurveToPoint
                case .curve: type = .addCurveToPoint
                case .close: type = .closeSubpath
                }
                for (index, point) in element.points.enumerated() { points[index] = point }
                var pathElement = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }

        /// Paths are equal when they have the same elements.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.geometry.elements == rhs.geometry.elements }

        /// The elements, for debugging.
        public var description: String { "CGPath(\(geometry.elements))" }
    }
#endif
