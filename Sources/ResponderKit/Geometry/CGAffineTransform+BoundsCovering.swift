// The bounds size a transformed view needs for its frame to be a given size (HT-16).
//
// A w x h rectangle centred on the origin maps under the linear part [a c; b d] to a bounding box of
// (|a| w + |c| h) x (|b| w + |d| h). Setting `frame` solves that for w and h.
import Foundation

extension CGAffineTransform {
    /// The size whose image under the receiver's linear part has a bounding box of `size`, or nil when no such
    /// size exists (a rotation of 45°, or a rectangle too narrow for the rotation).
    ///
    /// Scales and rotations by multiples of 90° divide directly, so whole and half-number geometry stays exact.
    func boundsSize(covering size: CGSize) -> CGSize? {
        let (a, b, c, d) = (abs(self.a), abs(self.b), abs(self.c), abs(self.d))
        if b == 0 && c == 0 && a != 0 && d != 0 { return CGSize(width: size.width / a, height: size.height / d) }
        if a == 0 && d == 0 && b != 0 && c != 0 { return CGSize(width: size.height / b, height: size.width / c) }
        let determinant = a * d - b * c
        let scale = max(a * d, b * c)
        guard determinant.isFinite, abs(determinant) > scale * 1e-9 else { return nil }
        let width = (size.width * d - size.height * c) / determinant
        let height = (size.height * a - size.width * b) / determinant
        // Rounding may leave a side that should be zero slightly negative.
        let tolerance = max(size.width, size.height) * 1e-9
        guard width.isFinite, height.isFinite, width >= -tolerance, height >= -tolerance else { return nil }
        return CGSize(width: max(width, 0), height: max(height, 0))
    }
}
