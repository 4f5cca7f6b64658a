// The "lists" screen (issue 28, list editing): a toolbar with the Edit button over a table of twenty rows whose rows
// swipe (trailing Delete and Flag, leading Read), delete, and move by their reorder control while editing.
//
// Invariants: every line it logs starts with "lists: " and holds no wall-clock time; the toolbar is 44 points tall
// at the top and the table fills the rest with 44-point rows, so the E2E can aim at row N at y = 66 + 44 N.
import Foundation
import ResponderKit

/// The list-editing screen of the demo.
@MainActor
final class DemoListsScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let log: DemoLog
    private var items = (0..<20).map { "Item \($0)" }
    private let toolbar = UIToolbar(frame: .zero)
    private let table = UITableView(frame: .zero, style: .plain)
    private var reportedEditButton = false

    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "lists"
        toolbar.accessibilityIdentifier = "lists toolbar"
        toolbar.backgroundColor = UIColor(white: 0.9, alpha: 1)
        toolbar.items = [
            editButtonItem, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
        table.accessibilityIdentifier = "lists table"
        table.backgroundColor = .white
        table.dataSource = self
        table.delegate = self
        view.addSubview(toolbar)
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        toolbar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
        table.frame = CGRect(x: 0, y: 44, width: bounds.width, height: max(0, bounds.height - 44))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.layoutIfNeeded()
        guard !reportedEditButton else { return }
        reportedEditButton = true
        // The E2E aims at the Edit button from this line: the toolbar lays its items out itself.
        if let button = editButtonView(in: toolbar) {
            let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            log.append("lists: edit button at \(Int(centre.x)),\(Int(centre.y))")
        }
        log.append("lists: ready")
    }

    private func editButtonView(in view: UIView) -> UIView? {
        if view.accessibilityLabel == "Edit", view !== toolbar { return view }
        for subview in view.subviews {
            if let found = editButtonView(in: subview) { return found }
        }
        return nil
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        table.setEditing(editing, animated: animated)
        log.append("lists: editing \(editing ? "on" : "off")")
    }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let shade: CGFloat = indexPath.row % 2 == 0 ? 1 : 0.94
        cell.backgroundColor = UIColor(white: shade, alpha: 1)
        cell.contentView.backgroundColor = cell.backgroundColor
        cell.accessibilityIdentifier = items[indexPath.row]
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        log.append("lists: commit delete row \(indexPath.row) (\(items[indexPath.row]))")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("lists: move row \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.tableView(tableView, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            log.append("lists: action Flag row \(indexPath.row)")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let read = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
            log.append("lists: action Read row \(indexPath.row)")
            done(true)
        }
        read.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [read])
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("lists: swipe began row \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("lists: swipe ended row \(indexPath.map { "\($0.row)" } ?? "gone")")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("lists: selected row \(indexPath.row)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("lists: dragged to y=\(Int(scrollView.contentOffset.y.rounded()))")
    }
}
