// An image: a size, a scale, a rendering mode and a tint. Headless there is no asset catalogue, no symbol set and
// no decoding, so images carry no pixels; they are stored and observable, drawn only by a backend.
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
    /// The symbol configuration (UIImage+SymbolConfiguration.swift).
    let storedConfiguration: SymbolConfiguration?

    init(
        storedSize size: CGSize, scale: CGFloat, renderingMode: RenderingMode, isSymbolImage: Bool, name: String?,
        tint: UIColor?, configuration: SymbolConfiguration? = nil
    ) {
        storedConfiguration = configuration
        let finite = size.width.isFinite && size.height.isFinite
        self.size = finite ? CGSize(width: max(size.width, 0), height: max(size.height, 0)) : .zero
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.name = name
        self.tint = tint
    }

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
            tint: tint, configuration: storedConfiguration)
    }

    /// The same image drawn in `color`, rendered as is (`.alwaysOriginal`), as in UIKit.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image drawn in `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            storedSize: size, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, name: name,
            tint: color, configuration: storedConfiguration)
    }

    /// Draws the image scaled to fill `rect` in the current graphics context. Does nothing headless: there is no
    /// graphics context and no pixels; drawing is done only by a backend.
    public func draw(in rect: CGRect) {}

    /// Draws the image at its size with its top left corner at `point` in the current graphics context. Does
    /// nothing headless: there is no graphics context and no pixels; drawing is done only by a backend.
    public func draw(at point: CGPoint) {}

    /// Images are equal only when they are the same object, as in UIKit.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name and size, for debugging.
    public var description: String {
        "<UIImage \(name.map { "named \"\($0)\"" } ?? "anonymous"), size {\(size.width), \(size.height)}>"
    }
}
