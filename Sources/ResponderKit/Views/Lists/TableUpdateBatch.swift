// One batch of table updates as the app described it, and its plan: where each row after the batch comes from.
//
// Invariants:
// - Old positions (deletes, reloads, move sources) are checked against the counts before the batch, new ones
//   (inserts, move destinations) against the data source's counts after it; every row after the batch has exactly
//   one source, or the plan fails with UIKit's reason.
// - Rows that stay keep their order; inserted and moved rows take the positions they name, the others fill the
//   remaining positions in order (UIKit's rule).
import Foundation

/// A batch of row and section updates of a table.
struct TableUpdateBatch {
    /// Where a row after the batch comes from.
    enum Source: Equatable {
        /// The cell of this row before the batch.
        case old(section: Int, row: Int)
        /// A cell the data source gives now.
        case fresh
    }

    /// Why a batch cannot be applied, in UIKit's words.
    struct Inconsistency: Error {
        var message: String
    }

    /// How many `beginUpdates()` are open.
    var depth = 0
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// The source of every row after the batch, by section, or the inconsistency.
    func plan(oldCounts: [Int], newCounts: [Int]) -> Result<[[Source]], Inconsistency> {
        let sections: [Int?]
        switch sectionSources(old: oldCounts.count, new: newCounts.count) {
        case .failure(let failure): return .failure(failure)
        case .success(let sources): sections = sources
        }
        for path in deletedRows + reloadedRows + movedRows.map(\.from)
        where !oldCounts.indices.contains(path.section) || path.row < 0 || path.row >= oldCounts[path.section] {
            return .failure(
                Inconsistency(
                    message: "attempt to update row \(path.row) in section \(path.section), "
                        + "which has only \(oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0) rows before the update"
                ))
        }
        var result: [[Source]] = []
        for (section, oldSection) in sections.enumerated() {
            var slots = [Source?](repeating: nil, count: newCounts[section])
            guard let oldSection, !reloadedSections.contains(oldSection) else {
                result.append(Array(repeating: .fresh, count: newCounts[section]))
                continue
            }
            for path in insertedRows where path.section == section {
                guard slots.indices.contains(path.row), slots[path.row] == nil else {
                    return .failure(
                        Inconsistency(
                            message: "attempt to insert row \(path.row) into section \(section), "
                                + "but there are only \(newCounts[section]) rows in section \(section) after the update"
                        ))
                }
                slots[path.row] = .fresh
            }
            for move in movedRows where move.to.section == section {
                guard slots.indices.contains(move.to.row), slots[move.to.row] == nil else {
                    return .failure(
                        Inconsistency(
                            message: "attempt to move row \(move.from.row) to row \(move.to.row) "
                                + "of section \(section), which has \(newCounts[section]) rows after the update"))
                }
                slots[move.to.row] = .old(section: move.from.section, row: move.from.row)
            }
            let leaving = Set(deletedRows.filter { $0.section == oldSection }.map(\.row))
                .union(movedRows.filter { $0.from.section == oldSection }.map(\.from.row))
            let reloaded = Set(reloadedRows.filter { $0.section == oldSection }.map(\.row))
            let staying = (0..<oldCounts[oldSection]).filter { !leaving.contains($0) }
            let open = slots.indices.filter { slots[$0] == nil }
            guard open.count == staying.count else {
                let inserted = insertedRows.filter { $0.section == section }.count
                let movedIn = movedRows.filter { $0.to.section == section }.count
                let movedOut = movedRows.filter { $0.from.section == oldSection }.count
                return .failure(
                    Inconsistency(
                        message: "invalid number of rows in section \(section). The number of "
                            + "rows contained in an existing section after the update (\(newCounts[section])) must be equal "
                            + "to the number of rows contained in that section before the update (\(oldCounts[oldSection])), "
                            + "plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, "
                            + "\(leaving.count - movedOut) deleted) and plus or minus the number of rows moved into or out of "
                            + "that section (\(movedIn) moved in, \(movedOut) moved out)."))
            }
            for (slot, row) in zip(open, staying) {
                slots[slot] = reloaded.contains(row) ? .fresh : .old(section: oldSection, row: row)
            }
            result.append(slots.map { $0 ?? .fresh })
        }
        return .success(result)
    }

    /// For each section after the batch, the section before it that it continues, or nil for a new one.
    private func sectionSources(old: Int, new: Int) -> Result<[Int?], Inconsistency> {
        let deleted = deletedSections.filter { $0 < old }
        guard new == old - deleted.count + insertedSections.filter({ $0 < new }).count else {
            return .failure(
                Inconsistency(
                    message: "invalid number of sections. The number of sections contained in "
                        + "the table view after the update (\(new)) must be equal to the number of sections contained in the "
                        + "table view before the update (\(old)), plus or minus the number of sections inserted or deleted "
                        + "(\(insertedSections.count) inserted, \(deleted.count) deleted)."))
        }
        var slots = [Int??](repeating: nil, count: new)
        for section in insertedSections where section < new { slots[section] = .some(nil) }
        for move in movedSections {
            guard slots.indices.contains(move.to), slots[move.to] == nil, move.from >= 0, move.from < old else {
                return .failure(Inconsistency(message: "attempt to move section \(move.from) to section \(move.to)"))
            }
            slots[move.to] = .some(move.from)
        }
        let moved = Set(movedSections.map(\.from))
        let staying = (0..<old).filter { !deleted.contains($0) && !moved.contains($0) }
        let open = slots.indices.filter { slots[$0] == nil }
        guard open.count == staying.count else {
            return .failure(Inconsistency(message: "the sections inserted, deleted and moved do not add up"))
        }
        for (slot, section) in zip(open, staying) { slots[slot] = .some(section) }
        return .success(slots.map { $0 ?? nil })
    }
}
