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
final class FormViewController: UIViewController {
    let log: ScreenLog
    let fields: [FormField]
    let buttonTitle: String
    let buttonIdentifier: String?
    let inScrollView: Bool

    init(
        log: ScreenLog, fields: [FormField], button: String, buttonIdentifier: String? = nil, inScrollView: Bool = false
    ) {
        self.log = log
        self.fields = fields
        buttonTitle = button
        self.buttonIdentifier = buttonIdentifier
        self.inScrollView = inScrollView
        super.init(nibName: nil, bundle: nil)
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
final class CatalogViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let log: ScreenLog
    let rows = ["Confirm / Cancel", "Destructive"]
    let table = UITableView(frame: .zero, style: .plain)

    init(log: ScreenLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let destructive = indexPath.row == 1
        let alert = UIAlertController(title: rows[indexPath.row], message: nil, preferredStyle: .alert)
        let choices = destructive ? ["Safe Choice", "Destructive Choice"] : ["Cancel", "Confirm"]
        for choice in choices {
            alert.addAction(UIAlertAction(title: choice, style: .default) { [log] _ in log.append("chose: \(choice)") })
        }
        present(alert, animated: true)
    }
}

/// A button that shows an alert "RK" with OK, a secure field, a slider and a switch, with the sample's identifiers.
@MainActor
final class SampleViewController: UIViewController {
    let log: ScreenLog

    init(log: ScreenLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
        button.setTitle("Press", for: .normal)
        button.accessibilityIdentifier = "button123"
        button.addAction(
            UIAction { [unowned self] _ in
                let alert = UIAlertController(title: "RK", message: "Pressed", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { [log] _ in log.append("alert: OK") })
                present(alert, animated: true)
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
