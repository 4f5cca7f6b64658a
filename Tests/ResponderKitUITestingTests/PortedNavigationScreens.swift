// More screens for ported XCUITest methods: a counter (a button and the label it updates, an optional text field
// echoed in a label), and navigation stacks (a titled root, a table that pushes a profile, a bar button that pushes
// settings).
import Foundation
import ResponderKit

/// A button that counts its taps into a label; optionally a text field echoed into a second label.
@MainActor
final class CounterViewController: LoggingViewController {
    let button: String
    let buttonIdentifier: String?
    let labelIdentifier: String?
    let format: (Int) -> String
    let heading: String?
    let echoesText: Bool
    private var count = 0

    init(
        log: ScreenLog, button: String, buttonIdentifier: String? = nil, labelIdentifier: String? = nil,
        heading: String? = nil, echoesText: Bool = false, format: @escaping (Int) -> String = { String($0) }
    ) {
        self.button = button
        self.buttonIdentifier = buttonIdentifier
        self.labelIdentifier = labelIdentifier
        self.format = format
        self.heading = heading
        self.echoesText = echoesText
        super.init(log: log)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let heading {
            let title = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
            title.text = heading
            view.addSubview(title)
        }
        let label = UILabel(frame: CGRect(x: 20, y: 60, width: 280, height: 30))
        label.text = format(0)
        label.accessibilityIdentifier = labelIdentifier
        let tapButton = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        tapButton.setTitle(button, for: .normal)
        tapButton.accessibilityIdentifier = buttonIdentifier
        tapButton.addAction(
            UIAction { [unowned self] _ in
                count += 1
                label.text = format(count)
            }, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(tapButton)
        guard echoesText else { return }
        let echo = UILabel(frame: CGRect(x: 20, y: 210, width: 280, height: 30))
        echo.text = "Text: '' (length: 0)"
        let field = UITextField(frame: CGRect(x: 20, y: 160, width: 280, height: 40))
        field.addAction(
            UIAction { [unowned field] _ in
                let text = field.text ?? ""
                echo.text = "Text: '\(text)' (length: \(text.count))"
            }, for: .editingChanged)
        view.addSubview(field)
        view.addSubview(echo)
    }
}

/// A controller with a title and a view of labels, as a navigation stack's page.
@MainActor
final class PageViewController: UIViewController {
    let texts: [String]

    init(title: String, texts: [String] = []) {
        self.texts = texts
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, text) in texts.enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 120 + CGFloat(index) * 40, width: 280, height: 30))
            label.text = text
            view.addSubview(label)
        }
    }
}

/// A table of people whose rows push a "Profile" page, inside a navigation controller.
@MainActor
final class PeopleViewController: RowsViewController {
    init() {
        super.init(log: ScreenLog(), rows: ["Doctor", "Teacher", "Pilot"])
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar: the safe area excludes it.
        table.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    override func didSelect(row: Int) {
        navigationController?.pushViewController(
            PageViewController(title: "Profile", texts: [rows[row]]), animated: true)
    }
}

/// A "Patches" page whose gear bar button pushes "Settings".
@MainActor
final class PatchesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Patches"
        let gear = UIBarButtonItem(
            title: "Settings", image: nil,
            primaryAction: UIAction { [unowned self] _ in
                navigationController?.pushViewController(
                    PageViewController(title: "Settings", texts: ["Settings"]), animated: true)
            })
        gear.accessibilityIdentifier = "settingsGearButton"
        navigationItem.rightBarButtonItem = gear
    }
}

/// A segmented control (Alpha, Omega) whose selection becomes the navigation title.
@MainActor
final class GreekViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alpha"
        let segments = UISegmentedControl(items: ["Alpha", "Omega"])
        segments.frame = CGRect(x: 20, y: 120, width: 280, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(
            UIAction { [unowned self, unowned segments] _ in
                title = segments.titleForSegment(at: segments.selectedSegmentIndex)
            }, for: .valueChanged)
        view.addSubview(segments)
    }
}

/// A table of features whose "Alert" row presents an alert with OK, logging the choice.
@MainActor
final class FeaturesViewController: RowsViewController {
    init(log: ScreenLog) {
        super.init(log: log, rows: ["Text", "Alert", "Web"])
    }

    required init?(coder: NSCoder) { nil }

    override func didSelect(row: Int) {
        guard rows[row] == "Alert" else { return }
        presentLoggedAlert(
            title: "Alert", message: "This is a native alert.", actions: [("OK", .default)], prefix: "alert")
    }
}

/// A tab bar controller with a "Home" tab and a "Profile" tab whose navigation stack shows a "User" page.
@MainActor
func makeTabs() -> UITabBarController {
    let home = UINavigationController(rootViewController: PageViewController(title: "Home"))
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let profile = UINavigationController(rootViewController: PageViewController(title: "User"))
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [home, profile]
    return tabs
}
