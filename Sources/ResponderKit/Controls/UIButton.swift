// A button: highlights while a touch is in its tolerance area and fires on release inside.
//
// Invariants: the title label and image view are subviews that never take touches, so the button itself is the
// hit view (HT-14); a release inside sends `.touchUpInside` and `.primaryActionTriggered` together (CT-5).
// The label and image view always show the current state's title, title colour and image (a state without its
// own falls back to `.normal`'s); titles, colours and images are stored and observable, drawn only by a backend.
// The content views fill the button, so a display list centres the title in it. Its intrinsic size is its title's
// and image's with the content insets (UIButton+IntrinsicSize.swift, AL-69); the title label's font is the 15-point
// system font, UIKit's.
import Foundation

/// A control that executes your custom code in response to user interactions.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The styles of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd
        /// A standard system button without a blurred background (buttons made with a configuration).
        case plain = 6
        /// A close button.
        case close = 7
    }

    /// The style of the button: its look only, so stored for source compatibility and drawn only by a backend.
    /// Every type tracks touches and sends actions the same way.
    public internal(set) var buttonType: ButtonType
    /// The label that shows the title; not interactive, so the button itself is the hit view (HT-14). Its text is
    /// stored for source compatibility and drawn only by a backend.
    public let titleLabel: UILabel?
    /// The view that shows the image; not interactive, so the button itself is the hit view (HT-14).
    public let imageView: UIImageView?
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// The space around the title and image in the intrinsic size; zero by default (then a titled button is 6
    /// points taller above and below, as in UIKit: AL-69). Deprecated in UIKit since iOS 15 (configurations).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    // Configuration state (UIButton+ConfigurationSupport.swift).
    var storedConfiguration: Configuration?
    var needsConfigurationUpdate = false
    var subtitleLabel: UILabel?
    var configurationIndicator: UIActivityIndicatorView?

    /// Runs after `updateConfiguration()` whenever the configuration is updated (a state change,
    /// `setNeedsUpdateConfiguration()`); setting it makes the button update its configuration (UI-2).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a state change replaces the configuration with `configuration.updated(for: self)`; true by default.
    open var automaticallyUpdatesConfiguration = true
    /// Whether the primary action toggles `isSelected` before the actions run; false by default (UI-5).
    open var changesSelectionAsPrimaryAction = false
    /// The menu a long press shows (a tap, with `showsMenuAsPrimaryAction`); setting it turns the context menu
    /// interaction on, and nil turns it off (CM-13).
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    /// A configuration showing ``menu``, or none without one (CM-13).
    open override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// The configuration that describes the button's look and content; nil (the title, image and colours set per
    /// state) by default. Setting it shows its title, subtitle, image and colours at once (UI-1).
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            configurationDidChange(to: newValue)
            noteViewChange()
        }
    }

    /// Requests an update of the configuration: `updateConfiguration()` then the update handler run once, before the
    /// next layout (UI-2). A state change calls it.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: by default, when `automaticallyUpdatesConfiguration` is
    /// true, replaces it with `configuration.updated(for: self)`. Override it to change the configuration with the
    /// state; do not call it (call `setNeedsUpdateConfiguration()`).
    open func updateConfiguration() {
        guard automaticallyUpdatesConfiguration, let storedConfiguration else { return }
        configuration = storedConfiguration.updated(for: self)
    }

    /// Shows the configuration's colours for the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedConfiguration != nil { applyConfiguration() }
    }

    /// Runs a pending configuration update, then lays out the configuration's content (UI-2, UI-3).
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layOutConfigurationContent()
    }

    /// Creates a button of the given style with a zero frame: `init(frame: .zero)` (the subclass's, when it
    /// overrides it), then the type, as in UIKit where this is a convenience initializer.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = UILabel(frame: CGRect(origin: .zero, size: frame.size))
        imageView = UIImageView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentViews()
    }

    /// Creates a button whose primary action (a release inside) runs `primaryAction` (CT-14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a button of the given style (a system button by default) whose primary action runs `primaryAction`
    /// (CT-14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func installContentViews() {
        // Headless there is no text measurement: the content views fill the button and follow its size, and the
        // title is centred in it, where UIKit centres a label sized to fit.
        let content: [UIView?] = [imageView, titleLabel]
        for case let view? in content {
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        titleLabel?.textAlignment = .center
        titleLabel?.font = .systemFont(ofSize: UIButton.titleFontSize)
        updateContent()
    }

    /// The title and image side by side with the content insets (AL-69).
    open override var intrinsicContentSize: CGSize { contentSize }

    /// The intrinsic size, whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// The primary action toggles the selection first when `changesSelectionAsPrimaryAction` is set (UI-5).
    override func primaryActionWillTrigger() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    /// Draws the background (the view's, then the configuration's), darker while highlighted (a translucent shade
    /// over the bounds when there is no background); the title is the title label's.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        let styleBackground = configurationBackgroundColor
        guard isHighlighted else {
            super.appendDisplayItems(to: &builder)
            return builder.fill(bounds, with: styleBackground)
        }
        if let background = styleBackground ?? backgroundColor {
            builder.fill(bounds, DisplayColor(background, opacity: builder.opacity).darkened(by: 0.7))
        } else {
            builder.fill(bounds, DisplayColor(r: 0, g: 0, b: 0, a: 0.15 * builder.opacity))
        }
    }

    // MARK: State

    /// Updates the label and image view when the state changes.
    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// Updates the label and image view when the state changes.
    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Updates the label and image view when the state changes.
    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Shows the current state's title, colour and image in the content views (the configuration's, if any).
    func updateContent() {
        if storedConfiguration != nil { return applyConfiguration() }
        if let attributed = currentAttributedTitle {
            titleLabel?.attributedText = attributed
        } else {
            titleLabel?.text = currentTitle
        }
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        imageView?.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
    }

    /// The value for `state`, falling back to the normal state's.
    private func value<Value>(_ values: [UInt: Value], for state: State) -> Value? {
        values[state.rawValue] ?? values[State.normal.rawValue]
    }

    // MARK: Titles

    /// Sets the title for a state. Titles are stored for source compatibility and drawn only by a backend; they
    /// play no part in event handling.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        noteViewChange()
        updateContent()
    }

    /// The title for a state, falling back to the normal state's (stored for source compatibility and drawn only
    /// by a backend).
    open func title(for state: State) -> String? { value(titles, for: state) }

    /// The title for the current state (stored for source compatibility and drawn only by a backend).
    public var currentTitle: String? { title(for: state) }

    /// Sets the attributed title for a state; it is shown instead of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The attributed title for a state, falling back to the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }

    /// The attributed title shown in the current state, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for a state, falling back to the normal state's, then to the default: the tint colour
    /// for system buttons, white for custom ones.
    open func titleColor(for state: State) -> UIColor? {
        value(titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title colour shown in the current state.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    // MARK: Images

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for a state, falling back to the normal state's.
    open func image(for state: State) -> UIImage? { value(images, for: state) }

    /// The image shown in the current state.
    public var currentImage: UIImage? { image(for: state) }

    /// Sets the symbol configuration the image view draws a symbol image with in `state` (UI-12).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        updateContent()
    }

    /// The symbol configuration for a state, falling back to the normal state's.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(symbolConfigurations, for: state)
    }

    /// The symbol configuration of the current state.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for a state, falling back to the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    /// The background image shown in the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }

    // A button is an element named by its title (AX-1).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, label: currentTitle ?? titleLabel?.text, traits: .button,
            stateTraits: accessibilityStateTraits)
    }
}
