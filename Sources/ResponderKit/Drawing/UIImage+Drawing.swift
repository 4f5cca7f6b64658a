// Drawing an image into the current graphics context, and its Core Graphics image.
//
// Invariants: an image is recorded upright in the rectangle it is drawn in (UIKit turns Core Graphics' y-up images
// for it); with no current context nothing is recorded and the log says so, as UIKit logs.
import Foundation

#if !_runtime(_ObjC)
    extension UIImage {
        /// The Core Graphics image: the one the image was made from (an image renderer's, an image context's), else
        /// a stand-in of the image's pixel size that carries no drawing (an asset has no pixels headless). Nil for
        /// an image of size zero.
        public var cgImage: CGImage? {
            if let storedCGImage { return storedCGImage }
            guard size.width > 0, size.height > 0 else { return nil }
            return CGImage(
                width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), scale: scale,
                drawing: nil, name: name)
        }

        /// Draws the image scaled to fill `rect` in the current graphics context.
        @MainActor
        public func draw(in rect: CGRect) {
            draw(in: rect, blendMode: .normal, alpha: 1, function: "UIImage.draw(in:)")
        }

        /// Draws the image at its size with its top left corner at `point` in the current graphics context.
        @MainActor
        public func draw(at point: CGPoint) {
            draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1, function: "UIImage.draw(at:)")
        }

        /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha`.
        @MainActor
        public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
            draw(in: rect, blendMode: blendMode, alpha: alpha, function: "UIImage.draw(in:blendMode:alpha:)")
        }

        /// Draws the image at its size at `point`, composited with `blendMode` at `alpha`.
        @MainActor
        public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
            draw(
                in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha,
                function: "UIImage.draw(at:blendMode:alpha:)")
        }

        @MainActor
        private func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, function: String) {
            guard let context = currentGraphicsContext(for: function), let image = cgImage else { return }
            context.saveGState()
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.recordImage(image, in: rect.standardized, upright: true)
            context.restoreGState()
        }
    }
#endif
