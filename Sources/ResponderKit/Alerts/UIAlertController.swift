// A view controller that shows a title, a message, text fields and action buttons over a dimmed window, as UIKit's
// alert controller does. Present it with `present(_:animated:completion:)`: a `.custom` presentation whose view
// (an `AlertView`) fills the window and takes every touch (PR-16); a real tap on an enabled action's button
// dismisses it and, when the dismissal ends, runs the action's handler with the action.
//
// Invariants:
// - `actions` are in the order added; at most one has the `.cancel` style (a second one is refused).
// - `textFields` are only ever added to an `.alert` (an action sheet refuses them).
// - Once the view is loaded it holds one button per action and every text field.
import Foundation

/// A controller that shows an alert or an action sheet, as in UIKit.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style: Int, Sendable {
        /// A sheet of actions at the bottom of the window.
        case actionSheet = 0
        /// A box in the middle of the window.
        case alert = 1
    }

    /// How the alert is shown; `.alert` unless given at creation.
    public private(set) var preferredStyle: Style = .alert

    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []

    /// The text fields, in the order added (empty when there are none).
    public private(set) var textFields: [UITextField]? = []

    /// The action emphasized, as in UIKit: shown bold, instead of the cancel action. Setting an action that was not
    /// added is ignored (UIKit raises).
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            guard newValue.map({ action in actions.contains { $0 === action } }) ?? true else { return }
            storedPreferredAction = newValue
            updateEmphasis()
        }
    }

    private var storedPreferredAction: UIAlertAction?
    /// The alert's own transitioning delegate (the property is weak), as UIKit's alert controller is its own.
    private let alertTransitioning = AlertTransitioning()

    /// The message shown under the title.
    open var message: String? {
        didSet { updateTexts() }
    }

    /// The title shown at the top of the box.
    open override var title: String? {
        didSet { updateTexts() }
    }

    /// Creates an alert controller of the given style with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Creates an empty `.alert`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        // As in UIKit: a `.custom` presentation with the alert's own presentation controller (PR-16).
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// Makes the backdrop-and-boxes view.
    open override func loadView() {
        let alertView = AlertView(frame: .zero)
        view = alertView
        alertView.style = preferredStyle
        for field in textFields ?? [] { alertView.addField(field) }
        for action in actions { alertView.addButton(makeButton(for: action)) }
        updateTexts()
        updateEmphasis()
    }

    /// Adds an action. A second `.cancel` action is refused (UIKit raises; see DeviationsFromTheSpec).
    open func addAction(_ action: UIAlertAction) {
        guard !actions.contains(where: { $0 === action }) else { return }
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
        actions.append(action)
        alertView?.addButton(makeButton(for: action))
        updateEmphasis()
    }

    /// Adds a text field to an `.alert` and passes it to `configurationHandler` at once. An action sheet refuses
    /// text fields (UIKit raises; see DeviationsFromTheSpec).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField(frame: .zero)
        textFields?.append(field)
        configurationHandler?(field)
        alertView?.addField(field)
    }

    /// Makes the first text field first responder when the alert appears, as UIKit does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = textFields?.first?.becomeFirstResponder()
    }

    /// Dismisses the alert (when it is presented) and then runs the action's handler; a disabled action does
    /// nothing.
    final func perform(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        if let presentingViewController {
            presentingViewController.dismiss(animated: true) { action.runHandler() }
        } else {
            action.runHandler()
        }
    }

    private func makeButton(for action: UIAlertAction) -> AlertActionButton {
        let button = AlertActionButton(action: action)
        button.controller = self
        return button
    }

    private func updateTexts() {
        guard let alertView else { return }
        alertView.titleLabel.text = title
        alertView.messageLabel.text = message
        alertView.setNeedsLayout()
    }

    private func updateEmphasis() {
        guard let alertView else { return }
        let emphasized = storedPreferredAction ?? actions.first { $0.style == .cancel }
        for button in alertView.buttons { button.setEmphasized(button.alertAction === emphasized) }
    }
}
