// Reordering (LE-30 … LE-37): a finger on a row's reorder control drags the row; the row follows the finger, the
// others make room, a finger near the top or bottom edge scrolls the table on the clock, and on release the data
// source hears `moveRowAt` once with the final index paths, after which the table moves the row through its update
// path (so a data source that changed its counts is reported and reloaded, as any inconsistent update is).
//
// Invariants: while a session lasts, the dragged cell is frontmost and every cell's `reorderOffset` places it
// where it shows; ending or cancelling sets every offset back to 0.
import Foundation

extension UITableView {
    /// The distance from the visible area's top or bottom within which a dragged row scrolls the table (**chosen**:
    /// 44 pt).
    static let reorderAutoscrollZone: CGFloat = 44
    /// The autoscroll speed at the very edge, in points per second (**chosen**: 600; slower further in).
    static let reorderAutoscrollSpeed: CGFloat = 600
    /// The interval of autoscroll steps on the clock (60 per second).
    static let reorderAutoscrollStep: TimeInterval = 1.0 / 60

    /// Starts dragging the row whose reorder control holds `view`, if the table is editing (LE-31).
    func beginReorder(from view: UIView, at point: CGPoint) -> Bool {
        guard editing.isEditing, editing.reorder == nil else { return false }
        var current: UIView? = view
        while let candidate = current, !(candidate is TableReorderControl) {
            if candidate === self { return false }
            current = candidate.superview
        }
        guard let cell = current?.superview as? UITableViewCell, let source = indexPath(for: cell),
            cell.editingParts.reorder != nil
        else { return false }
        closeSwipeActions()
        var slots: [TableReorderSession.Slot] = []
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, rowCell) in sectionCells.enumerated() {
                var frame = rowCell.frame
                frame.origin.y -= rowCell.reorderOffset
                slots.append(.init(indexPath: IndexPath(row: row, section: section), frame: frame))
            }
        }
        editing.reorder = TableReorderSession(cell: cell, source: source, grab: point.y - cell.frame.minY, slots: slots)
        bringSubviewToFront(cell)
        return true
    }

    /// Follows the reorder recognizer: moves the row, ends or cancels the drag.
    func handleReorder(_ recognizer: TableReorderGestureRecognizer) {
        guard let session = editing.reorder else { return }
        switch recognizer.state {
        case .began, .changed:
            followReorder(session, fingerY: recognizer.location(in: self).y)
        case .ended:
            finishReorder(session)
        default:
            cancelReorder()
        }
    }

    /// Places the dragged row under the finger, works out its destination and lets the others make room (LE-32,
    /// LE-33); near an edge, schedules autoscroll (LE-34).
    private func followReorder(_ session: TableReorderSession, fingerY: CGFloat) {
        guard let first = session.slots.first, let last = session.slots.last else { return }
        let height = session.cell.frame.height
        let top = min(max(fingerY - session.grab, first.frame.minY), last.frame.maxY - height)
        let centre = top + height / 2
        let others = session.others
        // A row level with the dragged one's centre counts as passed in the direction of the drag.
        let movingUp = centre < session.slots[session.sourceIndex].frame.midY
        let proposedPosition =
            others.firstIndex { movingUp ? $0.frame.midY >= centre : $0.frame.midY > centre } ?? others.count
        let proposed = session.indexPath(insertingAt: proposedPosition, sectionCount: numberOfSections)
        let target =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: session.source, toProposedIndexPath: proposed) ?? proposed
        session.destination = validDestination(target, in: session) ?? session.destination
        let sourceIndex = session.sourceIndex
        let destinationPosition = session.position(of: session.destination)
        for (position, slot) in others.enumerated() {
            var shift: CGFloat = 0
            if destinationPosition > sourceIndex, (sourceIndex..<destinationPosition).contains(position) {
                shift = -height
            } else if destinationPosition < sourceIndex, (destinationPosition..<sourceIndex).contains(position) {
                shift = height
            }
            if let cell = cellForRow(at: slot.indexPath) { setReorderOffset(shift, of: cell, natural: slot.frame) }
        }
        setReorderOffset(
            top - session.slots[sourceIndex].frame.minY, of: session.cell,
            natural: session.slots[sourceIndex].frame)
        scheduleAutoscroll(session, fingerY: fingerY)
    }

    private func setReorderOffset(_ offset: CGFloat, of cell: UITableViewCell, natural: CGRect) {
        cell.reorderOffset = offset
        var frame = cell.frame
        frame.origin.y = natural.minY + offset
        if cell.frame != frame { cell.frame = frame }
    }

    /// `indexPath` if the row can go there, else nil.
    private func validDestination(_ indexPath: IndexPath, in session: TableReorderSession) -> IndexPath? {
        guard (0..<numberOfSections).contains(indexPath.section) else { return nil }
        var count = numberOfRows(inSection: indexPath.section)
        if indexPath.section == session.source.section { count -= 1 }
        return (0...max(0, count)).contains(indexPath.row) ? indexPath : nil
    }

    /// Scrolls the table one step when the finger is near the top or bottom edge, then follows the finger again
    /// (LE-34).
    private func scheduleAutoscroll(_ session: TableReorderSession, fingerY: CGFloat) {
        session.autoscrollTimer?.cancel()
        session.autoscrollTimer = nil
        let zone = UITableView.reorderAutoscrollZone
        let visible = bounds
        let range = scrollableRange
        var speed: CGFloat = 0
        if fingerY > visible.maxY - zone, contentOffset.y < range.max.y {
            speed = UITableView.reorderAutoscrollSpeed * min(1, (fingerY - (visible.maxY - zone)) / zone)
        } else if fingerY < visible.minY + zone, contentOffset.y > range.min.y {
            speed = -UITableView.reorderAutoscrollSpeed * min(1, ((visible.minY + zone) - fingerY) / zone)
        }
        guard speed != 0, let recognizer = editing.reorderRecognizer else { return }
        let clock = window?.application.clock ?? UIApplication.shared.clock
        let step = UITableView.reorderAutoscrollStep
        session.autoscrollTimer = clock.schedule(after: step) { [weak self, weak session] in
            guard let self, let session, self.editing.reorder === session else { return }
            let before = self.contentOffset.y
            let next = min(max(before + speed * CGFloat(step), range.min.y), range.max.y)
            // The finger stays put on the screen, so it moves through the content by the scrolled distance.
            self.contentOffset.y = next
            self.followReorder(session, fingerY: recognizer.location(in: self).y)
        }
    }

    /// The finger lifted: the data source hears `moveRowAt` once, then the row moves (LE-35, LE-36).
    private func finishReorder(_ session: TableReorderSession) {
        endReorderSession(session)
        let source = session.source
        let destination = session.destination
        guard destination != source, let dataSource else { return setNeedsLayout() }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        // A data source that does not move rows (LE-38), or that reloaded the table itself, leaves nothing to move.
        guard !editing.lacks(.move, dataSource), indexPath(for: session.cell) == source else { return setNeedsLayout() }
        moveRow(at: source, to: destination)
    }

    /// Cancels a drag in progress: every row goes back to its place and the data source hears nothing (LE-37).
    func cancelReorder() {
        guard let session = editing.reorder else { return }
        endReorderSession(session)
        setNeedsLayout()
    }

    private func endReorderSession(_ session: TableReorderSession) {
        session.autoscrollTimer?.cancel()
        editing.reorder = nil
        for sectionCells in cells.sections {
            for cell in sectionCells { cell.reorderOffset = 0 }
        }
        placeRows()
    }

    /// A reload or an update removed or moved the dragged row: the drag is cancelled (LE-37).
    func reorderRowsChanged() {
        guard let session = editing.reorder, indexPath(for: session.cell) != session.source else { return }
        cancelReorder()
    }
}
