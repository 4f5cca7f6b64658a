// Waiting for elements on the virtual clock: returns at once in real time (UT-55 … UT-57).
//
// Invariants: time moves only forward, from timer deadline to timer deadline (each firing its timers), never past
// `now + timeout`; the wait ends as soon as the condition holds, or at the timeout; a bad timeout (negative, NaN,
// infinite, beyond `maximumVirtualDuration`) is reported and the wait returns false without moving the clock. Every
// step moves the clock by at least timeout / 10,000 (firing every timer due on the way), so a wait checks the
// element at most 10,001 times.
import Foundation
import ResponderKit

extension XCUIElement {
    /// The most clock steps one wait takes (plus the last, to the timeout).
    static let maximumWaitSteps = 10_000

    /// Waits until the element exists, advancing the virtual clock (timers, animations, delayed performs) up to
    /// `timeout` seconds of virtual time; returns at once in real time.
    ///
    /// - Returns: whether the element exists.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        wait(untilExists: true, timeout: timeout, name: "wait for existence of")
    }

    /// Waits until the element no longer exists, advancing the virtual clock up to `timeout` seconds.
    ///
    /// - Returns: whether the element no longer exists.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        wait(untilExists: false, timeout: timeout, name: "wait for non-existence of")
    }

    private func wait(untilExists wanted: Bool, timeout: TimeInterval, name: String) -> Bool {
        let app = owner
        guard validDuration(timeout, "timeout", of: name), app.beginAction(name, on: summary) else { return false }
        defer { app.isActing = false }
        let clock = app.simulator.clock
        let end = clock.now + timeout
        // Each step moves at least a 10,000th of the timeout, so a 60 Hz timer cannot make a long wait slow.
        let least = timeout / Double(XCUIElement.maximumWaitSteps)
        while exists != wanted {
            guard clock.now < end else { return false }
            let next = clock.nextDeadline.map { max($0, clock.now + least) } ?? end
            clock.advance(to: min(next, end))
        }
        return true
    }
}
