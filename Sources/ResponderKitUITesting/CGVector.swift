// CGVector for platforms without CoreGraphics (Linux), as XCUICoordinate's offsets need it. On Apple platforms
// CoreGraphics' own type is used and this file compiles to nothing.
#if !_runtime(_ObjC)
    import Foundation

    /// A structure that contains a two-dimensional vector (CoreGraphics' `CGVector`).
    public struct CGVector: Sendable, Equatable, Hashable {
        /// The x component of the vector.
        public var dx: CGFloat
        /// The y component of the vector.
        public var dy: CGFloat

        /// Creates a vector with components specified as floating-point values.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Creates a vector with components specified as floating-point values.
        public init(dx: Double, dy: Double) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        /// Creates a vector with components specified as integer values.
        public init(dx: Int, dy: Int) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        /// The vector whose components are both zero.
        public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

        /// Creates a vector whose components are both zero.
        public init() {
            self.init(dx: CGFloat(0), dy: CGFloat(0))
        }
    }
#endif
