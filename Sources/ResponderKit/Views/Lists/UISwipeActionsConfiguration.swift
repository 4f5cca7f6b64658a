// The actions a row shows on one edge when it is swiped (LE-1, LE-9).
//
// Invariant: the actions are in the order given: the first is the one nearest the edge the row was swiped from,
// and the one a full swipe performs.
import Foundation

/// The set of actions to perform when swiping on rows of a table.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge of the swipe.
    public let actions: [UIContextualAction]
    /// Whether a full swipe across the row performs the first action. True by default (LE-9).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with actions (the first nearest the edge of the swipe).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
