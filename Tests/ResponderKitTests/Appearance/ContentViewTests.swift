// The content of labels, image views and buttons (issue 12): stored and observable, and a button keeps its event
// behaviour while its label and image view follow its state.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ContentViewTests {
    @Test("UILabel: UIKit's defaults; text and attributed text describe the same string")
    func labelText() {
        let label = UILabel(frame: .zero)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.attributedText == nil)
        label.text = "Hello"
        label.textColor = .systemRed
        let plain = label.attributedText
        #expect(plain?.string == "Hello")
        #expect(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        label.attributedText = NSAttributedString(
            string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
        #expect(label.text == "Bold")
        #expect(
            label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 12)
        )
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17), "nil restores the default")
        #expect(!label.isUserInteractionEnabled, "HT-11")
    }

    @Test("UIImageView: sized by its image; an image animation with a repeat count stops on the clock")
    func imageViewImages() {
        let stage = ControlFixtures.Stage()
        let image = UIImage(size: CGSize(width: 30, height: 20))
        let imageView = stage.add(UIImageView(image: image, highlightedImage: UIImage()))
        #expect(imageView.frame.size == CGSize(width: 30, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(imageView.highlightedImage != nil)
        imageView.startAnimating()
        #expect(!imageView.isAnimating, "no animation images")
        imageView.animationImages = [UIImage(), UIImage(), UIImage()]
        imageView.animationDuration = 0.5
        imageView.animationRepeatCount = 2
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        stage.sim.advance(by: 0.9)
        #expect(imageView.isAnimating)
        stage.sim.advance(by: 0.1)
        #expect(!imageView.isAnimating)
        imageView.animationRepeatCount = 0
        imageView.startAnimating()
        stage.sim.advance(by: 100)
        #expect(imageView.isAnimating, "a repeat count of 0 runs until stopped")
        imageView.stopAnimating()
        #expect(!imageView.isAnimating)
    }

    @Test("CT-5: a button's label and image view follow its state through a real tap; its actions still fire")
    func buttonContentFollowsState() throws {
        let stage = ControlFixtures.Stage()
        let button = stage.add(UIButton(type: .system))
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        let normal = UIImage(size: CGSize(width: 10, height: 10))
        let pressed = UIImage(size: CGSize(width: 10, height: 10))
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.systemGreen, for: .highlighted)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setBackgroundImage(normal, for: .normal)
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        #expect(button.titleLabel?.text == "Go")
        #expect(button.currentTitleColor == .systemBlue, "a system button's title takes the tint colour")
        #expect(button.imageView?.image === normal)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 160, y: 120))
        #expect(button.isHighlighted)
        #expect(button.titleLabel?.textColor == .systemGreen)
        #expect(button.imageView?.image === pressed)
        #expect(button.currentImage === pressed)
        #expect(button.title(for: .highlighted) == "Go", "falls back to the normal title")
        #expect(button.currentBackgroundImage === normal)
        try stage.sim.touchUp(touch)
        #expect(taps.value == 1)
        #expect(button.imageView?.image === normal)
        #expect(button.titleLabel?.textColor == .systemBlue)

        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
        let custom = UIButton(frame: .zero)
        #expect(custom.currentTitleColor == .white, "a custom button's default title colour")
        custom.isEnabled = false
        custom.setTitleColor(.gray, for: .disabled)
        #expect(custom.titleLabel?.textColor == .gray)
    }
}
