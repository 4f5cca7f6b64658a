// CGPoint.applying(_:) for platforms without CoreGraphics (Linux).
//
// Convention (identical to CoreGraphics): a point is a row vector [x y 1] multiplied by the transform's matrix
// [a b 0; c d 0; tx ty 1], so x' = a * x + c * y + tx and y' = b * x + d * y + ty. Translation applies to points.
// On Apple platforms (Objective-C, so CoreGraphics) its own implementation is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    extension CGPoint {
        /// Returns the point obtained by applying the affine transform `t` to this point.
        ///
        /// Computes `(a * x + c * y + tx, b * x + d * y + ty)`, as CoreGraphics does.
        ///
        /// - Parameter t: The affine transform to apply.
        /// - Returns: The transformed point.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }
#endif
