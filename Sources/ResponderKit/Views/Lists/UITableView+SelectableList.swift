// How a table view takes part in the selection logic it shares with collection views (SV-6, SV-7, SV-10): the row
// of a touched view, the delegate's highlight answers and the user's selection sequence.
import Foundation

extension UITableView: SelectableList {
    func selectionIndexPath(containing view: UIView) -> IndexPath? {
        cells.position(containing: view, in: self).map { IndexPath(row: $0.index, section: $0.section) }
    }

    func shouldHighlight(at indexPath: IndexPath) -> Bool {
        // While editing, rows select only when `allowsSelectionDuringEditing` (LE-27).
        if editing.isEditing, !allowsSelectionDuringEditing { return false }
        return tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    /// Whether the user may select several rows now: the editing flag while editing (LE-28).
    var allowsMultipleUserSelection: Bool {
        editing.isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func setUserHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    func performUserSelection(at tapped: IndexPath) {
        if allowsMultipleUserSelection, selectedIndexPaths.contains(tapped) {
            setUserHighlighted(false, at: tapped)
            let redirected = tableDelegate.map { $0.tableView(self, willDeselectRowAt: tapped) } ?? tapped
            guard let target = redirected else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let redirected = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        setUserHighlighted(false, at: tapped)
        guard let target = redirected, cellForRow(at: target) != nil else { return }
        if !allowsMultipleUserSelection {
            for previous in selectedIndexPaths where previous != target {
                let deselected = tableDelegate.map { $0.tableView(self, willDeselectRowAt: previous) } ?? previous
                guard let deselected else { continue }
                deselectRow(at: deselected, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
