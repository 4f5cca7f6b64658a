// The data source and delegate of a `FuzzTableView`: well-behaved rows with hostile edges, each chosen by the row
// so that a script reproduces them.
//
// Invariants (what each row does, by its number r at the time of the call):
// - Swipe actions: a trailing destructive action whose handler calls its completion never (r % 3 == 0), once
//   (r % 3 == 1, deleting the row) or twice (r % 3 == 2); a leading action that removes the table from its window.
// - `moveRowAt` keeps the rows consistent, except for moves from a row with r % 4 == 0, which drops the row from
//   the data (the table must report the inconsistency and reload, not crash).
// - Context menus: none for odd rows (nil configuration); even rows get a menu whose action deletes the row.
import Foundation
import ResponderKit

/// The rows of a random driver table.
@MainActor
final class FuzzTableSource: UITableViewDataSource, UITableViewDelegate {
    /// The rows' labels, in order.
    private(set) var rows: [String]

    init(sceneID: Int) {
        rows = (0..<40).map { "row \($0) of \(sceneID)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row < rows.count ? rows[indexPath.row] : "?"
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, indexPath.row < rows.count else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        guard source.row < rows.count else { return }
        let moved = rows.remove(at: source.row)
        // Hostile: rows with r % 4 == 0 vanish from the data while the table thinks they moved.
        guard source.row % 4 != 0 else { return }
        rows.insert(moved, at: min(destination.row, rows.count))
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let row = indexPath.row
        // Weak: an open row holds its configuration, whose handlers must not hold the table (invariant 8).
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self, weak tableView] _, _, completion in
            switch row % 3 {
            case 0: return
            case 1:
                if let self, let tableView, row < self.rows.count {
                    self.rows.remove(at: row)
                    tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                }
                completion(true)
            default:
                completion(false)
                completion(true)
            }
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let remove = UIContextualAction(style: .normal, title: "Remove table") { [weak tableView] _, _, completion in
            tableView?.removeFromSuperview()
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        guard indexPath.row % 2 == 0 else { return nil }
        let row = indexPath.row
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self, weak tableView] _ in
            UIMenu(children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    guard let self, let tableView, row < self.rows.count else { return }
                    self.rows.remove(at: row)
                    tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                }
            ])
        }
    }
}
