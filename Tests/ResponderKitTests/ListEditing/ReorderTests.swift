// Reordering, as a person does it (LE-30 … LE-38): in editing mode a row shows a reorder control; dragging it moves
// the row with the finger while the others make room, near an edge the table scrolls on the clock, and on release
// the data source hears moveRowAt once with the final index paths.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Reordering")
struct ReorderTests {
    /// An editing fixture, laid out.
    private func editingFixture(_ rows: EditableRows = EditableRows()) -> EditingStage {
        let fixture = EditingStage(rows: rows)
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        return fixture
    }

    /// The reorder control of row `row`.
    private func control(_ fixture: EditingStage, row: Int) throws -> UIView {
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: row, section: 0)))
        return try #require(cell.subviews.first { $0 is TableReorderControl })
    }

    /// Puts a finger on row `row`'s reorder control and moves it to window y `toY` in `steps` moves.
    private func grab(_ fixture: EditingStage, row: Int, toY: CGFloat, steps: Int = 8) throws -> UITouch {
        let grip = try control(fixture, row: row)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        fixture.sim.advance(by: 1)
        let touch = try fixture.sim.touchDown(at: start)
        for step in 1...steps {
            fixture.sim.advance(by: 0.02)
            let y = start.y + (toY - start.y) * CGFloat(step) / CGFloat(steps)
            try fixture.sim.touchMove(touch, to: CGPoint(x: start.x, y: y))
        }
        return touch
    }

    @Test("LE-30: editing rows show a reorder control at the trailing edge in place of the accessory")
    func reorderControlShows() throws {
        let fixture = EditingStage()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.accessoryType = .disclosureIndicator
        #expect(!cell.subviews.contains { $0 is TableReorderControl })
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        let grip = try control(fixture, row: 0)
        #expect(cell.showsReorderControl)
        #expect(grip.frame.maxX == cell.bounds.width)
        #expect(grip.accessibilityLabel == "Reorder")
        #expect(!cell.subviews.contains { $0 is ListAccessoryGlyph })
        #expect(cell.contentView.frame.maxX <= grip.frame.minX)
    }

    @Test("LE-31, LE-32, LE-35: drag row 1 by its control below row 4: others make room, moveRowAt 1 -> 4 once")
    func dragDown() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 1, toY: 66 + 3 * 44 + 2)
        let dragged = try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(dragged.frame.midY - 200) < 1)
        // Rows 2 … 4 moved up one place to make room; row 5 stayed.
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 44)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 132)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY == 220)
        #expect(fixture.rows.lines.isEmpty)
        try fixture.sim.touchUp(touch)
        #expect(fixture.rows.lines == ["move 1 -> 4"])
        #expect(fixture.shownTitles.prefix(6) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        #expect(fixture.table.cellForRow(at: IndexPath(row: 4, section: 0)) === dragged)
        #expect(dragged.frame.minY == 176)
        #expect(fixture.table.contentOffset.y == 0)
        #expect(fixture.warnings.isEmpty)
    }

    @Test("LE-34: drag a row past the bottom edge: the table autoscrolls on the clock and the row lands far below")
    func autoscrollDown() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 2, toY: 475)
        #expect(fixture.table.contentOffset.y == 0)
        fixture.sim.advance(by: 0.5)
        let halfway = fixture.table.contentOffset.y
        #expect(halfway > 100)
        fixture.sim.advance(by: 3)
        let bottom = fixture.table.scrollableRange.max.y
        #expect(fixture.table.contentOffset.y == bottom)
        try fixture.sim.touchUp(touch)
        #expect(fixture.rows.lines == ["move 2 -> 29"])
        #expect(fixture.rows.items.last == "Row 2")
        #expect(fixture.shownTitles == fixture.rows.items)
        // Released: the table stays where it scrolled, and a vertical drag scrolls it back.
        fixture.sim.advance(by: 1)
        try fixture.sim.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(fixture.table.contentOffset.y < bottom - 200)
    }

    @Test("LE-34: dragging towards the top edge of a scrolled table scrolls it back up")
    func autoscrollUp() throws {
        let fixture = editingFixture()
        fixture.table.contentOffset.y = 440
        fixture.table.layoutIfNeeded()
        let touch = try grab(fixture, row: 14, toY: 5)
        fixture.sim.advance(by: 2)
        #expect(fixture.table.contentOffset.y == 0)
        try fixture.sim.touchUp(touch)
        #expect(fixture.rows.lines == ["move 14 -> 0"])
        #expect(fixture.rows.items.first == "Row 14")
    }

    @Test("LE-33: the delegate's targetIndexPathForMoveFromRowAt redirects the drop")
    func targetRedirect() throws {
        let rows = EditableRows()
        rows.target = { _, proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
        let fixture = editingFixture(rows)
        let touch = try grab(fixture, row: 0, toY: 300)
        try fixture.sim.touchUp(touch)
        #expect(rows.lines == ["move 0 -> 2"])
        #expect(fixture.shownTitles.prefix(3) == ["Row 1", "Row 2", "Row 0"])
    }

    @Test("LE-35: a row dropped back where it was: no moveRowAt; a row that cannot move shows no control")
    func noMove() throws {
        let fixture = editingFixture()
        let touch = try grab(fixture, row: 3, toY: 3 * 44 + 22 + 10)
        try fixture.sim.touchUp(touch)
        #expect(fixture.rows.lines.isEmpty)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
        // Not editing: no control, and a drag at the trailing edge scrolls.
        fixture.table.setEditing(false, animated: false)
        fixture.sim.advance(by: 1)
        try fixture.sim.drag(from: CGPoint(x: 301, y: 400), to: CGPoint(x: 301, y: 200))
        #expect(fixture.table.contentOffset.y > 100)
        #expect(fixture.rows.lines.isEmpty)
    }
}
