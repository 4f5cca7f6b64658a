// CGPathElement for platforms without CoreGraphics (Linux).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it out: a type and its points (control
    /// points first, the end point last).
    public struct CGPathElement {
        /// The kind of element.
        public var type: CGPathElementType
        /// The element's points: one for moves and lines, two for quadratic curves, three for cubic curves.
        public var points: UnsafeMutablePointer<CGPoint>

        /// Wraps a type and its points.
        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }
#endif
