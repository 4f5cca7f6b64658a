// The screens the UI tests drive, built as an app would build them: a login form, a list of 50 rows, an alert and
// a sheet, a controls screen, and a screen of buttons that cannot be hit (covered, disabled, in an
// interaction-disabled parent). Every interactive view logs what it does to a shared `ScreenLog`.
import Foundation
import ResponderKit

/// A login form: email and password fields, a Log in button, a status label; "Log in" checks the fields.
@MainActor
final class LoginViewController: LoggingViewController {
    let email = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
    let password = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 40))
    let login = UIButton(frame: CGRect(x: 20, y: 210, width: 280, height: 44))
    let status = UILabel(frame: CGRect(x: 20, y: 270, width: 280, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel(frame: CGRect(x: 20, y: 50, width: 280, height: 30))
        title.text = "Welcome back"
        email.placeholder = "Email"
        email.accessibilityIdentifier = "email"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.accessibilityIdentifier = "password"
        login.setTitle("Log in", for: .normal)
        login.accessibilityIdentifier = "login"
        login.backgroundColor = .systemBlue
        status.accessibilityIdentifier = "status"
        login.addAction(
            UIAction { [unowned self] _ in
                let ok = email.text == "ann@example.com" && password.text == "secret"
                status.text = ok ? "Welcome, Ann" : "Wrong email or password"
                log.append("login: \(ok)")
                view.endEditing(true)
            }, for: .touchUpInside)
        for subview in [title, email, password, login, status] { view.addSubview(subview) }
    }
}

/// A table of 50 rows (or `rows`) "Row 0" … "Row 49", each cell identified "row-N"; selecting a row logs it.
@MainActor
final class ListViewController: RowsViewController {
    init(log: ScreenLog, rows: Int = 50) {
        super.init(log: log, rows: (0..<rows).map { "Row \($0)" })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.accessibilityIdentifier = "list"
    }

    override func configure(_ cell: UITableViewCell, row: Int) {
        cell.accessibilityIdentifier = "row-\(row)"
    }

    override func didSelect(row: Int) {
        log.append("selected: Row \(row)")
    }
}

/// Buttons that present an alert (Cancel / Delete) and an action sheet (Share / Cancel).
@MainActor
final class AlertViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let delete = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        delete.setTitle("Delete all", for: .normal)
        delete.addAction(UIAction { [unowned self] _ in presentAlert() }, for: .touchUpInside)
        let share = UIButton(frame: CGRect(x: 20, y: 160, width: 200, height: 44))
        share.setTitle("Share", for: .normal)
        share.addAction(UIAction { [unowned self] _ in presentSheet() }, for: .touchUpInside)
        view.addSubview(delete)
        view.addSubview(share)
    }

    private func presentAlert() {
        presentLoggedAlert(
            title: "Delete everything?", message: "This cannot be undone.",
            actions: [("Cancel", .cancel), ("Delete", .destructive)], prefix: "alert")
    }

    private func presentSheet() {
        presentLoggedAlert(
            title: "Share to", message: nil, style: .actionSheet, actions: [("Mail", .default), ("Cancel", .cancel)],
            prefix: "sheet")
    }
}

/// A slider, a switch, a stepper and a segmented control, each logging its value changes.
@MainActor
final class ControlsViewController: LoggingViewController {
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
    let toggle = UISwitch(frame: CGRect(x: 20, y: 160, width: 51, height: 31))
    let stepper = UIStepper(frame: CGRect(x: 20, y: 210, width: 94, height: 32))
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])

    override func viewDidLoad() {
        super.viewDidLoad()
        slider.accessibilityIdentifier = "volume"
        toggle.accessibilityIdentifier = "wifi"
        stepper.accessibilityIdentifier = "count"
        segments.accessibilityIdentifier = "range"
        segments.frame = CGRect(x: 20, y: 260, width: 280, height: 32)
        slider.addAction(UIAction { [unowned self] _ in log.append("slider: \(slider.value)") }, for: .valueChanged)
        toggle.addAction(UIAction { [unowned self] _ in log.append("switch: \(toggle.isOn)") }, for: .valueChanged)
        stepper.addAction(UIAction { [unowned self] _ in log.append("stepper: \(stepper.value)") }, for: .valueChanged)
        segments.addAction(
            UIAction { [unowned self] _ in log.append("segment: \(segments.selectedSegmentIndex)") }, for: .valueChanged
        )
        for control in [slider, toggle, stepper, segments] as [UIView] { view.addSubview(control) }
    }
}

/// Three buttons that cannot be tapped: one covered by a clear overlay, one disabled, one inside a container with
/// user interaction off; and one that works, to prove taps arrive.
@MainActor
final class BlockedViewController: LoggingViewController {
    private func button(_ title: String, y: CGFloat, in parent: UIView) -> UIButton {
        let button = UIButton(frame: CGRect(x: 20, y: y, width: 200, height: 44))
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = title.lowercased()
        button.addAction(UIAction { [log] _ in log.append("tap: \(title)") }, for: .touchUpInside)
        parent.addSubview(button)
        return button
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = button("Working", y: 40, in: view)
        _ = button("Covered", y: 100, in: view)
        let overlay = UIView(frame: CGRect(x: 0, y: 90, width: 320, height: 64))
        overlay.accessibilityIdentifier = "overlay"
        view.addSubview(overlay)
        button("Disabled", y: 170, in: view).isEnabled = false
        let container = UIView(frame: CGRect(x: 0, y: 230, width: 320, height: 64))
        container.accessibilityIdentifier = "frozen"
        container.isUserInteractionEnabled = false
        view.addSubview(container)
        _ = button("Frozen", y: 10, in: container)
    }
}
