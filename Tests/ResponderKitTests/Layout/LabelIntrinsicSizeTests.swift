// A label's sizes (AL-64 … AL-67) and what invalidates them (AL-79), under the deterministic metric (AL-60): a
// 17-point character is 8.5 wide and a line 21 high; a 10-point character 5 wide and a line 12 high.
import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Label intrinsic size (AL-64 … AL-67, AL-79)")
struct LabelIntrinsicSizeTests {
    private typealias Fixtures = IntrinsicSizeFixtures

    private func label(_ text: String?, size: CGFloat = 10, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: size)
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test("AL-64: the text's size rounded up to whole points; no or empty text is 0 x 0")
    func singleLine() {
        #expect(label("Hello", size: 17).intrinsicContentSize == CGSize(width: 43, height: 21))
        #expect(label("Tap", size: 15).intrinsicContentSize == CGSize(width: 23, height: 18))
        #expect(label("", size: 17).intrinsicContentSize == .zero)
        #expect(label(nil, size: 17).intrinsicContentSize == .zero)
        let defaultFont = UILabel(frame: .zero)
        defaultFont.text = "ab"
        #expect(defaultFont.intrinsicContentSize == CGSize(width: 17, height: 21), "17-point system font by default")
    }

    @Test("AL-64: a single-line label shows its first paragraph; a multi-line one every paragraph")
    func paragraphs() {
        #expect(label("ab\ncdef").intrinsicContentSize == CGSize(width: 10, height: 12))
        #expect(label("ab\ncdef", lines: 0).intrinsicContentSize == CGSize(width: 20, height: 24))
        let wide = label("one two three four", size: 10)
        wide.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
        #expect(wide.intrinsicContentSize == CGSize(width: 90, height: 12), "one line is never wrapped")
    }

    @Test("AL-65: a multi-line label wraps at preferredMaxLayoutWidth, else at its width, else not at all")
    func preferredWidth() {
        let text = label("one two three four", lines: 0)
        #expect(text.intrinsicContentSize == CGSize(width: 90, height: 12), "no width yet: one line")
        text.preferredMaxLayoutWidth = 50
        #expect(text.intrinsicContentSize == CGSize(width: 50, height: 24), "'one two' (35), 'three four' (50)")
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(text.intrinsicContentSize == CGSize(width: 50, height: 24), "the preferred width wins over the bounds")
        text.preferredMaxLayoutWidth = 0
        #expect(text.intrinsicContentSize == CGSize(width: 35, height: 36), "'one two', 'three', 'four' at 40")
        text.numberOfLines = 2
        #expect(text.intrinsicContentSize == CGSize(width: 40, height: 24), "the second line holds the rest, cut at 40")
    }

    @Test("AL-65: a new width invalidates a multi-line label without a preferred width, and only such a label")
    func secondPass() {
        let multi = Fixtures.CountingLabel(frame: .zero)
        multi.text = "one two three four"
        multi.numberOfLines = 0
        multi.invalidations = 0
        multi.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
        #expect(multi.invalidations == 1)
        multi.frame = CGRect(x: 5, y: 0, width: 40, height: 30)
        #expect(multi.invalidations == 1, "the same width")

        let single = Fixtures.CountingLabel(frame: .zero)
        single.text = "one two three four"
        single.invalidations = 0
        single.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
        #expect(single.invalidations == 0, "a single line does not depend on the width")

        multi.preferredMaxLayoutWidth = 50
        multi.invalidations = 0
        multi.frame = CGRect(x: 0, y: 0, width: 60, height: 12)
        #expect(multi.invalidations == 0, "a preferred width does not depend on the bounds")
    }

    @Test("AL-65: a multi-line label pinned between two edges gets its wrapped height from one layoutIfNeeded")
    func wrappedHeightInLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
        let text = label("one two three four", lines: 0)
        text.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            text.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // Unwrapped the text is one line 90 wide; at 40 it is 'one two', 'three', 'four' (AL-65's first test).
        #expect(text.frame == CGRect(x: 0, y: 0, width: 40, height: 36))
    }

    @Test("AL-66: sizeThatFits wraps a multi-line label at the width; a single line is its whole text")
    func sizeThatFits() {
        let single = label("one two three four")
        #expect(single.sizeThatFits(CGSize(width: 20, height: 5)) == CGSize(width: 90, height: 12))
        let multi = label("one two three four", lines: 0)
        #expect(multi.sizeThatFits(CGSize(width: 50, height: 5)) == CGSize(width: 50, height: 24), "height ignored")
        #expect(multi.sizeThatFits(.zero) == CGSize(width: 90, height: 12))
        multi.sizeToFit()
        #expect(multi.frame == CGRect(x: 0, y: 0, width: 90, height: 12))
    }

    @Test("AL-67: textRect wraps at the bounds' width from their origin, clipped to their size")
    func textRect() {
        let text = label("one two three four", lines: 0)
        let bounds = CGRect(x: 5, y: 6, width: 40, height: 100)
        #expect(
            text.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 5, y: 6, width: 35, height: 36))
        #expect(
            text.textRect(forBounds: bounds, limitedToNumberOfLines: 1) == CGRect(x: 5, y: 6, width: 40, height: 12))
        let short = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(text.textRect(forBounds: short, limitedToNumberOfLines: 0) == CGRect(x: 0, y: 0, width: 35, height: 20))
    }

    @Test("AL-67: a label that insets its textRect gets a padded intrinsic size and sizeThatFits")
    func paddedLabel() {
        let padded = Fixtures.PaddedLabel(frame: .zero)
        padded.font = .systemFont(ofSize: 10)
        padded.text = "Hello"
        #expect(padded.intrinsicContentSize == CGSize(width: 33, height: 20))
        #expect(padded.sizeThatFits(.zero) == CGSize(width: 33, height: 20))
    }

    @Test("AL-64: attributed text is measured in its first character's font")
    func attributedText() {
        let text = label(nil)
        text.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(text.intrinsicContentSize == CGSize(width: 20, height: 24))
        text.text = "Hi"
        #expect(text.intrinsicContentSize == CGSize(width: 10, height: 12), "plain text: the label's font again")
    }

    @Test(
        "AL-79: text, attributed text, font, lines, line breaks and the preferred width invalidate; the same value does not"
    )
    func invalidation() {
        let text = Fixtures.CountingLabel(frame: .zero)
        text.text = "a"
        #expect(text.invalidations == 1)
        text.text = "a"
        #expect(text.invalidations == 1, "the same text")
        text.attributedText = NSAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        #expect(text.invalidations == 2, "the same string in another font")
        text.font = .systemFont(ofSize: 12)
        #expect(text.invalidations == 3)
        text.font = .systemFont(ofSize: 12)
        #expect(text.invalidations == 3, "an equal font")
        text.numberOfLines = 0
        text.lineBreakMode = .byWordWrapping
        text.preferredMaxLayoutWidth = 100
        #expect(text.invalidations == 6)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 100
        text.textColor = .red
        #expect(text.invalidations == 6, "same values, and a colour, which does not change the size")
    }
}
