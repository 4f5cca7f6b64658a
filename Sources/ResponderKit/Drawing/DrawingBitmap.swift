// The pixels a `DrawingRasterizer` drew: 8-bit RGBA, not premultiplied, row by row from the top left.
//
// Invariant: `bytes` holds exactly `width * height * 4` values.
import Foundation

/// Pixels drawn by ``DrawingRasterizer``: 8-bit red, green, blue and alpha (not premultiplied), row by row from the
/// top left, at ``scale`` pixels per point. ``pngData()`` encodes them.
public struct DrawingBitmap: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// `width * height * 4` bytes: RGBA for each pixel, row by row.
    public let bytes: [UInt8]

    /// A bitmap; `bytes` is cut or padded with transparent black to `width * height * 4` values.
    public init(width: Int, height: Int, scale: CGFloat, bytes: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.scale = scale
        let count = self.width * self.height * 4
        self.bytes = bytes.count == count ? bytes : Array((bytes + [UInt8](repeating: 0, count: count)).prefix(count))
    }

    /// The colour of the pixel in column `x`, row `y`; nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> DisplayColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let base = (y * width + x) * 4
        return DisplayColor(
            r: CGFloat(bytes[base]) / 255, g: CGFloat(bytes[base + 1]) / 255, b: CGFloat(bytes[base + 2]) / 255,
            a: CGFloat(bytes[base + 3]) / 255)
    }

    /// The colour of the pixel under `point` (in points from the top left); nil outside the bitmap.
    public func color(at point: CGPoint) -> DisplayColor? {
        let x = (point.x * scale).rounded(.down)
        let y = (point.y * scale).rounded(.down)
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        return pixel(x: Int(x), y: Int(y))
    }
}
