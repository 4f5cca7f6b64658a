// An image renderer: runs drawing actions in a recording context and returns the image they drew.
//
// Invariants: the context is current exactly while the actions run (the stack is restored after them, unbalanced
// pushes and pops logged); the image's size is the renderer's bounds size at the format's scale, its `cgImage`
// carries the recorded drawing with the bounds' origin at the image's top left.
import Foundation

#if !_runtime(_ObjC)
    /// A renderer that makes images, as in UIKit: `renderer.image { context in … }` runs the actions with
    /// `context.cgContext` current and returns a `UIImage` of what they drew.
    ///
    /// Headless the image holds no pixels: its `cgImage`'s ``CGImage/drawing`` is the list of what was drawn, which a
    /// backend draws and a test reads. PNG and JPEG encoding need pixels and are not offered.
    @preconcurrency @MainActor
    open class UIGraphicsImageRenderer: UIGraphicsRenderer {
        /// A renderer for images of `size` points with the preferred format.
        public convenience init(size: CGSize) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.preferred())
        }

        /// A renderer for images of `size` points with `format`.
        public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: format)
        }

        /// A renderer for images of `bounds` with `format`.
        public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
            super.init(bounds: bounds, format: format)
        }

        /// A renderer for images of `bounds` with the preferred format.
        public convenience init(bounds: CGRect) {
            self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
        }

        /// The image format (scale, opacity, bounds).
        open override var format: UIGraphicsImageRendererFormat {
            // The initializers only ever store an image format.
            (storedFormat as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat.preferred()
        }

        /// True: the renderer makes images.
        open override var allowsImageOutput: Bool { true }

        /// Runs `actions` with a fresh context current and returns the image they drew. An opaque format's image
        /// starts black.
        open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
            let format = self.format
            let context = CGContext(area: format.bounds, scale: format.scale, clip: nil, log: graphicsLogForwarder())
            if format.opaque {
                context.setFillColor(CGColor.black)
                context.fill(format.bounds)
            }
            let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
            withCurrentGraphicsContext(context, caller: "UIGraphicsImageRenderer.image(actions:)") {
                actions(rendererContext)
            }
            return rendererContext.currentImage
        }
    }
#endif
