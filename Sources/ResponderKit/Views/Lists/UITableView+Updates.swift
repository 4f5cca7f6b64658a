// Row and section updates: inserts, deletes, reloads and moves, alone or batched between `beginUpdates()` and
// `endUpdates()` (or in `performBatchUpdates(_:completion:)`), applied as UIKit applies them (LS-26 … LS-28).
//
// Invariants:
// - Deletes, reloads and the sources of moves name positions before the batch; inserts and the destinations of
//   moves name positions after it. A batch is applied once, when the outermost `endUpdates()` returns.
// - A consistent batch keeps every cell that stays (the same object, so its state and the app's references
//   survive), shifts the selection with its row, asks the data source only for inserted and reloaded rows, and
//   recycles the cells it removes.
// - An inconsistent batch (the data source's new counts are not the old ones plus inserts minus deletes) is reported
//   with UIKit's message and the table reloads instead: UIKit raises an exception there, a headless test keeps going
//   with a table that matches its data source.
import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows animate. Headless every update is applied at once; the value is
    /// accepted for source compatibility.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Starts a batch of updates: the inserts, deletes, reloads and moves until the matching ``endUpdates()``
    /// are applied together.
    public func beginUpdates() {
        updates.depth += 1
    }

    /// Ends a batch started by ``beginUpdates()``; the outermost one applies it.
    public func endUpdates() {
        guard updates.depth > 0 else { return }
        updates.depth -= 1
        if updates.depth == 0 { applyUpdates() }
    }

    /// Runs `updates` as one batch, then calls `completion` with true once it is applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows at `indexPaths` (positions after the update), asking the data source for their cells.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`, keeping its cell.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts whole sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for every row of `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section, keeping its cells.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the open batch, or applies a batch of one.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        reloadDataIfNeeded()
        change(&updates)
        if updates.depth == 0 { applyUpdates() }
    }

    /// Applies the recorded batch (LS-26, LS-27).
    private func applyUpdates() {
        let batch = updates
        updates = TableUpdateBatch()
        guard let dataSource else { return reloadData() }
        let newCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
        let old = cells.sections
        switch batch.plan(oldCounts: old.map(\.count), newCounts: newCounts) {
        case .failure(let inconsistency):
            // UIKit raises NSInternalInconsistencyException with this reason; reloading keeps the table usable.
            let application = window?.application ?? UIApplication.shared
            application.presentationLog("Warning: Invalid update: \(inconsistency.message)")
            reloadData()
        case .success(let plan):
            apply(plan, old: old)
        }
    }

    private func apply(_ plan: [[TableUpdateBatch.Source]], old: [[UITableViewCell]]) {
        var kept = Set<ObjectIdentifier>()
        for sources in plan {
            for case .old(let section, let row) in sources { kept.insert(ObjectIdentifier(old[section][row])) }
        }
        for (section, sectionCells) in old.enumerated() {
            for (row, cell) in sectionCells.enumerated() where !kept.contains(ObjectIdentifier(cell)) {
                endDisplay(of: cell, at: IndexPath(row: row, section: section))
                cell.removeFromSuperview()
                if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
            }
        }
        var selected: [IndexPath] = []
        let wasSelected = Set(selectedIndexPaths)
        cells.sections = []
        for (section, sources) in plan.enumerated() {
            var sectionCells: [UITableViewCell] = []
            for (row, source) in sources.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                switch source {
                case .old(let oldSection, let oldRow):
                    sectionCells.append(old[oldSection][oldRow])
                    if wasSelected.contains(IndexPath(row: oldRow, section: oldSection)) { selected.append(indexPath) }
                case .fresh:
                    // Only this row is asked for, as UIKit does: the cells that stay are not reloaded.
                    let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell()
                    cell.isSelected = false
                    sectionCells.append(cell)
                    addSubview(cell)
                }
            }
            cells.sections.append(sectionCells)
        }
        selectedIndexPaths = selected
        recycleSectionViews()
        loadSectionViews()
        reloadHeights()
        editingRowsChanged()
        setNeedsLayout()
    }
}
