// The recognizers a table adds for swipe actions (LE-11 … LE-14): a horizontal pan on a row, and a touch-down that
// closes open actions.
//
// Invariants: the pan begins only when the drag is mostly horizontal and the row has actions on the side it
// reveals (or is already open), so the scroll view's pan, which begins only along an axis the table can scroll,
// takes every mostly-vertical drag (LE-12). The dismiss recognizer never prevents another recognizer, so the touch
// that closes the actions can still scroll the table (LE-14).
import Foundation

/// The pan that slides a row to reveal its swipe actions.
@MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    /// Where the first finger went down, in the table's coordinates.
    private(set) var startPoint: CGPoint = .zero

    init(table: UITableView) {
        self.table = table
        super.init(target: nil, action: nil)
        name = "row swipe"
        maximumNumberOfTouches = 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first { startPoint = touch.location(in: table) }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let table, abs(translation.x) > abs(translation.y),
            table.canBeginRowSwipe(at: startPoint, movingRight: translation.x > 0)
        else {
            state = .failed
            return false
        }
        return true
    }
}

/// Closes a row's open swipe actions when a touch goes down anywhere in the table but on the actions (LE-14). It
/// recognizes at once, cancelling the touch in the table's content so the touch selects nothing, and prevents no
/// other recognizer.
@MainActor
final class TableSwipeDismissGestureRecognizer: UIGestureRecognizer {
    weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
        super.init(target: nil, action: nil)
        name = "swipe actions dismiss"
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let table, let swipe = table.editing.swipe,
            let view = touches.first?.view, !view.isDescendant(of: swipe.actionsView)
        else {
            state = .failed
            return
        }
        table.closeSwipeActions()
        state = .recognized
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
