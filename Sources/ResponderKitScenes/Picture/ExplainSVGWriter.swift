// Writes an `ExplainPicture` as a self-contained SVG document.
//
// Invariants:
// - The document references nothing outside itself (no fonts, images or scripts to fetch), and every piece of text
//   from the scene is XML-escaped, so any id or description renders as text.
// - The drawing's coordinates are the window's points; `scale` only sets the document's pixel size, and strokes,
//   text and markers keep their pixel size whatever the scale (non-scaling strokes, font sizes divided by it).
// - Paint order is what a person reads first last: views back to front, then the chains, then the touch points.
// - Non-finite coordinates (possible only after extreme transforms) are written as 0, so the document always parses.
import Foundation
import ResponderKit

/// Writes ``ExplainPicture`` values as SVG.
public enum ExplainSVGWriter {
    /// The colours of the picture, shared with the HTML page's legend.
    public enum Palette {
        /// The hit view's fill.
        public static let hit = "#2da44e"
        /// The fill of a view the walk passed over.
        public static let passedOver = "#8c959f"
        /// The fill of other views.
        public static let plain = "#f6f8fa"
        /// Touch points.
        public static let point = "#cf222e"
        /// The responder chain.
        public static let chain = "#0969da"
    }

    /// The pixel scale for a window of `size`: about 800 pixels on its longer side, between 0.5x and 2x.
    public static func scale(for size: CGSize) -> Double {
        let longer = max(size.width, size.height, 1)
        return min(2, max(0.5, 800 / longer))
    }

    /// The height, in window points, of the caption under the window for `picture`.
    static func captionHeight(_ picture: ExplainPicture, scale: Double) -> Double {
        (12 + 18 * Double(captionLines(picture, scale: scale).count)) / scale
    }

    /// The caption's lines with their colours, wrapped to the drawing's width.
    static func captionLines(_ picture: ExplainPicture, scale: Double) -> [(String, String)] {
        // About 7 pixels per character at 12 pixels: wrap so no line runs past the right edge.
        let width = max(20, Int(picture.size.width * scale / 7) - 2)
        var lines: [(String, String)] = []
        if let summary = picture.summary { lines += wrap(summary, width).map { ($0, "#57606a") } }
        lines += wrap("green: hit view · grey, dashed: passed over · blue: responder chain · red: touch", width).map {
            ($0, "#57606a")
        }
        for (offset, touch) in picture.touches.enumerated() {
            let hit = touch.hitID ?? "none"
            let chain = touch.chainText.isEmpty ? "" : " — chain: \(touch.chainText)"
            lines += wrap("\(offset + 1). \(SceneNumber.format(touch.point)) → \(hit)\(chain)", width).map {
                ($0, "#24292f")
            }
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word gets a line of its own).
    static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = "   " + word
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The SVG document. `interactive` adds the classes and data the HTML page's hover panel uses.
    public static func svg(_ picture: ExplainPicture, interactive: Bool = false) -> String {
        let scale = scale(for: picture.size)
        let width = picture.size.width
        let height = picture.size.height + captionHeight(picture, scale: scale)
        let px = { (pixels: Double) in number(pixels / scale) }
        var out = ""
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width * scale))\" "
        out += "height=\"\(number(height * scale))\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
        out += "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(escape("responderkit explain: window \(picture.windowID)"))</title>\n"
        out += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
        out += "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
        out += "fill=\"\(Palette.chain)\"/></marker></defs>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>\n"
        out += "<g class=\"views\">\n"
        // Views that share a top-left corner (a window, its transition view, its root view …) stack their labels.
        var labelsAt: [String: Int] = [:]
        for view in picture.views {
            let corner = view.corners.first ?? .zero
            let key = "\(number(corner.x)),\(number(corner.y))"
            let stacked = labelsAt[key, default: 0]
            labelsAt[key] = stacked + 1
            out += viewElement(view, px: px, labelLine: stacked, interactive: interactive)
        }
        // Hit views are outlined again over everything, so a view in front (a pass-through overlay) cannot hide them.
        for view in picture.views where view.role == .hit {
            let points = view.corners.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            out += "<polygon class=\"hit-outline\" points=\"\(points)\" fill=\"none\" stroke=\"#1a7f37\" "
            out += "stroke-width=\"3\" vector-effect=\"non-scaling-stroke\"/>\n"
        }
        out += "</g>\n<g class=\"chains\" fill=\"none\">\n"
        var centres: [Int: CGPoint] = [:]
        for view in picture.views { centres[view.index] = view.centre }
        for touch in picture.touches {
            out += chainElement(touch, centres: centres, px: px)
        }
        out += "</g>\n<g class=\"points\">\n"
        for (offset, touch) in picture.touches.enumerated() {
            let x = number(touch.point.x)
            let y = number(touch.point.y)
            out += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(px(7))\" fill=\"\(Palette.point)\" stroke=\"#ffffff\" "
            out += "stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>\n"
            out += "<text x=\"\(number(touch.point.x + 9 / scale))\" y=\"\(number(touch.point.y - 7 / scale))\" "
            out += "font-size=\"\(px(13))\" font-weight=\"bold\" fill=\"\(Palette.point)\">\(offset + 1)</text>\n"
        }
        out += "</g>\n"
        out += caption(picture, top: picture.size.height, px: px)
        out += "</svg>\n"
        return out
    }

    private static func viewElement(
        _ view: ExplainPicture.View, px: (Double) -> String, labelLine: Int, interactive: Bool
    ) -> String {
        let points = view.corners.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        let (fill, opacity, stroke, strokeWidth): (String, String, String, String) =
            switch view.role {
            // A window that is the hit view is tinted lightly: a full tint would hide everything drawn on it.
            case .hit: (Palette.hit, view.isWindow ? "0.2" : "0.55", "#1a7f37", "3")
            case .passedOver: (Palette.passedOver, "0.45", "#6e7781", "1.5")
            case .plain: (Palette.plain, "0.6", "#57606a", "1")
            }
        var dash = view.role == .passedOver ? " stroke-dasharray=\"6 3\"" : ""
        if view.invisible { dash = " stroke-dasharray=\"2 3\"" }
        var out = "<g class=\"view \(view.role.rawValue)\""
        if interactive {
            out += " data-id=\"\(escape(view.id))\" data-class=\"\(escape(view.className))\""
            out += " data-notes=\"\(escape(view.notes.joined(separator: "\n")))\""
            out += " data-chain=\"\(escape(view.chainText))\""
        }
        out += ">"
        let tooltip = ([view.id + " (" + view.className + ")"] + view.notes + ["chain: " + view.chainText])
            .joined(separator: "\n")
        out += "<title>\(escape(tooltip))</title>"
        out += "<polygon points=\"\(points)\" fill=\"\(fill)\" fill-opacity=\"\(view.invisible ? "0.15" : opacity)\" "
        out += "stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"\(dash) vector-effect=\"non-scaling-stroke\"/>"
        let anchor = view.corners.first ?? .zero
        out +=
            "<text x=\"\(number(anchor.x))\" y=\"\(number(anchor.y))\" dx=\"\(px(3))\" dy=\"\(px(12 + 13 * Double(labelLine)))\" "
        out += "font-size=\"\(px(11))\" fill=\"#24292f\">\(escape(view.id))</text></g>\n"
        return out
    }

    private static func chainElement(
        _ touch: ExplainPicture.Touch, centres allCentres: [Int: CGPoint], px: (Double) -> String
    ) -> String {
        let centres = touch.chainViews.compactMap { allCentres[$0] }
        guard !centres.isEmpty else { return "" }
        var out = ""
        if centres.count > 1 {
            let path = centres.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            out += "<polyline points=\"\(path)\" stroke=\"\(Palette.chain)\" stroke-width=\"2\" "
            out += "vector-effect=\"non-scaling-stroke\" marker-mid=\"url(#arrow)\" marker-end=\"url(#arrow)\"/>\n"
        }
        // Links that share a centre (views filling their superview) get one node labelled with their range.
        var start = 0
        while start < centres.count {
            var end = start
            while end + 1 < centres.count, centres[end + 1] == centres[start] { end += 1 }
            let label = start == end ? "\(start + 1)" : "\(start + 1)–\(end + 1)"
            let centre = centres[start]
            let radius = label.count > 2 ? 13.0 : 8.0
            out += "<circle cx=\"\(number(centre.x))\" cy=\"\(number(centre.y))\" r=\"\(px(radius))\" "
            out += "fill=\"\(Palette.chain)\"/><text x=\"\(number(centre.x))\" y=\"\(number(centre.y))\" "
            out += "dy=\"\(px(4))\" text-anchor=\"middle\" font-size=\"\(px(10))\" fill=\"#ffffff\">\(label)</text>\n"
            start = end + 1
        }
        return out
    }

    private static func caption(_ picture: ExplainPicture, top: Double, px: (Double) -> String) -> String {
        let lines = captionLines(picture, scale: scale(for: picture.size))
        var out = "<g class=\"caption\" font-size=\"\(px(12))\">\n"
        for (offset, line) in lines.enumerated() {
            out += "<text x=\"\(px(8))\" y=\"\(number(top))\" dy=\"\(px(18 * Double(offset + 1)))\" "
            out += "fill=\"\(line.1)\" xml:space=\"preserve\">\(escape(line.0))</text>\n"
        }
        return out + "</g>\n"
    }

    /// `text` with XML's special characters escaped (ResponderKit's `SVGText.escape`).
    static func escape(_ text: String) -> String { SVGText.escape(text) }

    /// A coordinate with at most 2 decimals; 0 for a non-finite value (ResponderKit's `SVGText.number`).
    static func number(_ value: Double) -> String { SVGText.number(value) }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
