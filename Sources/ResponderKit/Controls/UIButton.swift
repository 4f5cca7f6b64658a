// A button: highlights while a touch is in its tolerance area and fires on release inside.
//
// Invariants: the title label and image view are subviews that never take touches, so the button itself is the
// hit view (HT-14); a release inside sends `.touchUpInside` and `.primaryActionTriggered` together (CT-5).
import Foundation

/// A control that executes your custom code in response to user interactions.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The styles of button.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The style of the button: its look only, so stored for source compatibility and drawn only by a backend.
    /// Every type tracks touches and sends actions the same way.
    public let buttonType: ButtonType
    /// The label that shows the title; not interactive, so the button itself is the hit view (HT-14). Its text is
    /// stored for source compatibility and drawn only by a backend.
    public let titleLabel: UILabel?
    /// The view that shows the image; not interactive, so the button itself is the hit view (HT-14).
    public let imageView: UIImageView?
    private var titles: [UInt: String] = [:]

    /// Creates a button of the given style with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        installContentViews()
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
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a button of the given style whose primary action runs `primaryAction` (CT-14).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func installContentViews() {
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    // MARK: Titles

    /// Sets the title for a state. Titles are stored for source compatibility and drawn only by a backend; they
    /// play no part in event handling.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title for a state, falling back to the normal state's (stored for source compatibility and drawn only
    /// by a backend).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the current state (stored for source compatibility and drawn only by a backend).
    public var currentTitle: String? { title(for: state) }

    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }
}
