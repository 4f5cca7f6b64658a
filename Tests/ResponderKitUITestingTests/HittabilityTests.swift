// Elements that cannot be hit, and why: a covered button, one in an interaction-disabled parent, one scrolled off
// screen; a disabled button is hit but does nothing, as in XCUITest (UT-30 … UT-33).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: hittability and its reasons")
struct HittabilityTests {
    @Test("UT-30: a visible, uncovered button is hittable and a tap reaches it")
    func workingButton() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        #expect(app.buttons["Working"].isHittable)
        app.buttons["Working"].tap()
        #expect(log.lines == ["tap: Working"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-31: a covered button is not hittable; tap fails naming the view in front, and sends nothing")
    func coveredButton() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        let covered = app.buttons["Covered"]
        #expect(covered.exists)
        #expect(!covered.isHittable)
        covered.tap()
        #expect(log.lines.isEmpty)
        #expect(failures.failures.map(\.kind) == [.notHittable])
        let message = failures.messages.first ?? ""
        #expect(message.contains("Failed to tap Button, identifier: 'covered', label: 'Covered': not hittable"))
        #expect(message.contains("overlay is in front of it and took the touch first"))
        #expect(message.contains("the point went to overlay"))
        app.buttons["Working"].tap()
        #expect(log.lines == ["tap: Working"])
    }

    @Test("UT-32: a button in a parent with user interaction off is not hittable; the message names the parent")
    func frozenParent() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        let frozen = app.buttons["Frozen"]
        #expect(!frozen.isHittable)
        frozen.tap()
        #expect(log.lines.isEmpty)
        let message = failures.messages.first ?? ""
        #expect(message.contains("its superview frozen has userInteractionEnabled false"))
    }

    @Test("UT-33: a disabled button is hittable and not enabled; a tap reaches it and it does nothing")
    func disabledButton() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        let disabled = app.buttons["Disabled"]
        #expect(!disabled.isEnabled)
        #expect(disabled.isHittable)
        disabled.tap()
        #expect(log.lines.isEmpty)
        #expect(failures.failures.isEmpty)
        #expect(disabled.debugDescription.contains("Disabled"))
    }

    @Test("UT-31: a row scrolled out of the table's bounds exists but is not hittable")
    func offscreenRow() {
        let (app, log, failures) = launch { ListViewController(log: $0) }
        let count = app.cells.count
        let last = app.cells.element(boundBy: count - 1)
        #expect(last.exists)
        if !last.isHittable {
            last.tap()
            #expect(failures.failures.map(\.kind) == [.notHittable])
            #expect(log.lines.isEmpty)
        }
        #expect(app.cells.element(boundBy: 0).isHittable)
    }
}
