// String drawing's layout: the lines of a string in its attributes (font, paragraph style), stacked and aligned,
// shared by sizing (`size(withAttributes:)`, `boundingRect`) and drawing (`draw(in:withAttributes:)` & co), so a
// string draws exactly in the rectangle it was measured to take.
//
// Invariants: lines come from `TextLayout` (the application's measurer, ResponderKit's line breaking); each line is
// the paragraph style's line height (the font's, multiplied then clamped) and the next starts `lineSpacing` below it
// (`paragraphSpacing` + `paragraphSpacingBefore` after a paragraph's last line); the height ends at the last line's
// bottom. The font is the `.font` attribute, else 12-point Helvetica; the colour `.foregroundColor`, else black.
import Foundation

/// A string laid out in lines for sizing and drawing.
@MainActor
struct StringLayout {
    /// One line: its text, its measured width and its top, relative to the layout's top.
    struct Line {
        var text: Substring
        var width: CGFloat
        var top: CGFloat
    }

    let lines: [Line]
    let font: UIFont
    let color: UIColor
    let paragraph: NSParagraphStyle
    /// The height of each line and the distance from a line's top to its baseline.
    let lineHeight: CGFloat
    let baseline: CGFloat
    /// The font's metrics.
    let metrics: FontLineMetrics

    /// Lays out `string` in `attributes`, wrapped at `width` (0 or infinite: one line per paragraph), at most
    /// `lineLimit` lines (0: no limit).
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat, lineLimit: Int = 0) {
        font = NSString.font(in: attributes)
        color = (attributes?[.foregroundColor] as? UIColor) ?? .black
        paragraph = (attributes?[.paragraphStyle] as? NSParagraphStyle) ?? NSParagraphStyle()
        let measurer = UIApplication.shared.textMeasurer
        let layout = TextLayout(
            string, font: font, width: width, lineLimit: lineLimit,
            lineBreakMode: paragraph.lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping,
            measurer: measurer)
        metrics = layout.metrics
        lineHeight = paragraph.lineHeight(natural: metrics.lineHeight)
        // Extra height goes above the text, as in UIKit: the baseline stays a descender above the line's bottom.
        baseline = lineHeight + metrics.descender
        var top: CGFloat = 0
        var placed: [Line] = []
        for line in layout.lines {
            placed.append(Line(text: line.text, width: line.width, top: top))
            top += lineHeight
            let endsParagraph = line.text.endIndex < string.endIndex && string[line.text.endIndex].isNewline
            top += endsParagraph ? paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore : paragraph.lineSpacing
        }
        lines = placed
    }

    /// The widest line's width.
    var width: CGFloat { lines.reduce(0) { max($0, $1.width) } }

    /// From the first line's top to the last line's bottom.
    var height: CGFloat { lines.last.map { $0.top + lineHeight } ?? 0 }

    /// The left edge of `line` aligned in a box of `boxWidth` starting at `left` (no box: at `left`).
    func lineLeft(_ line: Line, left: CGFloat, boxWidth: CGFloat?) -> CGFloat {
        guard let boxWidth, boxWidth.isFinite, boxWidth > 0 else { return left }
        switch paragraph.alignment {
        case .center: return left + (boxWidth - line.width) / 2
        case .right: return left + boxWidth - line.width
        case .left, .natural, .justified: return left
        }
    }
}
