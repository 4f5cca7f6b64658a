// CGAffineTransform for platforms without CoreGraphics (Linux).
//
// Conventions (identical to CoreGraphics):
// - The transform is the 3x3 matrix [a b 0; c d 0; tx ty 1] acting on row vectors [x y 1], so a point maps to
//   x' = a * x + c * y + tx and y' = b * x + d * y + ty.
// - `t1.concatenating(t2)` is the matrix product t1 * t2: apply `t1` first, then `t2`.
// - `translatedBy`, `scaledBy` and `rotated(by:)` prepend their operation: the new operation is applied to a point
//   before `self` is.
// - `init()` is the all-zero (degenerate) matrix, not the identity; use `.identity` for the identity.
// - `inverted()` returns `self` unchanged when the transform is not invertible.
// On Apple platforms (Objective-C, so CoreGraphics) its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// An affine transformation matrix for use in drawing 2D graphics and mapping between coordinate spaces.
    ///
    /// A drop-in replacement for CoreGraphics' `CGAffineTransform` on platforms where CoreGraphics is unavailable.
    /// The matrix is `[a b 0; c d 0; tx ty 1]` and transforms row vectors, so a point `(x, y)` maps to
    /// `(a * x + c * y + tx, b * x + d * y + ty)`.
    public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The entry at position [1, 1] of the matrix: scales (and, combined with `b`, `c`, `d`, rotates) x.
        public var a: CGFloat
        /// The entry at position [1, 2] of the matrix: contributes `b * x` to the transformed y.
        public var b: CGFloat
        /// The entry at position [2, 1] of the matrix: contributes `c * y` to the transformed x.
        public var c: CGFloat
        /// The entry at position [2, 2] of the matrix: scales (and, combined with `a`, `b`, `c`, rotates) y.
        public var d: CGFloat
        /// The entry at position [3, 1] of the matrix: the translation along x.
        public var tx: CGFloat
        /// The entry at position [3, 2] of the matrix: the translation along y.
        public var ty: CGFloat

        /// The identity transform: `[1 0 0 1 0 0]`.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Creates a transform whose entries are all zero, as CoreGraphics does.
        ///
        /// Note that this is *not* the identity transform; use ``identity`` for that.
        public init() {
            self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }

        /// Creates a transform from its six matrix entries.
        ///
        /// - Parameters:
        ///   - a: The entry at position [1, 1].
        ///   - b: The entry at position [1, 2].
        ///   - c: The entry at position [2, 1].
        ///   - d: The entry at position [2, 2].
        ///   - tx: The entry at position [3, 1] (translation along x).
        ///   - ty: The entry at position [3, 2] (translation along y).
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates a transform that translates by `(tx, ty)`: `[1 0 0 1 tx ty]`.
        ///
        /// - Parameters:
        ///   - tx: The translation along x.
        ///   - ty: The translation along y.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// Creates a transform that scales by `(sx, sy)`: `[sx 0 0 sy 0 0]`.
        ///
        /// - Parameters:
        ///   - sx: The scale factor along x.
        ///   - sy: The scale factor along y.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a transform that rotates by `angle` radians: `[cos sin -sin cos 0 0]`.
        ///
        /// With the row-vector convention a positive angle maps `(1, 0)` to `(cos angle, sin angle)`, i.e. it rotates
        /// from the positive x axis towards the positive y axis (clockwise on screen in a y-down coordinate space).
        ///
        /// - Parameter angle: The rotation angle, in radians.
        public init(rotationAngle angle: CGFloat) {
            let sine = CGFloat(sin(Double(angle)))
            let cosine = CGFloat(cos(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether the transform is exactly the identity transform.
        public var isIdentity: Bool {
            self == .identity
        }

        /// Whether the transform can be inverted, i.e. its determinant `a * d - b * c` is finite and non-zero.
        ///
        /// This is a ResponderKit addition; CoreGraphics has no such property. When it is `false`, ``inverted()``
        /// returns the transform unchanged.
        public var isInvertible: Bool {
            let determinant = a * d - b * c
            return determinant != 0 && determinant.isFinite
        }

        /// A textual representation of the transform, listing its six entries.
        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }

        /// Returns the transform obtained by applying `self` first and then `t2` (the matrix product `self * t2`).
        ///
        /// - Parameter t2: The transform applied after `self`.
        /// - Returns: The concatenated transform.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// Returns the inverse of the transform, or the transform unchanged if it is not invertible (as CoreGraphics
        /// does). See ``isInvertible``.
        ///
        /// - Returns: The inverse transform, or `self` when the determinant is zero or not finite.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else {
                return self
            }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }

        /// Returns a transform that first translates by `(tx, ty)` and then applies `self`.
        ///
        /// Equivalent to `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
        ///
        /// - Parameters:
        ///   - tx: The translation along x.
        ///   - ty: The translation along y.
        /// - Returns: The translated transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx * a + ty * c + self.tx, ty: tx * b + ty * d + self.ty)
        }

        /// Returns a transform that first scales by `(sx, sy)` and then applies `self`.
        ///
        /// Equivalent to `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
        ///
        /// - Parameters:
        ///   - sx: The scale factor along x.
        ///   - sy: The scale factor along y.
        /// - Returns: The scaled transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
        }

        /// Returns a transform that first rotates by `angle` radians and then applies `self`.
        ///
        /// Equivalent to `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
        ///
        /// - Parameter angle: The rotation angle, in radians.
        /// - Returns: The rotated transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }
#endif
