// The touch-driven highlight and selection shared by table and collection views (SV-6, SV-7, SV-10).
//
// Invariants: at most one pending touch; a highlighted row is unhighlighted exactly once, on touch-up (before
// selection) or on cancellation (with no selection). Selection never happens on touch-down.
import Foundation

/// What a list view supplies to the shared selection logic.
@MainActor
protocol SelectableList: UIScrollView {
    /// The index path of the cell that contains `view`, or nil.
    func selectionIndexPath(containing view: UIView) -> IndexPath?
    /// Whether user selection is allowed at all.
    var allowsSelection: Bool { get }
    /// Asks the delegate whether the row may highlight.
    func shouldHighlight(at indexPath: IndexPath) -> Bool
    /// Highlights or unhighlights the cell and tells the delegate.
    func setUserHighlighted(_ highlighted: Bool, at indexPath: IndexPath)
    /// Runs the selection sequence for a tap on the row, unhighlighting it at the right moment.
    func performUserSelection(at indexPath: IndexPath)
}

/// Tracks the touch that may select a row.
@MainActor
final class ListSelectionTracker {
    private var touch: ObjectIdentifier?
    private var indexPath: IndexPath?
    private(set) var isHighlighted = false

    func began(_ touches: Set<UITouch>, in list: SelectableList) {
        guard touch == nil, list.allowsSelection, let candidate = touches.first, let view = candidate.view,
            let indexPath = list.selectionIndexPath(containing: view)
        else { return }
        touch = ObjectIdentifier(candidate)
        self.indexPath = indexPath
        if list.shouldHighlight(at: indexPath) {
            isHighlighted = true
            list.setUserHighlighted(true, at: indexPath)
        }
    }

    func ended(_ touches: Set<UITouch>, in list: SelectableList) {
        guard let touch, touches.contains(where: { ObjectIdentifier($0) == touch }), let indexPath else { return }
        clear()
        list.performUserSelectionAfterHighlight(at: indexPath, wasHighlighted: isHighlightedThenReset())
    }

    func cancelled(_ touches: Set<UITouch>, in list: SelectableList) {
        guard let touch, touches.contains(where: { ObjectIdentifier($0) == touch }), let indexPath else { return }
        clear()
        if isHighlightedThenReset() { list.setUserHighlighted(false, at: indexPath) }
    }

    private func clear() {
        touch = nil
        indexPath = nil
    }

    private func isHighlightedThenReset() -> Bool {
        defer { isHighlighted = false }
        return isHighlighted
    }
}

extension SelectableList {
    /// Selection after a touch-up: the list's sequence, or nothing when the row never highlighted and may not.
    func performUserSelectionAfterHighlight(at indexPath: IndexPath, wasHighlighted: Bool) {
        guard wasHighlighted || shouldHighlight(at: indexPath) else { return }
        if !wasHighlighted { setUserHighlighted(true, at: indexPath) }
        performUserSelection(at: indexPath)
    }
}
