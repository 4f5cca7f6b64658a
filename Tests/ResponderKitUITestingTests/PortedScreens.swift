// Screens equivalent to those of the public XCUITest suites ported in PortedTests.swift: a configurable sign-in
// form (optionally in a scroll view), a catalog table whose rows present alerts, and a sample screen of a button
// with an alert, a secure field, a slider and a switch.
import Foundation
import ResponderKit

/// One text field of a form.
struct FormField {
    var placeholder: String
    var identifier: String?
    var secure = false
}

/// A form of text fields and a submit button that logs "submit: <field texts joined by |>".
@MainActor
final class FormViewController: LoggingViewController {
    let fields: [FormField]
    let buttonTitle: String
    let buttonIdentifier: String?
    let inScrollView: Bool

    init(
        log: ScreenLog, fields: [FormField], button: String, buttonIdentifier: String? = nil, inScrollView: Bool = false
    ) {
        self.fields = fields
        buttonTitle = button
        self.buttonIdentifier = buttonIdentifier
        self.inScrollView = inScrollView
        super.init(log: log)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let container: UIView
        if inScrollView {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 800)
            view.addSubview(scroll)
            container = scroll
        } else {
            container = view
        }
        var textFields: [UITextField] = []
        for (index, field) in fields.enumerated() {
            let textField = UITextField(frame: CGRect(x: 20, y: 60 + CGFloat(index) * 50, width: 280, height: 40))
            textField.placeholder = field.placeholder
            textField.accessibilityIdentifier = field.identifier
            textField.isSecureTextEntry = field.secure
            container.addSubview(textField)
            textFields.append(textField)
        }
        let button = UIButton(frame: CGRect(x: 20, y: 60 + CGFloat(fields.count) * 50 + 10, width: 280, height: 44))
        button.setTitle(buttonTitle, for: .normal)
        button.accessibilityIdentifier = buttonIdentifier
        button.addAction(
            UIAction { [log] _ in log.append("submit: " + textFields.map { $0.text ?? "" }.joined(separator: "|")) },
            for: .touchUpInside)
        container.addSubview(button)
    }
}

/// A table whose rows present alerts, as UIKitCatalog's alert controller screen does.
@MainActor
final class CatalogViewController: RowsViewController {
    init(log: ScreenLog) {
        super.init(log: log, rows: ["Confirm / Cancel", "Destructive"])
    }

    required init?(coder: NSCoder) { nil }

    override func didSelect(row: Int) {
        table.deselectRow(at: IndexPath(row: row, section: 0), animated: false)
        let choices = row == 1 ? ["Safe Choice", "Destructive Choice"] : ["Cancel", "Confirm"]
        presentLoggedAlert(
            title: rows[row], message: nil, actions: choices.map { ($0, .default) }, prefix: "chose")
    }
}

/// A button that shows an alert "RK" with OK, a secure field, a slider and a switch, with the sample's identifiers.
@MainActor
final class SampleViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
        button.setTitle("Press", for: .normal)
        button.accessibilityIdentifier = "button123"
        button.addAction(
            UIAction { [unowned self] _ in
                presentLoggedAlert(title: "RK", message: "Pressed", actions: [("OK", .default)], prefix: "alert")
            }, for: .touchUpInside)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
        field.isSecureTextEntry = true
        field.accessibilityIdentifier = "textfield123"
        let slider = UISlider(frame: CGRect(x: 20, y: 160, width: 280, height: 40))
        slider.accessibilityIdentifier = "slider123"
        let toggle = UISwitch(frame: CGRect(x: 20, y: 220, width: 51, height: 31))
        toggle.accessibilityIdentifier = "switch123"
        toggle.addAction(
            UIAction { [log, unowned toggle] _ in log.append("switch: \(toggle.isOn)") }, for: .valueChanged)
        for subview in [button, field, slider, toggle] as [UIView] { view.addSubview(subview) }
    }
}
