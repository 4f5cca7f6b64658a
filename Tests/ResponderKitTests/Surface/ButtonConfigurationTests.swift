// UIButton.Configuration (spec UI-1 … UI-6): what a configured button shows, how big it is, how it updates with
// its state, and that a real tap fires its primary action; UIButton(type:) as a convenience initializer (UI-7).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A code-only button subclass, as apps write it: both designated initializers overridden.
@MainActor
private final class NewsButton: UIButton {
    private(set) var madeWithFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }

    required init?(coder: NSCoder) { nil }

    convenience init(title: String) {
        self.init(type: .system)
        setTitle(title, for: .normal)
    }
}

@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
    @Test("UI-1: a configuration's title is the title label's text, accessibility label and intrinsic width")
    func titleShows() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign in"
        let button = UIButton(configuration: configuration)

        #expect(button.buttonType == .plain)
        #expect(button.titleLabel?.text == "Sign in")
        #expect(button.accessibilityLabel == "Sign in")
        #expect(button.titleLabel?.textColor == .white)
        let title = button.titleLabel?.sizeThatFits(.zero) ?? .zero
        #expect(title.width > 0)
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up), height: 21 + 14))
    }

    @Test("UI-1: attributedTitle and title are one title; a transformer sets the title font")
    func attributedTitleAndTransformer() {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Next")
        #expect(configuration.title == "Next")
        configuration.title = "Done"
        #expect(configuration.attributedTitle.map { String($0.characters) } == "Done")
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 30)
            return outgoing
        }
        let button = UIButton(configuration: configuration)

        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 30))
        #expect(button.titleLabel?.textColor == button.tintColor)
        #expect(button.intrinsicContentSize.height == CGFloat(36 + 14))
    }

    @Test("UI-2: a state change updates the configuration once before the next layout and runs the handler")
    func updateHandlerRuns() throws {
        let stage = Stage()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Follow"
        let button = stage.add(UIButton(configuration: configuration))
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        var seen: [UIControl.State] = []
        button.configurationUpdateHandler = { button in
            seen.append(button.state)
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        stage.window.layoutIfNeeded()
        #expect(seen == [.normal])

        button.isSelected = true
        button.isSelected = false
        button.isSelected = true
        #expect(seen == [.normal])
        stage.window.layoutIfNeeded()
        #expect(seen == [.normal, .selected])
        #expect(button.titleLabel?.text == "Following")
        #expect(button.configuration?.resolvedState == .selected)
    }

    @Test("UI-3: contentInsets, imagePadding and an image give the intrinsic size; insets follow buttonSize")
    func sizeFromInsetsAndImage() {
        var configuration = UIButton.Configuration.tinted()
        configuration.image = UIImage(size: CGSize(width: 20, height: 30))
        configuration.imagePadding = 8
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel?.sizeThatFits(.zero) ?? .zero

        #expect(button.intrinsicContentSize.width == (20 + 8 + title.width + 32).rounded(.up))
        #expect(button.intrinsicContentSize.height == CGFloat(30 + 16))

        var large = UIButton.Configuration.filled()
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets.top = 1
        large.buttonSize = .small
        #expect(large.contentInsets.top == 1)
        large.setDefaultContentInsets()
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test("UI-3: the image sits before the title with the padding; the block is centred in the insets")
    func contentLayout() {
        let stage = Stage()
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 10
        configuration.title = "Play"
        let button = stage.add(UIButton(configuration: configuration))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        stage.window.layoutIfNeeded()
        let image = button.imageView?.frame ?? .zero
        let title = button.titleLabel?.frame ?? .zero

        #expect(title.minX == image.maxX + 10)
        #expect(image.midY == 30)
        #expect(abs((image.minX - 0) - (200 - title.maxX)) < 0.001)
    }

    @Test("UI-4: filled uses the tint (or base colour) behind a white title; plain has no background")
    func styleColours() {
        let stage = Stage()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let filled = stage.add(UIButton(configuration: configuration))
        filled.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        filled.tintColor = .systemGreen
        #expect(filled.configurationBackgroundColor == .systemGreen)
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        configuration.cornerStyle = .capsule
        filled.configuration = configuration
        #expect(filled.configurationBackgroundColor == .systemRed)
        #expect(filled.titleLabel?.textColor == .black)
        #expect(filled.configurationCornerRadius == 20)
        let items = stage.window.displayList().items.filter { $0.color == DisplayColor(UIColor.systemRed, opacity: 1) }
        #expect(items.count == 1)

        let plain = UIButton(configuration: .plain())
        #expect(plain.configurationBackgroundColor == nil)
        plain.isEnabled = false
        plain.configuration = plain.configuration?.updated(for: plain)
        #expect(plain.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test("UI-5: a real tap on a configured button fires its primary action and toggles its selection")
    func tapFiresPrimaryAction() throws {
        let stage = Stage()
        var taps = 0
        var selectedDuringAction: [Bool] = []
        let button = stage.add(
            UIButton(
                configuration: .filled(),
                primaryAction: UIAction { action in
                    taps += 1
                    selectedDuringAction.append((action.sender as? UIButton)?.isSelected ?? false)
                }))
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        button.changesSelectionAsPrimaryAction = true

        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)
        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)

        #expect(taps == 2)
        #expect(selectedDuringAction == [true, false])
    }

    @Test("UI-6: showsActivityIndicator replaces the image with an animating indicator that takes its place")
    func activityIndicator() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign in"
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let before = button.intrinsicContentSize

        button.configuration?.showsActivityIndicator = true
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true)
        #expect(button.intrinsicContentSize.width == before.width + 20 + 8)
        button.configuration?.showsActivityIndicator = false
        #expect(!button.subviews.contains { $0 is UIActivityIndicatorView })
    }

    @Test("UI-7: UIButton(type:) is a convenience initializer that goes through a subclass's init(frame:)")
    func typeInitializerIsConvenience() {
        let button = NewsButton(title: "Read")
        let plain = NewsButton()

        #expect(button.buttonType == .system)
        #expect(button.madeWithFrame)
        #expect(button.titleLabel?.text == "Read")
        #expect(button.titleColor(for: .normal) == button.tintColor)
        #expect(plain.buttonType == .custom && plain.madeWithFrame)
        #expect(UIButton(type: .close).buttonType.rawValue == 7)
        #expect(UIButton(primaryAction: nil).buttonType == .system)
    }
}
