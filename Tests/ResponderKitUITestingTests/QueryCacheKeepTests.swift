// When the kept element tree is reused and when it is dropped: kept while nothing changed (even a getter answering
// from a property ResponderKit cannot see), dropped by actions, input, timers, main-queue work and terminate();
// `cachesElementTree` and `invalidateElementTree()` for the getter case (UT-100, UT-101, UT-103).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: when the element tree is kept and when it is read anew")
struct QueryCacheKeepTests {
    /// The probe screen launched, with its controller.
    private func launchProbe() throws -> (XCUIApplication, ProbeViewController, FailureLog) {
        var shown: ProbeViewController?
        let (app, _, failures) = launch { _ in
            let probe = ProbeViewController()
            shown = probe
            return probe
        }
        return (app, try #require(shown), failures)
    }

    @Test("UT-100: queries only read: they count no change, so the tree they built is kept for the next query")
    func queriesCountNoChange() throws {
        let (app, _, failures) = try launchProbe()
        let count = app.uiApplication.visibleChangeCount
        _ = app.debugDescription
        #expect(app.buttons["button"].exists)
        #expect(app.staticTexts["Hello"].exists)
        #expect(app.otherElements["counter"].label == "Count 0")
        #expect(app.uiApplication.visibleChangeCount == count)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-103: a getter answering from a property the test changed shows after invalidateElementTree()")
    func keptUntilInvalidated() throws {
        let (app, probe, failures) = try launchProbe()
        #expect(app.otherElements["counter"].label == "Count 0")
        probe.counter.count = 5
        // Nothing ResponderKit counts changed: the kept tree still answers (the documented limit of the cache).
        #expect(app.otherElements["counter"].label == "Count 0")
        app.invalidateElementTree()
        #expect(app.otherElements["counter"].label == "Count 5")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-103: with cachesElementTree false, every query reads the views, so such a getter shows at once")
    func cachingOff() throws {
        let (app, probe, failures) = try launchProbe()
        app.cachesElementTree = false
        #expect(app.otherElements["counter"].label == "Count 0")
        probe.counter.count = 5
        #expect(app.otherElements["counter"].label == "Count 5")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: an action drops the tree: a tap whose action changes only a property shows in the next query")
    func actionDropsTree() throws {
        let (app, probe, failures) = try launchProbe()
        probe.button.addAction(UIAction { _ in probe.counter.count += 1 }, for: .touchUpInside)
        #expect(app.otherElements["counter"].label == "Count 0")
        app.buttons["button"].tap()
        #expect(app.otherElements["counter"].label == "Count 1")
        app.buttons["button"].tap()
        #expect(app.otherElements["Count 2"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: input sent straight through the simulator, not through an element, shows in the next query")
    func simulatorInputDropsTree() throws {
        let (app, probe, failures) = try launchProbe()
        probe.button.addAction(UIAction { _ in probe.counter.count += 1 }, for: .touchUpInside)
        #expect(app.otherElements["counter"].label == "Count 0")
        try app.simulator.tap(at: CGPoint(x: 230, y: 25))
        #expect(app.otherElements["counter"].label == "Count 1")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: a timer that fires (by the clock moving, or due at a query) shows in the next query")
    func timersDropTree() throws {
        let (app, probe, failures) = try launchProbe()
        let clock = app.simulator.clock
        _ = clock.schedule(after: 1) { probe.counter.count = 7 }
        #expect(app.otherElements["counter"].label == "Count 0")
        app.simulator.advance(by: 1)
        #expect(app.otherElements["counter"].label == "Count 7")
        _ = clock.schedule(after: 0) { probe.counter.count = 8 }
        #expect(app.otherElements["counter"].label == "Count 8")
        _ = clock.schedule(after: 2) { probe.counter.count = 9 }
        #expect(app.otherElements["Count 9"].waitForExistence(timeout: 3))
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: work the app queued on the main queue shows after runMainQueue()")
    func mainQueueDropsTree() async throws {
        let (app, probe, failures) = try launchProbe()
        #expect(app.otherElements["counter"].label == "Count 0")
        DispatchQueue.main.async { MainActor.assumeIsolated { probe.counter.count = 4 } }
        await app.runMainQueue()
        #expect(app.otherElements["counter"].label == "Count 4")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: terminate() lets the kept tree go, so the screen's controllers and views are released")
    func terminateReleases() {
        weak var released: ProbeViewController?
        let (app, _, failures) = launch { _ in
            let probe = ProbeViewController()
            released = probe
            return probe
        }
        #expect(app.staticTexts["Hello"].exists)
        #expect(released != nil)
        app.terminate()
        #expect(released == nil)
        #expect(!app.staticTexts["Hello"].exists)
        #expect(failures.failures.count == 0)
    }
}
