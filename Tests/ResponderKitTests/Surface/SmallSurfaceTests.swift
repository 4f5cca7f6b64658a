// The smaller surface (spec UI-17 … UI-21): labels that shrink to fit, scroll indicators, a text view's selected
// range, visual effect views and attributed placeholders.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Smaller UIKit surface")
struct SmallSurfaceTests {
    @Test("UI-17: a one-line label that fits its width shrinks the drawn text to fit, not below its floor")
    func shrinkToFit() {
        let stage = Stage()
        let label = stage.add(UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30)))
        label.text = "A rather long title"
        let full = label.textMeasurer.width(of: "A rather long title", in: label.font)
        #expect(full > 50)
        func drawnSize() -> CGFloat? {
            stage.window.displayList().items.compactMap { $0.text?.fontSize }.first
        }
        #expect(drawnSize() == 17)
        label.adjustsFontSizeToFitWidth = true
        #expect(drawnSize() == 17 * 50 / full)
        label.minimumScaleFactor = 0.9
        #expect(drawnSize() == 17 * 0.9)
        #expect(label.intrinsicContentSize.width == full.rounded(.up))
        label.numberOfLines = 2
        #expect(drawnSize() == 17)
    }

    @Test("UI-18: scroll indicators show by default and the flags are kept")
    func scrollIndicators() {
        let scrollView = UIScrollView()
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        scrollView.showsHorizontalScrollIndicator = false
        #expect(!scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
    }

    @Test("UI-19: a text view's selectedRange counts UTF-16 units and selects whole characters")
    func selectedRange() {
        let textView = UITextView()
        textView.text = "a😀bc"
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 2)
        #expect(textView.selectedRange == NSRange(location: 1, length: 2))
        #expect(textView.text(in: textView.selectedTextRange!) == "😀")
        textView.selectedRange = NSRange(location: 2, length: 2)
        #expect(textView.selectedRange == NSRange(location: 1, length: 3), "widened to the emoji and the b")
        textView.selectedRange = NSRange(location: 40, length: 3)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("UI-20: a visual effect view's content view fills it and takes the taps in it")
    func visualEffectView() throws {
        let stage = Stage()
        let effectView = stage.add(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
        effectView.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
        #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(effectView.contentView.frame == effectView.bounds)
        var taps = 0
        let button = UIButton(
            frame: CGRect(x: 10, y: 10, width: 80, height: 40),
            primaryAction: UIAction { _ in
                taps += 1
            })
        effectView.contentView.addSubview(button)
        #expect(effectView.hitTest(CGPoint(x: 150, y: 50), with: nil) === effectView.contentView)
        try stage.sim.tap(at: CGPoint(x: 40, y: 20), in: button)
        #expect(taps == 1)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).blurEffect.style == .dark)
    }

    @Test("UI-21: attributedPlaceholder and placeholder are one placeholder")
    func attributedPlaceholder() {
        let field = UITextField()
        let attributed = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemGray])
        field.attributedPlaceholder = attributed
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder === attributed)
        let before = field.intrinsicContentSize
        field.placeholder = "Email address"
        #expect(field.attributedPlaceholder?.string == "Email address")
        #expect(field.attributedPlaceholder !== attributed)
        #expect(field.intrinsicContentSize.width > before.width)
    }
}
