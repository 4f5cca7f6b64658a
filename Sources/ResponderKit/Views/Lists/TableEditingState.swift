// What a table view knows about editing: the mode, the row whose swipe actions are open or moving, the row being
// reordered, the recognizers that drive them, and the data source methods found missing (LE-1 … LE-39).
//
// Invariants: at most one row has swipe actions (`swipe`) and at most one row is being reordered (`reorder`), never
// both at once; the recognizers are added to the table once, when it is made.
import Foundation

/// A data source method whose default implementation ran: the data source does not implement it (LE-38).
enum EditingDataSourceMethod: Hashable {
    case commit, move
}

/// The editing state of one table view.
@MainActor
final class TableEditingState {
    /// Whether the table is in editing mode.
    var isEditing = false
    /// The row whose swipe actions show, or nil.
    var swipe: TableSwipeSession?
    /// The row being dragged by its reorder control, or nil.
    var reorder: TableReorderSession?
    /// The data source methods found missing, by data source.
    var leftOut: [ObjectIdentifier: Set<EditingDataSourceMethod>] = [:]
    /// The pan that reveals swipe actions.
    var swipeRecognizer: TableSwipeGestureRecognizer?
    /// The touch-down recognizer that closes open swipe actions.
    var dismissRecognizer: TableSwipeDismissGestureRecognizer?
    /// The drag of a reorder control.
    var reorderRecognizer: TableReorderGestureRecognizer?

    /// Whether `dataSource` was found not to implement `method`.
    func lacks(_ method: EditingDataSourceMethod, _ dataSource: AnyObject?) -> Bool {
        guard let dataSource else { return true }
        return leftOut[ObjectIdentifier(dataSource)]?.contains(method) ?? false
    }
}
