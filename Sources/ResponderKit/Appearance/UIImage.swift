// An image: a size, a scale, a rendering mode and a tint. Headless there is no asset catalogue, no symbol set and
// no decoding, so images carry no pixels; an image drawn with a graphics context carries what was drawn (its
// `cgImage`'s display list). Drawing an image into a context is in UIImage+Drawing.swift.
//
// Invariants: an image is immutable; `size` is in points (pixels divided by `scale`) and never negative.
import Foundation

/// An object that manages image data, as in UIKit. Stored and observable, drawn only by a backend.
///
/// Headless there is no asset catalogue: ``init(named:)`` and ``init(systemName:)`` return a stand-in image of
/// size zero that remembers its name, where UIKit would return nil for a name it cannot find. Use
/// ``init(size:scale:)`` for an image of a given size.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image is rendered: as is, or as a template tinted with the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The template mode for symbol images, the original mode otherwise.
        case automatic = 0
        /// Drawn as is.
        case alwaysOriginal = 1
        /// Drawn as a template: its opaque pixels take the tint colour.
        case alwaysTemplate = 2
    }

    /// The logical size, in points.
    public let size: CGSize
    /// The number of pixels per point.
    public let scale: CGFloat
    /// How the image is rendered.
    public let renderingMode: RenderingMode
    /// Whether the image is an SF Symbol (created with ``init(systemName:)``).
    public let isSymbolImage: Bool
    /// The name the image was created with, if any (asset or symbol name).
    let name: String?
    /// The colour from ``withTintColor(_:)``.
    let tint: UIColor?
    /// How the image's pixels are turned for display.
    public let imageOrientation: Orientation
    #if !_runtime(_ObjC)
        /// The Core Graphics image this image wraps, if any (see UIImage+Drawing.swift).
        let storedCGImage: CGImage?
    #endif
    /// The symbol configuration (UIImage+SymbolConfiguration.swift).
    let storedConfiguration: SymbolConfiguration?

    /// An image with the given values; `original`'s orientation and Core Graphics image are kept (a copy with
    /// another rendering mode or tint).
    init(
        storedSize size: CGSize, scale: CGFloat, renderingMode: RenderingMode, isSymbolImage: Bool, name: String?,
        tint: UIColor?, original: UIImage? = nil, configuration: SymbolConfiguration? = nil
    ) {
        storedConfiguration = configuration
        let finite = size.width.isFinite && size.height.isFinite
        self.size = finite ? CGSize(width: max(size.width, 0), height: max(size.height, 0)) : .zero
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.name = name
        self.tint = tint
        imageOrientation = original?.imageOrientation ?? .up
        #if !_runtime(_ObjC)
            storedCGImage = original?.storedCGImage
        #endif
    }

    #if !_runtime(_ObjC)
        /// An image of a Core Graphics image at `scale` pixels per point (1 when not positive), turned by
        /// `orientation`: its size is the pixel size divided by the scale, width and height swapped for the left and
        /// right orientations.
        public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
            let scale = scale > 0 && scale.isFinite ? scale : 1
            let (width, height) = (CGFloat(cgImage.width) / scale, CGFloat(cgImage.height) / scale)
            let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
            size = turned ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
            self.scale = scale
            renderingMode = .automatic
            isSymbolImage = false
            name = cgImage.name
            tint = nil
            imageOrientation = orientation
            storedCGImage = cgImage
            storedConfiguration = nil
        }

        /// An image of a Core Graphics image at one pixel per point, upright.
        public convenience init(cgImage: CGImage) {
            self.init(cgImage: cgImage, scale: 1, orientation: .up)
        }
    #endif

    /// An empty image of size zero.
    public convenience init() {
        self.init(storedSize: .zero, scale: 1, renderingMode: .automatic, isSymbolImage: false, name: nil, tint: nil)
    }

    /// An image of `size` points at `scale` pixels per point, with no pixels (a ResponderKit addition for tests
    /// and backends).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(storedSize: size, scale: scale, renderingMode: .automatic, isSymbolImage: false, name: nil, tint: nil)
    }

    /// The image of an asset: headless, a stand-in of size zero that remembers its name (there is no catalogue
    /// to look it up in, so it is never nil).
    public convenience init?(named name: String) {
        self.init(storedSize: .zero, scale: 1, renderingMode: .automatic, isSymbolImage: false, name: name, tint: nil)
    }

    /// A system symbol image: headless, a stand-in of size zero that remembers its name, rendered as a template.
    public convenience init?(systemName name: String) {
        self.init(storedSize: .zero, scale: 1, renderingMode: .automatic, isSymbolImage: true, name: name, tint: nil)
    }

    /// Whether a template would be tinted: `.alwaysTemplate`, or `.automatic` for a symbol image.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            storedSize: size, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, name: name,
            tint: tint, original: self, configuration: storedConfiguration)
    }

    /// The same image drawn in `color`, rendered as is (`.alwaysOriginal`), as in UIKit.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image drawn in `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            storedSize: size, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, name: name,
            tint: color, original: self, configuration: storedConfiguration)
    }

    /// Images are equal only when they are the same object, as in UIKit.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name and size, for debugging.
    public var description: String {
        "<UIImage \(name.map { "named \"\($0)\"" } ?? "anonymous"), size {\(size.width), \(size.height)}>"
    }
}
