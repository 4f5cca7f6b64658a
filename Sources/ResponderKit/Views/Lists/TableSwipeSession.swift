// The row whose swipe actions show or are being revealed (LE-1 … LE-19): its cell, the side revealed, the actions
// and how far the row has moved.
//
// Invariants: `offset` is the cell's `swipeOffset`: negative reveals the right side, positive the left; the actions
// view is a subview of the table just below the cell while the session lasts.
import Foundation

/// One row's swipe actions.
@MainActor
final class TableSwipeSession {
    /// The swiped row's cell.
    let cell: UITableViewCell
    /// The actions revealed and their buttons.
    let actionsView: SwipeActionsView
    /// The configuration the actions come from.
    let configuration: UISwipeActionsConfiguration
    /// How far the row has moved sideways.
    var offset: CGFloat = 0
    /// The offset when the current pan began.
    var startOffset: CGFloat = 0
    /// Whether the row rests open (the pan ended with the actions showing).
    var isOpen = false
    /// Whether an action's handler ran and its completion has not been called yet.
    var isAwaitingCompletion = false

    init(cell: UITableViewCell, configuration: UISwipeActionsConfiguration, revealsRight: Bool, table: UITableView) {
        self.cell = cell
        self.configuration = configuration
        actionsView = SwipeActionsView(actions: configuration.actions, revealsRight: revealsRight, table: table)
    }

    /// Whether the actions are on the right of the row.
    var revealsRight: Bool { actionsView.revealsRight }
}

/// Calls a swipe action's completion once; later calls are logged and ignored (LE-17).
@MainActor
final class SwipeActionCompletionGate {
    private(set) var isCalled = false

    /// Marks the gate used; false when it already was.
    func pass() -> Bool {
        defer { isCalled = true }
        return !isCalled
    }
}
