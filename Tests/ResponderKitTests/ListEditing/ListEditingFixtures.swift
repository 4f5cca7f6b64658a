// Shared pieces of the list-editing tests (LE-1 … LE-39): a data source and delegate that log every editing call,
// a stage with a 320 × 480 table of thirty 44-point rows, and helpers that find the views a person would touch.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Thirty rows named "Row 0" … "Row 29" that the user may delete, insert, move and swipe; every call is logged.
@MainActor
final class EditableRows: UITableViewDataSource, UITableViewDelegate {
    var items: [String] = (0..<30).map { "Row \($0)" }
    var lines: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var style: ((IndexPath) -> UITableViewCell.EditingStyle)?
    var canEdit: ((IndexPath) -> Bool)?
    var indents: ((IndexPath) -> Bool)?
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    /// What `moveRowAt` does to the data: the right move by default.
    var move: ((inout [String], IndexPath, IndexPath) -> Void) = { items, from, to in
        items.insert(items.remove(at: from.row), at: to.row)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canEdit?(indexPath) ?? true
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        lines.append("commit \(editingStyle) \(indexPath.row)")
        switch editingStyle {
        case .delete:
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            items.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        lines.append("move \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        move(&items, sourceIndexPath, destinationIndexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { trailing?(indexPath) }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { leading?(indexPath) }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    { style?(indexPath) ?? .delete }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        indents?(indexPath) ?? true
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        lines.append("willBeginEditing \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        lines.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("select \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        lines.append("deselect \(indexPath.row)")
    }
}

/// A stage with a full-window table showing `rows`, and the warnings the application logged.
@MainActor
final class EditingStage {
    let stage = ResponderKitTestSupport.Stage()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let rows: EditableRows
    var warnings: [String] = []

    init(rows: EditableRows = EditableRows()) {
        self.rows = rows
        stage.add(table)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        stage.app.presentationLog = { [weak self] in self?.warnings.append($0) }
    }

    var sim: EventSimulator { stage.sim }

    /// The middle of row `row` in window coordinates (the table fills the window).
    func rowCentre(_ row: Int, x: CGFloat = 160) -> CGPoint {
        let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: x, y: frame.midY), to: nil)
    }

    /// Drags a finger horizontally across row `row` from `startX` to `endX`, a second after the last input.
    func swipe(row: Int, from startX: CGFloat, to endX: CGFloat, steps: Int = 10) throws {
        sim.advance(by: 1)
        try sim.drag(from: rowCentre(row, x: startX), to: rowCentre(row, x: endX), steps: steps, duration: 0.2)
    }

    /// The action buttons showing, nearest the swiped edge first.
    var actionButtons: [UIButton] {
        table.subviews.compactMap { $0 as? SwipeActionsView }.first?.buttons ?? []
    }

    /// Taps the middle of `view`, a second after the last input.
    func tap(_ view: UIView) throws {
        sim.advance(by: 1)
        try sim.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// The titles of the rows the table shows, in order.
    var shownTitles: [String] {
        (0..<table.numberOfRows(inSection: 0)).map {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text ?? "?"
        }
    }
}
