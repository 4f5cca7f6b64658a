// CGImage for platforms without CoreGraphics (Linux): an image's pixel size and, when it was drawn with a graphics
// context, what was drawn (a display list rather than pixels: there is no rasterizer).
//
// Invariants: an image is immutable; `width` and `height` are whole pixels, never negative; `drawing` is in the
// image's points (pixels divided by its scale), origin top left. On platforms where CoreGraphics exists, its own
// type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// A bitmap image, as in Core Graphics: its size in pixels. Headless it holds no pixels: an image drawn with a
    /// graphics context (`UIGraphicsImageRenderer`, `UIGraphicsGetImageFromCurrentImageContext()`, a view's
    /// display pass) carries the ``DrawingList`` that was recorded, which a backend draws.
    public final class CGImage: Hashable, Sendable, CustomStringConvertible {
        /// The width in pixels.
        public let width: Int
        /// The height in pixels.
        public let height: Int
        /// What was drawn into the image, in its points (origin top left), or nil for an image that was not drawn
        /// here (a stand-in for an asset).
        public let drawing: DrawingList?
        /// The pixels per point the image was drawn at.
        let scale: CGFloat
        /// The asset name of a stand-in image, for backends and debugging.
        let name: String?

        init(width: Int, height: Int, scale: CGFloat, drawing: DrawingList?, name: String? = nil) {
            self.width = max(width, 0)
            self.height = max(height, 0)
            self.scale = scale
            self.drawing = drawing
            self.name = name
        }

        /// The size in points that ``drawing`` was recorded at: the pixel size divided by the image's scale.
        public var drawingSize: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

        /// Bits per colour component: 8.
        public var bitsPerComponent: Int { 8 }
        /// Bits per pixel: 32 (RGBA).
        public var bitsPerPixel: Int { 32 }
        /// Bytes per row of pixels.
        public var bytesPerRow: Int { width * 4 }
        /// The colour space: device RGB.
        public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

        /// Images are equal only when they are the same object, as Core Graphics compares them.
        public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

        /// The pixel size, for debugging.
        public var description: String {
            "<CGImage \(width) × \(height)\(name.map { " \"\($0)\"" } ?? "")\(drawing.map { ", \($0.commands.count) commands" } ?? "")>"
        }
    }
#endif
