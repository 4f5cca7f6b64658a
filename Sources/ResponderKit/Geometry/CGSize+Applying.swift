// CGSize.applying(_:) for platforms without CoreGraphics (Linux).
//
// Convention (identical to CoreGraphics): a size is a vector, not a position, so the transform's translation is
// ignored: width' = a * width + c * height and height' = b * width + d * height. The result is not standardized and
// may have negative components (for example under a rotation or a negative scale).
// On Apple platforms (Objective-C, so CoreGraphics) its own implementation is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    extension CGSize {
        /// Returns the size obtained by applying the linear part of the affine transform `t` to this size.
        ///
        /// Computes `(a * width + c * height, b * width + d * height)`; the translation `tx`, `ty` is ignored, as in
        /// CoreGraphics. The result is not standardized, so its components may be negative.
        ///
        /// - Parameter t: The affine transform to apply.
        /// - Returns: The transformed size.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }
#endif
