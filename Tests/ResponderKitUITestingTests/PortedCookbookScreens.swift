// Screens equivalent to the apps of vandadnp/iOS-9-Swift-Programming-Cookbook's "uitesting" chapter, for the
// ported tests in PortedCookbookTests.swift: built in code from each recipe's storyboard and view controller (the
// same labels, titles, values and behaviour; frames fitted to a 320 × 480 window). Taps that the originals only
// perform are logged, so the ports can prove they landed.
import Foundation
import ResponderKit

/// "Automating UI Test Scripts": a "Full Name" field, a "Capitalize" button, and a "Capitalized String" label
/// whose text and accessibility value become the field's text in capitals.
@MainActor
final class CapitalizeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
        field.accessibilityLabel = "Full Name"
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.setTitle("Capitalize", for: .normal)
        button.accessibilityLabel = "Capitalize"
        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 280, height: 30))
        label.text = ""
        label.accessibilityLabel = "Capitalized String"
        button.addAction(
            UIAction { _ in
                guard let text = field.text, !text.isEmpty else { return }
                label.text = text.uppercased()
                label.accessibilityValue = label.text
            }, for: .touchUpInside)
        for subview in [field, button, label] { view.addSubview(subview) }
    }
}

/// "Finding UI Components": two plain views holding buttons, and buttons directly in the main view, two of them
/// disabled. The views carry identifiers, as ResponderKit leaves unnamed plain views out of the tree (UT-2) where
/// XCUITest shows them as `.other`.
@MainActor
final class FindingViewController: LoggingViewController {
    private func button(_ title: String, _ frame: CGRect, enabled: Bool = true) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        button.isEnabled = enabled
        button.addAction(UIAction { [log] _ in log.append(title) }, for: .touchUpInside)
        return button
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "main"
        let top = UIView(frame: CGRect(x: 20, y: 20, width: 240, height: 128))
        top.accessibilityIdentifier = "top"
        top.addSubview(button("Button", CGRect(x: 80, y: 44, width: 80, height: 30)))
        let bottom = UIView(frame: CGRect(x: 40, y: 330, width: 240, height: 128))
        bottom.accessibilityIdentifier = "bottom"
        bottom.addSubview(button("Disabled Button 2", CGRect(x: 58, y: 49, width: 123, height: 30), enabled: false))
        view.addSubview(top)
        view.addSubview(button("Disabled button 1", CGRect(x: 51, y: 290, width: 120, height: 30), enabled: false))
        view.addSubview(button("Enabled Button", CGRect(x: 180, y: 238, width: 106, height: 30)))
        view.addSubview(bottom)
    }
}

/// "Long Pressing on UI Elements": the main view is an accessibility element; a 5-second long press on it presents
/// a "Name" alert with a text field, Cancel and Save; Save makes the field's text the view's accessibility value.
@MainActor
final class LongPressViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.isAccessibilityElement = true
        let hint = UILabel(frame: CGRect(x: 20, y: 200, width: 280, height: 30))
        hint.text = "Tap and hold this view for 5 seconds"
        view.addSubview(hint)
        let press = UILongPressGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .began { handleLongPress() }
        }
        press.minimumPressDuration = 5
        view.addGestureRecognizer(press)
    }

    func handleLongPress() {
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: "Name", message: "What is your name?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .destructive))
        alert.addAction(
            UIAlertAction(title: "Save", style: .destructive) { [unowned self, unowned alert] _ in
                guard let text = alert.textFields?.first?.text, !text.isEmpty else { return }
                view.accessibilityValue = text
            })
        alert.addTextField { $0.placeholder = "Foo Bar" }
        present(alert, animated: true)
    }
}

/// "Swiping on UI Elements": a table of ten items whose data source commits deletes.
@MainActor
final class SwipeDeleteViewController: UITableViewController {
    var items = (0..<10).map { "Item \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// "Tapping on UI Elements": the main view, an element labelled "myView" valued "untapped", becomes "tapped" on a
/// two-finger tap.
@MainActor
final class TwoFingerTapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.isAccessibilityElement = true
        view.accessibilityValue = "untapped"
        view.accessibilityLabel = "myView"
        let tap = UITapGestureRecognizer { [unowned self] _ in handleTap() }
        tap.numberOfTapsRequired = 1
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
    }

    func handleTap() {
        view.accessibilityValue = "tapped"
    }
}

/// "Testing Text Fields, Buttons and Labels": a "Label" label, a "Button" button titled "Hide label" that removes
/// it, and a "MyTextField" field holding "Some text".
@MainActor
final class HideLabelViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Label"
        label.accessibilityLabel = "Label"
        let button = UIButton(frame: CGRect(x: 20, y: 90, width: 120, height: 44))
        button.setTitle("Hide label", for: .normal)
        button.accessibilityLabel = "Button"
        button.addAction(UIAction { [weak label] _ in label?.removeFromSuperview() }, for: .touchUpInside)
        let field = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 40))
        field.text = "Some text"
        field.accessibilityLabel = "MyTextField"
        for subview in [label, button, field] { view.addSubview(subview) }
    }
}

/// "Typing Inside Text Fields": a "myText" field whose delegate resigns it on Return.
@MainActor
final class TypingViewController: UIViewController, UITextFieldDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
        field.accessibilityLabel = "myText"
        field.delegate = self
        view.addSubview(field)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
