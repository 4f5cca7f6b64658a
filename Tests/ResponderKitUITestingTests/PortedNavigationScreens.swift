// More screens for ported XCUITest methods: a counter (a button and the label it updates, an optional text field
// echoed in a label), and navigation stacks (a titled root, a table that pushes a profile, a bar button that pushes
// settings).
import Foundation
import ResponderKit

/// A button that counts its taps into a label; optionally a text field echoed into a second label.
@MainActor
final class CounterViewController: UIViewController {
    let log: ScreenLog
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
        self.log = log
        self.button = button
        self.buttonIdentifier = buttonIdentifier
        self.labelIdentifier = labelIdentifier
        self.format = format
        self.heading = heading
        self.echoesText = echoesText
        super.init(nibName: nil, bundle: nil)
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
final class PeopleViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let people = ["Doctor", "Teacher", "Pilot"]
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar: the safe area excludes it.
        table.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.textLabel?.text = people[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let profile = PageViewController(title: "Profile", texts: [people[indexPath.row]])
        navigationController?.pushViewController(profile, animated: true)
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
final class FeaturesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let log: ScreenLog
    let features = ["Text", "Alert", "Web"]
    let table = UITableView(frame: .zero, style: .plain)

    init(log: ScreenLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "feature")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { features.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "feature", for: indexPath)
        cell.textLabel?.text = features[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard features[indexPath.row] == "Alert" else { return }
        let alert = UIAlertController(title: "Alert", message: "This is a native alert.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [log] _ in log.append("alert: OK") })
        present(alert, animated: true)
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
