// The bases of the test screens: a controller that logs to a `ScreenLog` and presents alerts whose actions log the
// choice, and a controller of one plain table of text rows filling its view. Shared so every screen builds its
// alerts and tables the same way (UIKit's public API only, as an app would).
import Foundation
import ResponderKit

/// What the screens did, in order.
@MainActor
final class ScreenLog {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// A view controller that logs what its views do to `log`.
@MainActor
class LoggingViewController: UIViewController {
    let log: ScreenLog

    init(log: ScreenLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Presents an alert controller of `style` whose actions, in order, log "`prefix`: <title>" when chosen.
    func presentLoggedAlert(
        title: String?, message: String?, style: UIAlertController.Style = .alert,
        actions: [(String, UIAlertAction.Style)], prefix: String
    ) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for (choice, actionStyle) in actions {
            alert.addAction(
                UIAlertAction(title: choice, style: actionStyle) { [log] _ in log.append("\(prefix): \(choice)") })
        }
        present(alert, animated: true)
    }
}

/// A plain table of `rows` (one text cell each) filling the view; subclasses choose what a selection does.
@MainActor
class RowsViewController: LoggingViewController, UITableViewDataSource, UITableViewDelegate {
    let rows: [String]
    let table = UITableView(frame: .zero, style: .plain)

    init(log: ScreenLog, rows: [String]) {
        self.rows = rows
        super.init(log: log)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        configure(cell, row: indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(row: indexPath.row)
    }

    /// Sets up the cell of `row` beyond its text; nothing by default.
    func configure(_ cell: UITableViewCell, row: Int) {}

    /// Handles a tap on `row`; nothing by default.
    func didSelect(row: Int) {}
}
