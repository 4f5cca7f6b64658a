// The context a graphics renderer hands its actions: the Core Graphics context and UIKit's shortcuts on it.
import Foundation

#if !_runtime(_ObjC)
    /// The drawing context of a ``UIGraphicsRenderer``'s actions, as in UIKit: ``cgContext`` is also
    /// `UIGraphicsGetCurrentContext()` while the actions run.
    @preconcurrency @MainActor
    open class UIGraphicsRendererContext: NSObject {
        /// The Core Graphics context the actions draw into.
        public let cgContext: CGContext
        /// The renderer's format.
        public let format: UIGraphicsRendererFormat

        init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
            self.cgContext = cgContext
            self.format = format
            super.init()
        }

        /// Fills `rect` with the current fill colour.
        open func fill(_ rect: CGRect) { cgContext.fill(rect) }

        /// Fills `rect` with the current fill colour, composited with `blendMode`.
        open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
            cgContext.saveGState()
            cgContext.setBlendMode(blendMode)
            cgContext.fill(rect)
            cgContext.restoreGState()
        }

        /// Strokes `rect` with the current stroke colour and line width.
        open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

        /// Strokes `rect`, composited with `blendMode`.
        open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
            cgContext.saveGState()
            cgContext.setBlendMode(blendMode)
            cgContext.stroke(rect)
            cgContext.restoreGState()
        }

        /// Narrows the clip to `rect`.
        open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
    }
#endif
