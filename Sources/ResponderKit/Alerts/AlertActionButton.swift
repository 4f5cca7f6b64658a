// The button an alert controller shows for one action: tracks touches as a button does (CT-1 … CT-7) and asks the
// controller to perform the action on a release inside.
import Foundation

/// The tappable view of one alert action.
@MainActor
final class AlertActionButton: UIButton {
    /// The action shown; the alert controller holds it.
    unowned let alertAction: UIAlertAction
    /// The controller that performs the action.
    weak var controller: UIAlertController?

    init(action: UIAlertAction) {
        alertAction = action
        super.init(frame: .zero)
        buttonType = .system
        setTitle(action.title, for: .normal)
        setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
        setTitleColor(.systemGray, for: .disabled)
        action.button = self
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Enabled while the action is: a disabled action's button neither tracks nor acts, and passes its touches on
    /// to the alert's box (CT-7).
    override var isEnabled: Bool {
        get { alertAction.isEnabled && super.isEnabled }
        set { super.isEnabled = newValue }
    }

    /// Shows a change of the action's `isEnabled`.
    func refresh() {
        // Setting the title again shows the current state's title colour.
        setTitle(alertAction.title, for: .normal)
    }

    /// Bold for the preferred action (or, when there is none, the cancel action), as in UIKit.
    func setEmphasized(_ emphasized: Bool) {
        titleLabel?.font =
            emphasized ? .boldSystemFont(ofSize: UIFont.labelFontSize) : .systemFont(ofSize: UIFont.labelFontSize)
    }

    /// A release inside performs the action, after the control events are sent.
    override func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        super.sendActions(for: controlEvents, with: event)
        guard controlEvents.contains(.touchUpInside) else { return }
        controller?.perform(alertAction)
    }
}
