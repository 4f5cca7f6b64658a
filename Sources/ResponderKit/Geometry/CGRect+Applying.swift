// CGRect.applying(_:) for platforms without CoreGraphics (Linux).
//
// Convention (identical to CoreGraphics): the result is the smallest axis-aligned rectangle containing the four
// transformed corners of the standardized rectangle, so it is always standardized (non-negative width and height).
// The null rectangle stays null and the infinite rectangle stays infinite.
// On Apple platforms (Objective-C, so CoreGraphics) its own implementation is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    extension CGRect {
        /// Returns the bounding box of this rectangle after applying the affine transform `t`.
        ///
        /// The four corners of the standardized rectangle are transformed as points and the smallest axis-aligned
        /// rectangle containing them is returned, as in CoreGraphics. ``CGRect/null`` is returned unchanged, and so
        /// is ``CGRect/infinite``.
        ///
        /// - Parameter t: The affine transform to apply.
        /// - Returns: The standardized bounding box of the transformed rectangle.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull || isInfinite {
                return self
            }
            let rect = standardized
            if t.b == 0 && t.c == 0 {
                // Axis-aligned fast path: scale the size directly so that, e.g., a pure translation keeps the size
                // bit-for-bit instead of recomputing it as a difference of transformed edges.
                let origin = CGPoint(x: t.a * rect.origin.x + t.tx, y: t.d * rect.origin.y + t.ty)
                let size = CGSize(width: t.a * rect.size.width, height: t.d * rect.size.height)
                return CGRect(origin: origin, size: size).standardized
            }
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY),
                CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { $0.applying(t) }
            var minX = corners[0].x
            var maxX = corners[0].x
            var minY = corners[0].y
            var maxY = corners[0].y
            for corner in corners.dropFirst() {
                minX = Swift.min(minX, corner.x)
                maxX = Swift.max(maxX, corner.x)
                minY = Swift.min(minY, corner.y)
                maxY = Swift.max(maxY, corner.y)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
#endif
