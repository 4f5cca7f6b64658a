// How a table view takes part in the selection logic it shares with collection views (SV-6, SV-7, SV-10): the row
// of a touched view, the delegate's highlight answers and the user's selection sequence.
import Foundation

extension UITableView: SelectableList {
    func selectionIndexPath(containing view: UIView) -> IndexPath? {
        cells.position(containing: view, in: self).map { IndexPath(row: $0.index, section: $0.section) }
    }

    func shouldHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
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
        if allowsMultipleSelection, selectedIndexPaths.contains(tapped) {
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
        if !allowsMultipleSelection {
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
