// The headless text metric and line breaking (AL-60 … AL-63): font metrics, line breaks, string measurement and
// the application's measurer. Expected values are worked out from AL-60: a character advances half the point
// size, a line is ⌈1.2 × point size⌉ high.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Text metrics (AL-60 … AL-63)")
struct TextMetricsTests {
    private let ten = UIFont.systemFont(ofSize: 10)

    private func lines(_ text: String, width: CGFloat, limit: Int = 0, mode: NSLineBreakMode = .byWordWrapping)
        -> [String]
    {
        TextLayout(
            text, font: ten, width: width, lineLimit: limit, lineBreakMode: mode, measurer: DeterministicTextMeasurer()
        )
        .lines.map { String($0.text) }
    }

    private func widths(_ text: String, width: CGFloat, limit: Int = 0) -> [CGFloat] {
        TextLayout(text, font: ten, width: width, lineLimit: limit, measurer: DeterministicTextMeasurer()).lines.map(
            \.width)
    }

    @Test("AL-60: metrics from the point size: 17 pt is 21 high, ascender 17, descender -4; 15 pt is 18 high")
    func fontMetrics() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.lineHeight == 21)
        #expect(body.ascender == 17)
        #expect(body.descender == -4)
        #expect(body.leading == 0)
        #expect(body.capHeight == 17 * 0.7)
        #expect(body.xHeight == 8.5)
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 18)
        #expect(UIFont.systemFont(ofSize: 15).descender == -3)
        #expect(UIFont.systemFont(ofSize: 12).lineHeight == 15)
        #expect(UIFont.systemFont(ofSize: 5).lineHeight == 6, "1.2 × 5 is 6 exactly, not rounded up to 7")
        #expect(UIFont.systemFont(ofSize: 34).lineHeight == 41)
        #expect(UIFont.boldSystemFont(ofSize: 17).lineHeight == 21, "the weight plays no part")
    }

    @Test("AL-61: lineHeight is ascender - descender + leading, for any measurer")
    func lineHeightIdentity() {
        let metrics = IntrinsicSizeFixtures.TenPointMeasurer().lineMetrics(of: ten)
        #expect(metrics.lineHeight == 10)
        #expect(FontLineMetrics(ascender: 12, descender: 3, leading: 1, capHeight: 8, xHeight: 6).descender == -3)
        for size: CGFloat in [9, 11, 17, 28.5] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        }
    }

    @Test("AL-60: a character is a grapheme cluster, half the point size wide")
    func advances() {
        let measurer = DeterministicTextMeasurer()
        let body = UIFont.systemFont(ofSize: 17)
        #expect(measurer.width(of: "Hello", in: body) == 42.5)
        #expect(measurer.width(of: "e\u{301}te\u{301}", in: ten) == 15, "é as e + combining accent is one character")
        #expect(measurer.width(of: "👍🏽 ok", in: ten) == 20)
        #expect(measurer.width(of: "", in: ten) == 0)
    }

    @Test("AL-62: lines break at spaces; the spaces at a break belong to neither line")
    func wordWrapping() {
        #expect(lines("one two three", width: 40) == ["one two", "three"])
        #expect(widths("one two three", width: 40) == [35, 25])
        #expect(lines("one two three", width: 30) == ["one", "two", "three"])
        #expect(lines("one   two", width: 20) == ["one", "two"])
        #expect(lines("one two three", width: 0) == ["one two three"], "no width: no wrapping")
        #expect(lines("one two three", width: .greatestFiniteMagnitude) == ["one two three"])
    }

    @Test("AL-62: a word wider than the line breaks between characters; .byCharWrapping breaks anywhere")
    func characterBreaks() {
        #expect(lines("abcdefghij", width: 22) == ["abcd", "efgh", "ij"])
        #expect(lines("abcdefgh ij", width: 20) == ["abcd", "efgh", "ij"])
        #expect(lines("ab cd ef", width: 20, mode: .byCharWrapping) == ["ab c", "d ef"])
        #expect(lines("abc", width: 1) == ["a", "b", "c"], "a line holds at least one character")
    }

    @Test("AL-62: newlines end paragraphs, a final one adds no line; a paragraph's last line keeps its spaces")
    func paragraphs() {
        #expect(lines("a\nbb\n", width: 100) == ["a", "bb"])
        #expect(lines("a\n\nb", width: 0) == ["a", "", "b"])
        #expect(lines("", width: 100).isEmpty)
        #expect(widths("ab  ", width: 0) == [20])
        #expect(widths("one two   ", width: 40) == [40], "trailing spaces count, up to the width")
    }

    @Test("AL-62: with a line limit the last line holds the rest of its paragraph, at most the width")
    func lineLimit() {
        #expect(lines("one two three", width: 30, limit: 2) == ["one", "two three"])
        #expect(widths("one two three", width: 30, limit: 2) == [15, 30])
        #expect(lines("ab\ncd\nef", width: 0, limit: 2) == ["ab", "cd"])
        #expect(lines("one two three", width: 0, limit: 1) == ["one two three"])
    }

    @Test("AL-63: size(withAttributes:) is unwrapped and unrounded, one line per paragraph; no font is Helvetica 12")
    func stringSize() {
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        #expect(("Hello" as NSString).size(withAttributes: body) == CGSize(width: 42.5, height: 21))
        #expect("Hello".size(withAttributes: body) == CGSize(width: 42.5, height: 21))
        #expect("ab\nabcd".size(withAttributes: [.font: ten]) == CGSize(width: 20, height: 24))
        #expect("abc".size(withAttributes: nil) == CGSize(width: 18, height: 15))
        #expect("".size(withAttributes: body) == .zero)
    }

    @Test("AL-63: boundingRect wraps at the width with .usesLineFragmentOrigin, else is one line on its baseline")
    func boundingRects() {
        let attributes: [NSAttributedString.Key: Any] = [.font: ten]
        let size = CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude)
        let context = NSStringDrawingContext()
        let wrapped = "one two three".boundingRect(
            with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 35, height: 24))
        #expect(context.totalBounds == wrapped)
        #expect(context.actualScaleFactor == 1)
        let single = ("one two three" as NSString).boundingRect(
            with: size, options: [], attributes: attributes, context: nil)
        #expect(single == CGRect(x: 0, y: -10, width: 65, height: 12))
        let attributed = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(attributed.size() == CGSize(width: 42.5, height: 21))
        #expect(
            attributed.boundingRect(
                with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin, context: nil)
                == CGRect(x: 0, y: 0, width: 17, height: 63))
    }

    @Test("AL-61: a view measures with its window's application's measurer, outside a window with the shared one")
    func applicationMeasurer() {
        let stage = Stage(tracing: false)
        stage.app.textMeasurer = IntrinsicSizeFixtures.TenPointMeasurer()
        let label = UILabel(frame: .zero)
        label.text = "abc"
        #expect(label.intrinsicContentSize == CGSize(width: 26, height: 21), "no window: the deterministic metric")
        stage.add(label)
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 10))
        #expect(stage.app.textMeasurer is IntrinsicSizeFixtures.TenPointMeasurer)
        #expect(UIApplication.shared.textMeasurer is DeterministicTextMeasurer)
        label.removeFromSuperview()
        #expect(label.intrinsicContentSize == CGSize(width: 26, height: 21))
    }
}
