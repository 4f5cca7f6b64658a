// A recorded drawing written as a self-contained SVG document: what a screenshot's `svgRepresentation` is.
//
// Invariants:
// - The document references nothing outside itself and every string from the app is XML-escaped.
// - Coordinates are points (the viewBox is the size in points); `scale` sets only the document's pixel size.
// - Each command is one element (a nested image's drawing a group), in painter's order, inside a group carrying its
//   clip, opacity, shadow filter and blend mode; ids are numbered in order, so the same drawing gives the same text.
#if !_runtime(_ObjC)
    import Foundation

    extension DrawingList {
        /// The drawing as an SVG document of `size` points, `scale` pixels per point, on `background` (nil: a
        /// transparent background).
        ///
        /// Fills, strokes, images drawn here (their own drawing), linear and radial gradients, text (an SVG
        /// `<text>` stretched to the measured width of its run, in the viewer's sans-serif font), clips, global
        /// alpha and shadows are written as SVG has them. `clear` paints `background` (SVG cannot erase);
        /// stand-in images (assets, which have no pixels headless) add nothing; the blend modes CSS has
        /// (`multiply`, `screen`, `overlay`, `darken`, `lighten`, `difference`, `exclusion`, …) are written as
        /// `mix-blend-mode`, the Porter–Duff ones as `.normal`.
        public func svg(size: CGSize, scale: CGFloat = 1, background: DisplayColor? = nil) -> String {
            let n: (CGFloat) -> String = SVGText.number
            let width = size.width.isFinite ? max(size.width, 0) : 0
            let height = size.height.isFinite ? max(size.height, 0) : 0
            let scale = scale.isFinite && scale > 0 ? scale : 1
            var writer = SVGDrawingWriter(background: background)
            var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" "
            out += "height=\"\(n(height * scale))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
            if let background, background.a > 0 {
                out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" "
                out += "\(SVGDrawingWriter.paint("fill", background))/>\n"
            }
            writer.write(commands, into: &out, depth: 0)
            if !writer.defs.isEmpty { out += "<defs>\n" + writer.defs + "</defs>\n" }
            return out + "</svg>\n"
        }
    }
#endif
