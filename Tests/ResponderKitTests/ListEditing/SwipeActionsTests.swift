// Swipe actions, as a person uses them (LE-1 … LE-14): a horizontal drag on a row reveals its actions, a tap on an
// action runs it, a full swipe runs the first action, a mostly vertical drag scrolls instead, and a touch elsewhere
// closes the actions without selecting.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Swipe actions")
struct SwipeActionsTests {
    @Test("LE-5: swipe a row left, tap Delete: commit editingStyle arrives, and a vertical drag afterwards scrolls")
    func swipeDeleteThenScroll() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        let buttons = fixture.actionButtons
        #expect(buttons.map(\.accessibilityLabel) == ["Delete"])
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX < 0)
        #expect(cell.showingDeleteConfirmation)

        try fixture.tap(try #require(buttons.first))
        #expect(fixture.rows.lines == ["willBeginEditing 2", "commit delete 2", "didEndEditing nil"])
        #expect(fixture.shownTitles.prefix(3) == ["Row 0", "Row 1", "Row 3"])
        #expect(fixture.actionButtons.isEmpty)

        fixture.sim.advance(by: 1)
        try fixture.sim.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(fixture.table.contentOffset.y > 100)
        #expect(!fixture.rows.lines.contains { $0.hasPrefix("select") })
    }

    @Test("LE-12: a mostly vertical drag on a row scrolls the table and reveals nothing")
    func verticalDragScrolls() throws {
        let fixture = EditingStage()
        fixture.sim.advance(by: 1)
        try fixture.sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(fixture.table.contentOffset.y > 100)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines.isEmpty)
        #expect(fixture.table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test("LE-1, LE-2, LE-15: custom trailing and leading actions show as labelled buttons; a tap runs the handler")
    func customActions() throws {
        let fixture = EditingStage()
        var ran: [String] = []
        fixture.rows.trailing = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("\(action.title ?? "") \(indexPath.row) on \(type(of: view))")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let delete = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        fixture.rows.leading = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Read") { _, _, done in
                    ran.append("Read")
                    done(false)
                }
            ])
        }
        try fixture.swipe(row: 1, from: 300, to: 150)
        let buttons = fixture.actionButtons
        #expect(buttons.map(\.accessibilityLabel) == ["Remove", "Flag"])
        #expect(buttons[0].backgroundColor == .systemRed)
        #expect(buttons[1].backgroundColor == .systemOrange)
        // The first action is nearest the trailing edge.
        #expect(buttons[0].convert(buttons[0].bounds, to: nil).maxX == 320)
        try fixture.tap(buttons[1])
        #expect(ran == ["Flag 1 on UIButton"])
        #expect(fixture.actionButtons.isEmpty)

        try fixture.swipe(row: 4, from: 20, to: 200)
        #expect(fixture.actionButtons.map(\.accessibilityLabel) == ["Read"])
        try fixture.tap(try #require(fixture.actionButtons.first))
        #expect(ran == ["Flag 1 on UIButton", "Read"])
        #expect(fixture.actionButtons.isEmpty)
        #expect(!fixture.rows.lines.contains { $0.hasPrefix("select") })
    }

    @Test("LE-9: a full swipe performs the first action; with performsFirstActionWithFullSwipe false it only opens")
    func fullSwipe() throws {
        let fixture = EditingStage()
        var ran = 0
        var full = true
        fixture.rows.trailing = { _ in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                ran += 1
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [archive])
            #expect(configuration.performsFirstActionWithFullSwipe)
            configuration.performsFirstActionWithFullSwipe = full
            return configuration
        }
        try fixture.swipe(row: 3, from: 310, to: 10)
        #expect(ran == 1)
        #expect(fixture.actionButtons.isEmpty)

        full = false
        try fixture.swipe(row: 3, from: 310, to: 10)
        #expect(ran == 1)
        #expect(fixture.actionButtons.count == 1)
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.frame.minX == -fixture.actionButtons[0].frame.width)
    }

    @Test("LE-14: a tap on another row closes the open actions without selecting; the next tap selects")
    func tapElsewhereCloses() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        #expect(fixture.actionButtons.count == 1)
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(6))
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(6))
        #expect(fixture.rows.lines.last == "select 6")
    }

    @Test("LE-13: swiping a second row closes the first row's actions: one row shows actions at a time")
    func oneRowAtATime() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        try fixture.swipe(row: 5, from: 280, to: 120)
        #expect(fixture.table.subviews.filter { $0 is SwipeActionsView }.count == 1)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
        #expect(try #require(fixture.table.cellForRow(at: IndexPath(row: 5, section: 0))).frame.minX < 0)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2", "willBeginEditing 5"])
    }

    @Test("LE-14: a vertical drag while actions are open closes them and scrolls")
    func scrollCloses() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        fixture.sim.advance(by: 1)
        try fixture.sim.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.table.contentOffset.y > 100)
    }

    @Test("LE-10: a short slow swipe springs back closed; a row with no actions on that side does not move")
    func shortSwipeCloses() throws {
        let fixture = EditingStage()
        fixture.sim.advance(by: 1)
        try fixture.sim.drag(
            from: fixture.rowCentre(2, x: 280), to: fixture.rowCentre(2, x: 255), steps: 10, duration: 1)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
        // No leading actions: a swipe to the right reveals nothing (the touch stays the row's: it selects it).
        try fixture.swipe(row: 2, from: 40, to: 250)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2", "select 2"])
    }
}
