// Xcode 16's `wait(for:toEqual:timeout:)` on the virtual clock (UT-148, UT-149).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: waiting for a property's value")
struct WaitForValueTests {
    @Test("UT-148: wait(for:toEqual:timeout:) advances to the timer that sets the value, and no further")
    func waitsForValue() {
        let (app, log, failures) = launch { WaiterViewController(log: $0) }
        let save = app.buttons["Save"]
        #expect(!save.isEnabled)
        app.buttons["Start"].tap()
        let start = app.simulator.clock.now - app.idleTime
        #expect(save.wait(for: \.isEnabled, toEqual: true, timeout: 5))
        #expect(abs(app.simulator.clock.now - (start + 2)) < 0.001)
        #expect(app.staticTexts["status"].wait(for: \.label, toEqual: "Done", timeout: 5))
        #expect(abs(app.simulator.clock.now - (start + 4)) < 0.001)
        // An element that does not exist yet is waited for without failing: Blink shows again at 5 s.
        #expect(app.staticTexts["Blink"].wait(for: \.exists, toEqual: true, timeout: 5))
        #expect(app.staticTexts["Blink"].wait(for: \.label, toEqual: "Blink", timeout: 5))
        #expect(abs(app.simulator.clock.now - (start + 5)) < 0.001)
        save.tap()
        #expect(log.lines == ["start", "save"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-149: a value never reached returns false after exactly the timeout; bad timeouts fail at once")
    func timesOut() {
        let (app, _, failures) = launch { WaiterViewController(log: $0) }
        let before = app.simulator.clock.now
        #expect(!app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: 3))
        #expect(abs(app.simulator.clock.now - (before + 3)) < 0.001)
        #expect(failures.failures.isEmpty)
        // An element that never exists: false, and the failure of the last read.
        #expect(!app.staticTexts["Never"].wait(for: \.label, toEqual: "x", timeout: 1))
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.hasPrefix("No matches found for") == true)
        let clock = app.simulator.clock.now
        #expect(!app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: -1))
        #expect(!app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: .infinity))
        #expect(app.simulator.clock.now == clock)
        #expect(failures.messages.count == 3)
        #expect(failures.messages.last?.contains("must be finite and not negative") == true)
    }
}
