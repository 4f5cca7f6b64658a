// CGContext's images, gradients and text: recorded with the CTM of the call.
//
// Invariants: `draw(_:in:)` draws a `CGImage` with Core Graphics' y-up image orientation (in a y-down context it
// appears upside down unless the code flips the CTM, as on iOS); `UIImage.draw(in:)` records it upright.

#if !_runtime(_ObjC)
    import Foundation

    extension CGContext {
        /// The most tiles one `draw(_:in:byTiling:)` records; beyond it the tiling is refused (and logged).
        static let tileLimit = 4096

        /// Draws `image` scaled into `rect` (user space). Core Graphics' images are y-up: in a context whose y axis
        /// points down (a view's `draw(_:)`, an image renderer) the image comes out upside down unless the CTM is
        /// flipped first, exactly as on iOS. With `byTiling`, copies of the image at `rect`'s size fill the clip.
        public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
            let rect = rect.standardized
            guard !byTiling else { return drawTiles(of: image, size: rect) }
            recordImage(image, in: rect, upright: false)
        }

        /// Fills the clip with a gradient along the line from `start` to `end` (user space): each colour across the
        /// line at its location; beyond the ends only with the options.
        public func drawLinearGradient(
            _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
            options: CGGradientDrawingOptions
        ) {
            let t = state.ctm
            record(
                .linearGradient(gradient, start: startPoint.applying(t), end: endPoint.applying(t), options: options))
        }

        /// Fills the clip with a gradient between the start circle and the end circle (user space; radii scaled by
        /// the CTM's mean scale).
        public func drawRadialGradient(
            _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
            endRadius: CGFloat, options: CGGradientDrawingOptions
        ) {
            let (t, scale) = (state.ctm, state.meanScale)
            record(
                .radialGradient(
                    gradient, startCenter: startCenter.applying(t), startRadius: max(startRadius, 0) * scale,
                    endCenter: endCenter.applying(t), endRadius: max(endRadius, 0) * scale, options: options))
        }

        // MARK: Helpers for UIKit's drawing

        /// Records `image` in `rect` (user space): upright as UIKit draws a `UIImage`, or y-up as Core Graphics
        /// draws a `CGImage`.
        func recordImage(_ image: CGImage, in rect: CGRect, upright: Bool) {
            guard !rect.isEmpty else { return }
            var transform = state.ctm
            if !upright {
                let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
                transform = flip.concatenating(transform)
            }
            record(.image(image, rect: rect, transform: transform))
        }

        /// Records one line of text whose box is `rect` (user space).
        func recordText(
            _ string: String, font: UIFont, color: CGColor, rect: CGRect, baseline: CGFloat
        ) {
            guard !string.isEmpty else { return }
            record(
                .text(
                    DrawingTextRun(
                        string: string, fontName: font.fontName, fontSize: font.pointSize,
                        color: DisplayColor(cgColor: color),
                        rect: rect, baseline: baseline, transform: state.ctm)))
        }

        /// Tiles the clip's bounding box (user space) with copies of `image` the size of `tile`, aligned on it.
        private func drawTiles(of image: CGImage, size tile: CGRect) {
            guard tile.width > 0, tile.height > 0 else { return }
            let area = boundingBoxOfClipPath
            let firstColumn = ((area.minX - tile.minX) / tile.width).rounded(.down)
            let firstRow = ((area.minY - tile.minY) / tile.height).rounded(.down)
            let columns = Int(((area.maxX - tile.minX) / tile.width).rounded(.up) - firstColumn)
            let rows = Int(((area.maxY - tile.minY) / tile.height).rounded(.up) - firstRow)
            guard columns > 0, rows > 0 else { return }
            guard columns * rows <= CGContext.tileLimit else {
                return log("CGContextDrawTiledImage: \(columns * rows) tiles exceed \(CGContext.tileLimit); not drawn")
            }
            for row in 0..<rows {
                for column in 0..<columns {
                    let origin = CGPoint(
                        x: tile.minX + (firstColumn + CGFloat(column)) * tile.width,
                        y: tile.minY + (firstRow + CGFloat(row)) * tile.height)
                    recordImage(image, in: CGRect(origin: origin, size: tile.size), upright: false)
                }
            }
        }
    }
#endif
