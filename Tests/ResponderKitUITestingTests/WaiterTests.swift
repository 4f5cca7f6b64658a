// XCUIWaiter and XCUIPredicateExpectation on the virtual clock: each of XCTWaiter's results, fulfilment counts,
// the predicates an expectation reads, and bad input (UT-140 … UT-147).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: XCTWaiter-style waits on the virtual clock")
struct WaiterTests {
    /// The waiter screen, started: the schedule began `idleTime` before the returned time.
    private func started() -> (XCUIApplication, ScreenLog, FailureLog, TimeInterval) {
        let (app, log, failures) = launch { WaiterViewController(log: $0) }
        app.buttons["Start"].tap()
        return (app, log, failures, app.simulator.clock.now - app.idleTime)
    }

    private func expectation(_ format: String, _ element: XCUIElement) -> XCUIPredicateExpectation {
        XCUIPredicateExpectation(predicate: NSPredicate(format: format), object: element)
    }

    @Test("UT-140: completed as soon as every expectation is fulfilled, the clock at that moment")
    func completed() {
        let (app, _, failures, start) = started()
        let enabled = expectation("isEnabled == true", app.buttons["Save"])
        let done = expectation("label == 'Done'", app.staticTexts["status"])
        let waiter = XCUIWaiter()
        #expect(waiter.wait(for: [done, enabled], timeout: 10) == .completed)
        #expect(abs(app.simulator.clock.now - (start + 4)) < 0.001)
        #expect(waiter.fulfilledExpectations.map(\.object.label) == ["Save", "Done"])
        #expect(enabled.fulfillmentCount == 1 && done.fulfillmentCount == 1)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-141: timedOut after exactly the timeout in virtual time, at once in real time")
    func timedOut() {
        let (app, _, failures, _) = started()
        let before = app.simulator.clock.now
        let began = Date()
        let result = XCUIWaiter.wait(for: [expectation("label == 'Done'", app.staticTexts["status"])], timeout: 1)
        #expect(result == .timedOut)
        #expect(abs(app.simulator.clock.now - (before + 1)) < 0.001)
        #expect(Date().timeIntervalSince(began) < 1)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-142: with enforceOrder, an expectation fulfilled before one listed ahead of it is incorrectOrder")
    func incorrectOrder() {
        let (app, _, failures, start) = started()
        let inOrder = [
            expectation("isEnabled == 1", app.buttons["Save"]),
            expectation("label == 'Done'", app.staticTexts["status"]),
        ]
        #expect(XCUIWaiter().wait(for: inOrder, timeout: 10, enforceOrder: true) == .completed)
        let (later, _, _, laterStart) = started()
        let reversed = [
            expectation("label == 'Done'", later.staticTexts["status"]),
            expectation("isEnabled == 1", later.buttons["Save"]),
        ]
        #expect(XCUIWaiter().wait(for: reversed, timeout: 10, enforceOrder: true) == .incorrectOrder)
        // It ended when Save enabled, out of order, 2 s in; without enforceOrder the same list completes at 4 s.
        #expect(abs(later.simulator.clock.now - (laterStart + 2)) < 0.001)
        #expect(abs(app.simulator.clock.now - (start + 4)) < 0.001)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-143: an inverted expectation fulfilled is invertedFulfillment; never fulfilled, the wait completes")
    func invertedFulfillment() {
        let (app, _, failures, start) = started()
        let blink = expectation("exists == true", app.staticTexts["Blink"])
        blink.isInverted = true
        #expect(XCUIWaiter().wait(for: [blink], timeout: 5) == .invertedFulfillment)
        #expect(abs(app.simulator.clock.now - (start + 1)) < 0.001)
        // Still fulfilled in a later wait, which ends at once.
        #expect(XCUIWaiter().wait(for: [blink], timeout: 5) == .invertedFulfillment)
        #expect(abs(app.simulator.clock.now - (start + 1)) < 0.001)
        let never = expectation("exists == true", app.staticTexts["Never"])
        never.isInverted = true
        let before = app.simulator.clock.now
        #expect(XCUIWaiter().wait(for: [never], timeout: 3) == .completed)
        #expect(abs(app.simulator.clock.now - (before + 3)) < 0.001)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-144: a wait nested in another is interrupted at the outer wait's deadline")
    func interrupted() {
        let (app, log, failures, _) = started()
        let before = app.simulator.clock.now
        let never = expectation("exists == 1", app.staticTexts["Never"])
        let outer = expectation("exists == true", app.buttons["Start"])
        outer.handler = {
            log.append("inner: \(XCUIWaiter().wait(for: [never], timeout: 10))")
            return false
        }
        #expect(XCUIWaiter().wait(for: [outer], timeout: 2) == .timedOut)
        #expect(log.lines == ["start", "inner: interrupted"])
        #expect(abs(app.simulator.clock.now - (before + 2)) < 0.001)
        #expect(outer.fulfillmentCount == 0)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-145: expectedFulfillmentCount counts each time the predicate turns true")
    func fulfillmentCount() {
        let (app, _, failures, start) = started()
        let twice = expectation("exists == true", app.staticTexts["Blink"])
        twice.expectedFulfillmentCount = 2
        #expect(XCUIWaiter().wait(for: [twice], timeout: 10) == .completed)
        #expect(abs(app.simulator.clock.now - (start + 3)) < 0.001)
        #expect(twice.fulfillmentCount == 2)
        let fourTimes = expectation("exists == true", app.staticTexts["Blink"])
        fourTimes.expectedFulfillmentCount = 4
        #expect(XCUIWaiter().wait(for: [fourTimes], timeout: 10) == .timedOut)
        // Visible at 3 s when the wait began (one), again at 5 s (two); it never shows again.
        #expect(fourTimes.fulfillmentCount == 2)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-146: expectations read exists, isHittable, attributes and block predicates; a handler can refuse")
    func predicates() {
        let (app, log, failures, start) = started()
        let hittable = expectation("isHittable == true AND label BEGINSWITH 'Sa'", app.buttons["Save"])
        let block = XCUIPredicateExpectation(
            predicate: NSPredicate { object, _ in (object as? XCUIElement)?.label == "Done" },
            object: app.staticTexts["status"])
        block.handler = {
            log.append("offered")
            return true
        }
        #expect(XCUIWaiter().wait(for: [hittable, block], timeout: 10) == .completed)
        #expect(abs(app.simulator.clock.now - (start + 4)) < 0.001)
        app.buttons["Save"].tap()
        #expect(log.lines == ["start", "offered", "save"])
        // In a query, isHittable is refused with a clear message (a query matches snapshots, not hit-tests).
        let hittableButtons = app.buttons.matching(NSPredicate(format: "isHittable == true"))
        #expect(hittableButtons.count == 0)
        hittableButtons.element.tap()
        #expect(log.lines == ["start", "offered", "save"])
        #expect(failures.messages.last?.contains("'isHittable' is a property of an element") == true)
        #expect(failures.failures.map(\.kind) == [.unsupportedPredicate])
    }

    @Test("UT-147: bad timeouts, repeated or foreign expectations and unsupported predicates fail at once")
    func badInput() {
        let (app, _, failures, _) = started()
        let (other, _, _) = launch { WaiterViewController(log: $0) }
        let before = app.simulator.clock.now
        let done = expectation("label == 'Done'", app.staticTexts["status"])
        #expect(XCUIWaiter().wait(for: [done], timeout: -1) == .interrupted)
        #expect(XCUIWaiter().wait(for: [done], timeout: .nan) == .interrupted)
        #expect(XCUIWaiter().wait(for: [done, done], timeout: 5) == .interrupted)
        #expect(
            XCUIWaiter().wait(for: [done, expectation("exists == 1", other.buttons["Start"])], timeout: 5)
                == .interrupted)
        let zero = expectation("exists == 1", app.buttons["Start"])
        zero.expectedFulfillmentCount = 0
        #expect(XCUIWaiter().wait(for: [zero], timeout: 5) == .interrupted)
        #expect(
            XCUIWaiter().wait(for: [expectation("label SOUNDSLIKE 'x'", app.buttons["Start"])], timeout: 5)
                == .interrupted)
        #expect(XCUIWaiter().wait(for: [], timeout: 5) == .completed)
        #expect(app.simulator.clock.now == before)
        #expect(failures.messages.count == 6)
        #expect(failures.messages[0].contains("timeout -1.0 must be finite"))
        #expect(failures.messages[2].contains("listed more than once"))
        #expect(failures.messages[3].contains("another application"))
        #expect(failures.messages[4].contains("expectedFulfillmentCount 0"))
        #expect(failures.messages[5].hasPrefix("Unsupported predicate 'label SOUNDSLIKE 'x''"))
        // An application that is not running cannot be waited on.
        other.terminate()
        let otherFailures = FailureLog()
        other.failureHandler = { otherFailures.failures.append($0) }
        #expect(
            XCUIWaiter().wait(for: [expectation("exists == 1", other.buttons["Start"])], timeout: 5) == .interrupted)
        #expect(otherFailures.failures.map(\.kind) == [.notRunning])
    }
}
