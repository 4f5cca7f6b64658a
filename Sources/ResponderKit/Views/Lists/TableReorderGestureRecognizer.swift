// The drag of a row by its reorder control (LE-31): it begins as soon as a single finger goes down on a reorder
// control of an editing table, so the scroll view's pan, which needs the finger to move first, never takes it.
//
// Invariants: it fails at once for any other touch; once begun it follows the finger until the finger lifts
// (ended) or the touch is cancelled (cancelled).
import Foundation

/// Drags a row by its reorder control.
@MainActor
final class TableReorderGestureRecognizer: UIGestureRecognizer {
    weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
        super.init(target: nil, action: nil)
        name = "row reorder"
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        updateCentroid()
        guard state == .possible, numberOfTouches == 1, let table, let view = touches.first?.view,
            table.beginReorder(from: view, at: location(in: table))
        else {
            if state == .possible { state = .failed }
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        updateCentroid()
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endIfActiveElseFail()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelIfActiveElseFail()
    }
}
