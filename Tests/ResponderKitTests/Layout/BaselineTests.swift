// Baselines for the engine (AL-75, AL-76): text is centred vertically, a baseline lies an ascender below its
// line's top; views without text have theirs at the bottom; a view may answer a descendant's baselines. Under the
// deterministic metric a 17-point line is 21 high with ascender 17, a 10-point line 12 high with ascender 10.
import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Baselines (AL-75, AL-76)")
struct BaselineTests {
    @Test("AL-75: a label's baselines are its centred text's")
    func labelBaselines() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
        label.text = "Hello"
        #expect(label.firstBaselineOffsetFromTop == 17)
        #expect(label.lastBaselineOffsetFromBottom == 4)
        #expect(label.firstBaselineOffsetFromTop(forHeight: 41) == 27, "10 points of slack above the text")
        #expect(label.lastBaselineOffsetFromBottom(forHeight: 41) == 14)

        let lines = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 24))
        lines.font = .systemFont(ofSize: 10)
        lines.numberOfLines = 0
        lines.text = "one two three four"
        #expect(lines.firstBaselineOffsetFromTop == 10)
        #expect(lines.lastBaselineOffsetFromBottom == 2, "the second line's baseline is 22 down")
        #expect(lines.lastBaselineOffsetFromBottom(forHeight: 12) == 2, "too short: the one line that fits")
    }

    @Test("AL-75: a view without text has its baselines at its bottom")
    func plainView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        #expect(view.firstBaselineOffsetFromTop == 40)
        #expect(view.lastBaselineOffsetFromBottom == 0)
        let empty = UIButton(type: .system)
        #expect(empty.firstBaselineOffsetFromTop(forHeight: 30) == 30)
    }

    @Test("AL-75: a button's baseline is its title's, centred in the content rectangle; a field's its line's")
    func controlBaselines() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.firstBaselineOffsetFromTop(forHeight: 30) == 21, "(30 - 18) / 2 + 15")
        #expect(button.lastBaselineOffsetFromBottom(forHeight: 30) == 9)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(button.firstBaselineOffsetFromTop(forHeight: 30) == 26, "10 + (20 - 18) / 2 + 15")

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 35))
        field.borderStyle = .roundedRect
        #expect(field.firstBaselineOffsetFromTop == 24, "(35 - 21) / 2 + 17")
        #expect(field.lastBaselineOffsetFromBottom == 11)
    }

    @Test("AL-76: the baseline views are the view itself by default; a descendant's baselines move into the view")
    func baselineViews() {
        let view = UIView(frame: .zero)
        #expect(view.forFirstBaselineLayout === view)
        #expect(view.forLastBaselineLayout === view)

        let container = IntrinsicSizeFixtures.BaselineContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        container.label.text = "Hello"
        container.label.frame = CGRect(x: 0, y: 10, width: 100, height: 21)
        container.addSubview(container.label)
        #expect(container.firstBaselineOffsetFromTop == 27, "10 + 17")
        #expect(container.lastBaselineOffsetFromBottom == 33, "60 - 31 + 4")

        let detached = IntrinsicSizeFixtures.BaselineContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        detached.label.text = "Hello"
        #expect(detached.firstBaselineOffsetFromTop == 60, "not a descendant: the container's own bottom")
    }
}
