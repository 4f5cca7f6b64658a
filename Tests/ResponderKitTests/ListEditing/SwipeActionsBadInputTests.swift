// Swipe actions given bad input (LE-16 … LE-19): a completion never called or called twice, editing toggled in the
// middle of a swipe, the row deleted while its actions show, and a data source that does not commit.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Swipe actions: bad input")
struct SwipeActionsBadInputTests {
    /// A trailing "Later" action whose handler keeps its completion in `kept` instead of calling it.
    private func keepingCompletion(_ fixture: EditingStage, _ kept: @escaping (@escaping (Bool) -> Void) -> Void) {
        fixture.rows.trailing = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Later") { _, _, completion in kept(completion) }
            ])
        }
    }

    @Test("LE-16: a completion never called leaves the row open until a tap elsewhere closes it, selecting nothing")
    func completionNeverCalled() throws {
        let fixture = EditingStage()
        var completions: [(Bool) -> Void] = []
        keepingCompletion(fixture) { completions.append($0) }
        try fixture.swipe(row: 2, from: 280, to: 120)
        try fixture.tap(try #require(fixture.actionButtons.first))
        #expect(completions.count == 1)
        #expect(fixture.actionButtons.count == 1)
        // A second tap on the waiting action does not run it again.
        try fixture.tap(try #require(fixture.actionButtons.first))
        #expect(completions.count == 1)

        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(8))
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
        // The late completion does nothing more, and the table still works.
        completions[0](true)
        #expect(fixture.rows.lines.count == 2)
        #expect(fixture.warnings.isEmpty)
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(8))
        #expect(fixture.rows.lines.last == "select 8")
    }

    @Test("LE-17: a completion called twice acts once; the second call is logged and ignored")
    func completionCalledTwice() throws {
        let fixture = EditingStage()
        var completions: [(Bool) -> Void] = []
        keepingCompletion(fixture) { completions.append($0) }
        try fixture.swipe(row: 2, from: 280, to: 120)
        try fixture.tap(try #require(fixture.actionButtons.first))
        let completion = try #require(completions.first)
        completion(true)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(fixture.warnings.isEmpty)
        completion(false)
        #expect(fixture.rows.lines.count == 2)
        #expect(fixture.warnings.count == 1)
        #expect(fixture.warnings.first?.contains("more than once") == true)
    }

    @Test("LE-18: editing turned on in the middle of a swipe closes the row; the rest of the drag reveals nothing")
    func editingMidSwipe() throws {
        let fixture = EditingStage()
        fixture.sim.advance(by: 1)
        let touch = try fixture.sim.touchDown(at: fixture.rowCentre(2, x: 280))
        for step in 1...5 {
            fixture.sim.advance(by: 0.02)
            try fixture.sim.touchMove(touch, to: fixture.rowCentre(2, x: 280 - CGFloat(step) * 20))
        }
        #expect(fixture.actionButtons.count == 1)
        fixture.table.setEditing(true, animated: true)
        #expect(fixture.actionButtons.isEmpty)
        for step in 6...10 {
            fixture.sim.advance(by: 0.02)
            try fixture.sim.touchMove(touch, to: fixture.rowCentre(2, x: 280 - CGFloat(step) * 20))
        }
        try fixture.sim.touchUp(touch)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
        // The table still takes touches: leaving editing, a swipe opens the row again.
        fixture.table.setEditing(false, animated: false)
        try fixture.swipe(row: 2, from: 280, to: 120)
        #expect(fixture.actionButtons.count == 1)
    }

    @Test("LE-19: deleting the row in code while its actions show closes them; didEndEditing gets nil")
    func rowDeletedWhileOpen() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        #expect(fixture.actionButtons.count == 1)
        fixture.rows.items.remove(at: 2)
        fixture.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing nil"])
        #expect(fixture.shownTitles.prefix(3) == ["Row 0", "Row 1", "Row 3"])
        #expect(fixture.table.subviews.allSatisfy { !($0 is SwipeActionsView) })
    }

    @Test("LE-38: a data source without commit editingStyle: Delete logs once, keeps the row and is offered no more")
    func dataSourceWithoutCommit() throws {
        let plain = PlainRows()
        let fixture = EditingStage()
        fixture.table.dataSource = plain
        fixture.table.layoutIfNeeded()
        try fixture.swipe(row: 1, from: 280, to: 120)
        try fixture.tap(try #require(fixture.actionButtons.first))
        #expect(fixture.warnings.count == 1)
        #expect(fixture.warnings.first?.contains("tableView(_:commit:forRowAt:)") == true)
        #expect(fixture.table.numberOfRows(inSection: 0) == 10)
        #expect(fixture.actionButtons.isEmpty)
        try fixture.swipe(row: 1, from: 280, to: 120)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.warnings.count == 1)
        withExtendedLifetime(plain) {}
    }
}

/// Ten rows and nothing else: no commit, no move.
@MainActor
final class PlainRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
