// Reordering given bad input (LE-36 … LE-38): a moveRowAt that changes the data source's counts, a data source
// without moveRowAt, editing turned off mid-drag, and the dragged row deleted mid-drag.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Reordering: bad input")
struct ReorderBadInputTests {
    private func editingFixture(_ rows: EditableRows = EditableRows()) -> EditingStage {
        let fixture = EditingStage(rows: rows)
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        return fixture
    }

    /// Puts a finger on row `row`'s reorder control and moves it to window y `toY`.
    private func grab(_ fixture: EditingStage, row: Int, toY: CGFloat) throws -> UITouch {
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: row, section: 0)))
        let grip = try #require(cell.subviews.first { $0 is TableReorderControl })
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        fixture.sim.advance(by: 1)
        let touch = try fixture.sim.touchDown(at: start)
        for step in 1...6 {
            fixture.sim.advance(by: 0.02)
            try fixture.sim.touchMove(touch, to: CGPoint(x: start.x, y: start.y + (toY - start.y) * CGFloat(step) / 6))
        }
        return touch
    }

    @Test("LE-36: a moveRowAt that removes a row is reported as UIKit's invalid update and the table reloads")
    func inconsistentMove() throws {
        let rows = EditableRows()
        rows.move = { items, from, _ in items.remove(at: from.row) }
        let fixture = editingFixture(rows)
        let touch = try grab(fixture, row: 1, toY: 250)
        try fixture.sim.touchUp(touch)
        #expect(rows.lines == ["move 1 -> 5"])
        #expect(fixture.warnings.count == 1)
        #expect(fixture.warnings.first?.contains("Invalid update") == true)
        #expect(fixture.table.numberOfRows(inSection: 0) == 29)
        #expect(fixture.shownTitles == rows.items)
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.visibleCells.allSatisfy { $0.isEditing && $0.reorderOffset == 0 })
    }

    @Test("LE-38: a data source without moveRowAt: the dragged row goes back, one warning, no more reorder controls")
    func dataSourceWithoutMove() throws {
        let fixture = EditingStage()
        let plain = PlainRows()
        fixture.table.dataSource = plain
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        let touch = try grab(fixture, row: 0, toY: 200)
        try fixture.sim.touchUp(touch)
        fixture.table.layoutIfNeeded()
        #expect(fixture.warnings.count == 1)
        #expect(fixture.warnings.first?.contains("tableView(_:moveRowAt:to:)") == true)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(fixture.table.visibleCells.allSatisfy { !$0.showsReorderControl })
        withExtendedLifetime(plain) {}
    }

    @Test("LE-37: editing turned off mid-drag puts every row back; moveRowAt never arrives; the table works on")
    func editingOffMidDrag() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 1, toY: 250)
        fixture.table.setEditing(false, animated: false)
        try fixture.sim.touchMove(touch, to: CGPoint(x: 301, y: 300))
        try fixture.sim.touchUp(touch)
        fixture.table.layoutIfNeeded()
        #expect(fixture.rows.lines.isEmpty)
        #expect(
            (0..<6).map { fixture.table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.minY } == [
                0, 44, 88, 132, 176, 220,
            ])
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(3))
        #expect(fixture.rows.lines == ["select 3"])
    }

    @Test("LE-37: the dragged row deleted in code mid-drag cancels the drag; lifting the finger moves nothing")
    func rowDeletedMidDrag() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 1, toY: 250)
        fixture.rows.items.remove(at: 1)
        fixture.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        try fixture.sim.touchUp(touch)
        fixture.table.layoutIfNeeded()
        #expect(fixture.rows.lines.isEmpty)
        #expect(fixture.shownTitles == fixture.rows.items)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(fixture.warnings.isEmpty)
    }

    @Test("LE-37: a reorder drag whose touch the system cancels puts every row back; moveRowAt never arrives")
    func touchCancelledMidDrag() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 2, toY: 400)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY != 88)
        try fixture.sim.touchCancel(touch)
        fixture.sim.advance(by: 1)
        fixture.table.layoutIfNeeded()
        #expect(fixture.rows.lines.isEmpty)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
        #expect(fixture.table.contentOffset.y == 0)
        let again = try grab(fixture, row: 0, toY: 22 + 44 + 10)
        try fixture.sim.touchUp(again)
        #expect(fixture.rows.lines == ["move 0 -> 1"])
    }
}
