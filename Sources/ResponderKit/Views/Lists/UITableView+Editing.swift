// Editing mode (LE-20 … LE-29): every row's cell enters editing with the style, indentation and reorder control the
// data source and delegate give it; the delete control shows the row's delete confirmation, the insert control
// commits an insertion; the data source methods found missing are reported once (LE-38).
//
// Invariants: after a layout pass every cell's `isEditing` equals the table's; entering or leaving editing closes
// open swipe actions and cancels a reorder.
import Foundation

extension UITableView {
    /// Adds the recognizers for swipe actions and reordering; called once, when the table is made.
    func installEditingRecognizers() {
        let swipe = TableSwipeGestureRecognizer(table: self)
        swipe.addTarget(self, action: UITableView.handleRowSwipe)
        let dismiss = TableSwipeDismissGestureRecognizer(table: self)
        let reorder = TableReorderGestureRecognizer(table: self)
        reorder.addTarget(self, action: UITableView.handleReorder)
        editing.swipeRecognizer = swipe
        editing.dismissRecognizer = dismiss
        editing.reorderRecognizer = reorder
        addGestureRecognizer(dismiss)
        addGestureRecognizer(reorder)
        addGestureRecognizer(swipe)
    }

    /// The editing style of a row: none when the data source cannot edit it, else the delegate's (LE-21, LE-22).
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether a row can move: the data source moves rows and lets this one move (LE-30).
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource, !editing.lacks(.move, dataSource) else { return false }
        return dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    /// Sets editing mode and brings every cell along (LE-20, LE-26).
    func applyEditing(_ isEditing: Bool, animated: Bool) {
        closeSwipeActions()
        cancelReorder()
        guard editing.isEditing != isEditing else { return }
        editing.isEditing = isEditing
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() {
                configureEditing(of: cell, at: IndexPath(row: row, section: section), animated: animated)
            }
        }
        setNeedsLayout()
    }

    /// Gives a cell the table's editing state: its style, indentation and reorder control, then `setEditing`.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        if editing.isEditing {
            cell.editingStyle = editingStyle(at: indexPath)
            cell.editingParts.indents =
                tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.showsReorderControl = canMoveRow(at: indexPath)
        }
        cell.setEditing(editing.isEditing, animated: animated)
    }

    /// Brings the cells a reload or an update made into the table's editing state (LE-26).
    func syncCellEditing() {
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() where cell.isEditing != editing.isEditing {
                configureEditing(of: cell, at: IndexPath(row: row, section: section), animated: false)
            }
        }
    }

    /// Rows were reloaded or updated: a swiped or reordered row that is gone ends its session (LE-19, LE-37).
    func editingRowsChanged() {
        swipeRowsChanged()
        reorderRowsChanged()
    }

    /// A tap on a row's editing control: the delete confirmation for `.delete`, a commit for `.insert` (LE-23,
    /// LE-25).
    func editingControlTapped(in cell: UITableViewCell) {
        guard editing.isEditing, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            let trailingIsRight = effectiveUserInterfaceLayoutDirection == .leftToRight
            guard let configuration = swipeConfiguration(at: indexPath, revealingRight: trailingIsRight) else { return }
            closeSwipeActions()
            showSwipeActions(of: cell, at: indexPath, configuration: configuration, revealingRight: trailingIsRight)
        case .none:
            break
        }
    }

    /// Records that `dataSource` does not implement `method` and says so once (LE-38).
    func dataSourceLeftOut(_ method: EditingDataSourceMethod, for dataSource: AnyObject) {
        let key = ObjectIdentifier(dataSource)
        guard editing.leftOut[key, default: []].insert(method).inserted else { return }
        let name: String
        switch method {
        case .commit: name = "tableView(_:commit:forRowAt:); the Delete it showed did nothing"
        case .move: name = "tableView(_:moveRowAt:to:); the row goes back to its place"
        }
        let application = window?.application ?? UIApplication.shared
        application.presentationLog("Warning: the table view's data source does not implement \(name)")
        if method == .move { setNeedsLayout() }
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() where cell.isEditing {
                configureEditing(of: cell, at: IndexPath(row: row, section: section), animated: false)
            }
        }
    }
}
