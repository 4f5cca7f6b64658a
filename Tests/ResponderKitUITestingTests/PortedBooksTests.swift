// An XCUITest test method ported from tomaszmnich/readinglist (books_UITests/books_UITests.swift): tab bars,
// table cells by index, the top navigation bar's button, action sheets by index and by label. Its helper
// `ReadingListApplication` (an XCUIApplication subclass) gives `clickTab` and `topNavBar`, written here as an
// extension.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

extension XCUIApplication {
    /// The original helper's `clickTab`: the tab bar's button at `index`.
    fileprivate func clickTab(_ index: Int) {
        tabBars.buttons.element(boundBy: index).tap()
    }

    /// The original helper's `topNavBar`: the last navigation bar.
    fileprivate var topNavBar: XCUIElement {
        navigationBars.element(boundBy: navigationBars.count - 1)
    }
}

@MainActor
@Suite("UI testing: ported from readinglist")
struct PortedBooksTests {
    @Test("UT-P38: tomaszmnich/readinglist books_UITests/books_UITests.swift testDeleteBook")
    func deleteBook() {
        let shelf = BookShelf()
        let (app, _, failures) = launch { _ in makeReadingList(shelf: shelf) }
        // "Edit Book" chains two animations (the sheet's dismissal, then the form's presentation), longer than
        // idleTime: the idle wait runs until both end, as XCUITest waits for animations (UT-7).
        app.clickTab(0)
        let bookCount = app.tables.element(boundBy: 0).cells.count
        #expect(bookCount == 3)
        app.tables.cells.element(boundBy: 0).tap()
        app.topNavBar.buttons["Edit"].tap()
        app.sheets.buttons.element(boundBy: 1).tap()
        app.tables.staticTexts["Delete"].tap()
        app.sheets.buttons["Delete"].tap()
        // The original's sleep(1), in virtual time.
        #expect(app.navigationBars["To Read"].waitForExistence(timeout: 1))
        #expect(app.tables.cells.count == bookCount - 1)
        #expect(shelf.toRead == ["Dune", "Emma"])
        #expect(failures.failures.isEmpty)
    }
}
