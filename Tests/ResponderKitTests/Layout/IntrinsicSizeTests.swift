// The intrinsic sizes of UIKit's views other than labels (AL-68 … AL-74, AL-77 … AL-79), under the deterministic
// metric (AL-60): a 15-point character is 7.5 wide and a line 18 high; 13 points: 6.5 and 16; 17 points: 8.5, 21.
import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Intrinsic sizes of UIKit's views (AL-68 … AL-79)")
struct IntrinsicSizeTests {
    private typealias Fixtures = IntrinsicSizeFixtures
    private let none = UIView.noIntrinsicMetric

    @Test("AL-68: an image view is its image's size, no intrinsic size without one; a new image invalidates")
    func imageView() {
        let view = Fixtures.CountingImageView(frame: .zero)
        #expect(view.intrinsicContentSize == CGSize(width: none, height: none))
        let image = UIImage(size: CGSize(width: 30, height: 20))
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 20))
        #expect(view.invalidations == 1)
        view.image = image
        #expect(view.invalidations == 1, "the same image")
        view.image = nil
        #expect(view.invalidations == 2)
    }

    @Test("AL-69: a titled button is its 15-point title plus 6 points above and below")
    func titledButton() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: 23, height: 30), "22.5 rounded up; 18 + 12")
        #expect(button.sizeThatFits(CGSize(width: 200, height: 200)) == CGSize(width: 23, height: 30))
        let classic = UIButton(type: .system)
        classic.setTitle("Button", for: .normal)
        #expect(classic.intrinsicContentSize == CGSize(width: 45, height: 30), "UIKit: 46 x 30 in San Francisco")
    }

    @Test("AL-69: content insets replace the implicit padding; an image sits beside the title; no content is 0 x 0")
    func buttonInsetsAndImage() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 43, height: 26))

        let both = UIButton(type: .custom)
        both.setTitle("Go", for: .normal)
        both.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        #expect(both.intrinsicContentSize == CGSize(width: 35, height: 32), "20 + 15 wide; max(20, 18) + 12 high")

        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(UIImage(size: CGSize(width: 20, height: 24)), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 20, height: 24), "no title: no implicit padding")
        #expect(UIButton(type: .system).intrinsicContentSize == .zero)
    }

    @Test("AL-79: a button's title, image, insets and title font invalidate the button's intrinsic size")
    func buttonInvalidation() {
        let button = Fixtures.CountingButton(type: .system)
        button.invalidations = 0
        button.setTitle("Tap", for: .normal)
        #expect(button.invalidations == 1)
        button.setTitle("Tap", for: .normal)
        #expect(button.invalidations == 1, "the same title")
        button.setImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
        #expect(button.invalidations == 2)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(button.invalidations == 3)
        button.imageView?.image = nil
        button.titleLabel?.font = .systemFont(ofSize: 20)
        #expect(button.invalidations == 5)
        #expect(
            button.intrinsicContentSize == CGSize(width: 32, height: 26),
            "'Tap' at 20 points: 30 x 24, plus 1 all round")
    }

    @Test("AL-70: a switch is 51 x 31 and a stepper 94 x 32, whatever size is offered")
    func fixedControls() {
        #expect(UISwitch(frame: .zero).intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISwitch(frame: .zero).sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(UIStepper(frame: .zero).intrinsicContentSize == CGSize(width: 94, height: 32))
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        stepper.sizeToFit()
        #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
    }

    @Test("AL-71: a slider has no intrinsic width and is 31 high; sizeThatFits keeps the width")
    func slider() {
        let slider = UISlider(frame: .zero)
        #expect(slider.intrinsicContentSize == CGSize(width: none, height: 31))
        #expect(slider.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: 31))
    }

    @Test("AL-72: equal segments as wide as the widest 13-point title plus 16, 32 high; segments invalidate")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["First", "Second"])
        #expect(control.intrinsicContentSize == CGSize(width: 110, height: 32), "'Second' is 39: 2 x 55")
        let counting = Fixtures.CountingSegmentedControl(items: ["First", "Second"])
        counting.insertSegment(withTitle: "Third segment", at: 2, animated: false)
        #expect(counting.invalidations == 1)
        #expect(counting.intrinsicContentSize == CGSize(width: 303, height: 32), "84.5 rounds to 85: 3 x 101")
        counting.removeSegment(at: 2, animated: false)
        counting.removeAllSegments()
        #expect(counting.invalidations == 3)
        #expect(counting.intrinsicContentSize == CGSize(width: 0, height: 32))
        #expect(UISegmentedControl(items: [UIImage(), "A"]).intrinsicContentSize == CGSize(width: 46, height: 32))
    }

    @Test("AL-73: a field is its text's (else placeholder's) width and its line height, with the border's padding")
    func textField() {
        let field = UITextField(frame: .zero)
        #expect(field.borderStyle == .none)
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: 21), "an empty field is one line high")
        field.text = "Hello"
        #expect(field.intrinsicContentSize == CGSize(width: 43, height: 21))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 57, height: 35), "42.5 + 14, 21 + 14")
        field.borderStyle = .line
        #expect(field.intrinsicContentSize == CGSize(width: 47, height: 25))
        field.borderStyle = .bezel
        #expect(field.intrinsicContentSize == CGSize(width: 49, height: 27))
        field.borderStyle = .roundedRect
        field.text = nil
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize == CGSize(width: 57, height: 35))
        #expect(field.sizeThatFits(CGSize(width: 200, height: 10)) == CGSize(width: 200, height: 35))
    }

    @Test("AL-79: a field's text, font, placeholder and border style invalidate; the same value does not")
    func textFieldInvalidation() {
        let field = Fixtures.CountingTextField(frame: .zero)
        field.text = "a"
        field.font = .systemFont(ofSize: 12)
        field.placeholder = "b"
        field.borderStyle = .roundedRect
        #expect(field.invalidations == 4)
        field.text = "a"
        field.font = .systemFont(ofSize: 12)
        field.placeholder = "b"
        field.borderStyle = .roundedRect
        #expect(field.invalidations == 4)
    }

    @Test("AL-74: switches and steppers hug at 750; other views start at 250 and 750")
    func contentPriorities() {
        for view in [UISwitch(frame: .zero), UIStepper(frame: .zero)] as [UIView] {
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultHigh)
            #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh)
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
        let others: [UIView] = [
            UILabel(frame: .zero), UIButton(type: .system), UIImageView(frame: .zero), UISlider(frame: .zero),
            UITextField(frame: .zero), UISegmentedControl(items: ["A"]),
        ]
        for view in others {
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
            #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
    }

    @Test("AL-77: a page control is size(forNumberOfPages:) of its pages; a change of pages invalidates")
    func pageControl() {
        let control = Fixtures.CountingPageControl(frame: .zero)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 39, height: 26), "3 x 16 less the last gap of 9")
        #expect(control.sizeThatFits(.zero) == CGSize(width: 39, height: 26))
        control.numberOfPages = 3
        #expect(control.invalidations == 1)
    }

    @Test("AL-78: activity indicators are 20 or 37 square; a progress view has only a height")
    func indicators() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: none, height: 4))
    }
}
