// The row being dragged by its reorder control (LE-31 … LE-37): where it came from, where it would go, and the
// natural place of every row, from which the others make room.
//
// Invariants: `slots` holds every row's index path and natural frame in table order, taken when the drag began;
// `destination` is always a valid place for the row (the delegate's answer, clamped).
import Foundation

/// A row being reordered.
@MainActor
final class TableReorderSession {
    /// One row's natural place.
    struct Slot {
        var indexPath: IndexPath
        var frame: CGRect
    }

    /// The dragged row's cell.
    let cell: UITableViewCell
    /// Where the row was.
    let source: IndexPath
    /// Where the row would go if the finger lifted now.
    var destination: IndexPath
    /// The distance from the cell's top to the finger when the drag began.
    let grab: CGFloat
    /// Every row's natural place, in table order.
    let slots: [Slot]
    /// The autoscroll step waiting on the clock, or nil.
    var autoscrollTimer: EventTimer?

    init(cell: UITableViewCell, source: IndexPath, grab: CGFloat, slots: [Slot]) {
        self.cell = cell
        self.source = source
        destination = source
        self.grab = grab
        self.slots = slots
    }

    /// The position of `source` in `slots`.
    var sourceIndex: Int { slots.firstIndex { $0.indexPath == source } ?? 0 }

    /// The other rows (every slot but the source's).
    var others: [Slot] { slots.filter { $0.indexPath != source } }

    /// The index path the row takes when it goes before `others[position]` (or after the last row).
    func indexPath(insertingAt position: Int, sectionCount: Int) -> IndexPath {
        let others = self.others
        guard others.indices.contains(position) else {
            let section = max(0, sectionCount - 1)
            return IndexPath(row: others.filter { $0.indexPath.section == section }.count, section: section)
        }
        let section = others[position].indexPath.section
        let before = others[..<position].filter { $0.indexPath.section == section }.count
        return IndexPath(row: before, section: section)
    }

    /// The position in `others` before which a row at `indexPath` goes.
    func position(of indexPath: IndexPath) -> Int {
        var position = 0
        var rowInSection = 0
        for slot in others {
            if slot.indexPath.section > indexPath.section { return position }
            if slot.indexPath.section == indexPath.section {
                if rowInSection == indexPath.row { return position }
                rowInSection += 1
            }
            position += 1
        }
        return position
    }
}
