// The base of UIKit's graphics renderers: bounds and a format.
import Foundation

/// A graphics renderer, as in UIKit: the base class of ``UIGraphicsImageRenderer``.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer draws with; its bounds are the renderer's.
    open var format: UIGraphicsRendererFormat { storedFormat }
    let storedFormat: UIGraphicsRendererFormat

    /// A renderer for `bounds` with `format` (a copy of it, whose bounds are set to `bounds`).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = (format.copy() as? UIGraphicsRendererFormat) ?? format
        copy.bounds = bounds.standardized
        storedFormat = copy
        super.init()
    }

    /// A renderer for `bounds` with the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
    }

    /// Whether the renderer makes images: true for an image renderer.
    open var allowsImageOutput: Bool { false }
}
