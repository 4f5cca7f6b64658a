// Alerts and action sheets as XCUITest sees them: an alert element labelled with the title, its actions as
// buttons, a real tap on one dismissing it after its transition on the virtual clock (UT-3, UT-55, UT-56).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: alerts and sheets")
struct AlertTests {
    @Test("UT-3: an alert controller's view is an alert labelled with its title; its actions are buttons")
    func alertElement() {
        let (app, log, failures) = launch { AlertViewController(log: $0) }
        #expect(!app.alerts.element.exists)
        app.buttons["Delete all"].tap()
        let alert = app.alerts["Delete everything?"]
        #expect(alert.waitForExistence(timeout: 1))
        #expect(alert.staticTexts["This cannot be undone."].exists)
        #expect(alert.buttons.count == 2)
        alert.buttons["Delete"].tap()
        #expect(alert.waitForNonExistence(timeout: 2))
        #expect(log.lines == ["alert: Delete"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-3: an action sheet is a sheet; Cancel dismisses it")
    func sheetElement() {
        let (app, log, failures) = launch { AlertViewController(log: $0) }
        app.buttons["Share"].tap()
        #expect(app.sheets.element.waitForExistence(timeout: 1))
        #expect(app.alerts.count == 0)
        app.sheets.buttons["Cancel"].tap()
        #expect(app.sheets.element.waitForNonExistence(timeout: 2))
        #expect(log.lines == ["sheet: Cancel"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-31: the screen behind an alert still exists but is not hittable: the alert's backdrop takes the point")
    func behindAlertNotHittable() {
        let (app, log, failures) = launch { AlertViewController(log: $0) }
        app.buttons["Delete all"].tap()
        let behind = app.buttons["Share"]
        #expect(behind.exists)
        #expect(!behind.isHittable)
        behind.tap()
        #expect(failures.failures.map(\.kind) == [.notHittable])
        #expect(log.lines.isEmpty)
        #expect(!app.sheets.element.exists)
    }
}
