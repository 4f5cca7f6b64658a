// Waiting for elements on the virtual clock: returns at once in real time (UT-55 … UT-57).
//
// Invariants: time moves only forward, from timer deadline to timer deadline (each firing its timers), never past
// `now + timeout`; the wait ends as soon as the condition holds, or at the timeout; a bad timeout is reported and
// the wait returns false without moving the clock. A bounded number of steps, so a timer that reschedules itself at
// the same instant cannot hang it.
import Foundation
import ResponderKit

extension XCUIElement {
    /// The most clock steps one wait takes.
    static let maximumWaitSteps = 100_000

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
        guard validDuration(timeout, "timeout", of: name) else { return false }
        let clock = owner.simulator.clock
        let end = clock.now + timeout
        for _ in 0..<XCUIElement.maximumWaitSteps {
            if exists == wanted { return true }
            guard clock.now < end else { return false }
            let next = clock.nextDeadline.map { min(max($0, clock.now), end) } ?? end
            clock.advance(to: next)
        }
        return exists == wanted
    }
}
