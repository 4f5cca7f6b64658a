// The list of 50 rows: cells in reading order, by index and identifier, a real tap selecting a row, swipes that
// scroll by real drags so rows further down come into the tree (UT-4, UT-11, UT-13, UT-37).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: a table of 50 rows")
struct ListTests {
    @Test("UT-4: cells appear in reading order, each with its label and identifier; the table is a table")
    func cellsInOrder() {
        let (app, _, _) = launch { ListViewController(log: $0) }
        let table = app.tables["list"]
        #expect(table.exists)
        #expect(table.elementType == .table)
        let count = table.cells.count
        // Cells of rows scrolled out of view may stay loaded: they exist, but are not hittable (UT-31).
        #expect(count > 10 && count <= 50)
        #expect(table.cells.element(boundBy: 0).identifier == "row-0")
        #expect(table.cells.element(boundBy: 3).staticTexts.element.label == "Row 3")
        #expect(app.cells.firstMatch.identifier == "row-0")
        #expect(table.cells.allElementsBoundByIndex.map(\.identifier).prefix(3) == ["row-0", "row-1", "row-2"])
    }

    @Test("UT-30: tapping a cell is a real tap that selects its row")
    func tapSelectsRow() {
        let (app, log, failures) = launch { ListViewController(log: $0) }
        app.cells["row-2"].tap()
        #expect(log.lines == ["selected: Row 2"])
        #expect(app.cells["row-2"].isSelected)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-37: swipeUp scrolls the table by a real drag, bringing later rows into the tree")
    func swipeScrolls() {
        let (app, _, failures) = launch { ListViewController(log: $0) }
        #expect(!app.cells["row-20"].isHittable)
        let table = app.tables.element
        for _ in 0..<6 where !app.cells["row-20"].isHittable {
            table.swipeUp()
        }
        #expect(app.cells["row-20"].isHittable)
        #expect(!app.cells["row-0"].isHittable)
        app.cells["row-20"].tap()
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-37: swipeDown after swipeUp scrolls back; a fast swipe goes further than a slow one")
    func swipeVelocities() {
        let (slowApp, _, _) = launch { ListViewController(log: $0) }
        slowApp.tables.element.swipeUp(velocity: .slow)
        let (fastApp, _, _) = launch { ListViewController(log: $0) }
        fastApp.tables.element.swipeUp(velocity: .fast)
        let slowTop = slowApp.cells["row-0"].frame.minY
        let fastTop = fastApp.cells["row-0"].frame.minY
        #expect(slowTop < 0)
        #expect(fastTop < slowTop)
        fastApp.tables.element.swipeDown(velocity: .fast)
        fastApp.tables.element.swipeDown(velocity: .fast)
        #expect(fastApp.cells["row-0"].isHittable)
    }

    @Test("UT-13: containing keeps the cells with a matching descendant")
    func containingStaticText() {
        let (app, _, _) = launch { ListViewController(log: $0) }
        let cell = app.cells.containing(.staticText, identifier: "Row 4").element
        #expect(cell.identifier == "row-4")
        let predicate = NSPredicate(format: "label == 'Row 1'")
        #expect(app.cells.containing(predicate).count == 1)
    }

    @Test("UT-62: scrollToElement drags the table until a row not yet loaded is hittable, and back up")
    func scrollToElement() {
        let (app, log, failures) = launch { ListViewController(log: $0) }
        let table = app.tables["list"]
        #expect(table.scrollToElement(app.cells["row-42"]))
        #expect(app.cells["row-42"].isHittable)
        app.cells["row-42"].tap()
        #expect(log.lines == ["selected: Row 42"])
        #expect(table.scrollToElement(app.cells["row-3"]))
        #expect(app.cells["row-3"].isHittable)
        #expect(!table.scrollToElement(app.cells["row-99"], maxSwipes: 8))
        #expect(failures.failures.map(\.kind) == [.notHittable])
    }
}
