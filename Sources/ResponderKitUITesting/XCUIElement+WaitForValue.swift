// Waiting for a property of an element to equal a value (Xcode 16's `wait(for:toEqual:timeout:)`), on the virtual
// clock (UT-148, UT-149).
//
// Invariants: as `waitForExistence(timeout:)`: time moves only forward, from timer deadline to timer deadline,
// never past `now + timeout`, in a bounded number of steps; a bad timeout is reported and returns false without
// moving the clock. While the element cannot be read (no match, several) the wait goes on silently; only when time
// runs out is the last such failure reported.
import Foundation
import ResponderKit

extension XCUIElement {
    /// Waits until the property at `keyPath` equals `expectedValue`, advancing the virtual clock up to `timeout`
    /// seconds of virtual time; returns at once in real time.
    ///
    /// ```swift
    /// #expect(app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: 5))
    /// ```
    ///
    /// - Returns: whether the property equals `expectedValue`; false when the timeout expires first.
    public func wait<V: Equatable>(
        for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V, timeout: TimeInterval
    ) -> Bool {
        guard validDuration(timeout, "timeout", of: "wait for a value of") else { return false }
        let app = owner
        let clock = app.simulator.clock
        let end = clock.now + timeout
        let held = HeldFailure()
        // Reads the property with its failures held back: an element that does not exist yet is waited for.
        func matches() -> Bool {
            let handler = app.failureHandler
            held.failure = nil
            app.failureHandler = { failure in held.failure = held.failure ?? failure }
            defer { app.failureHandler = handler }
            let value = self[keyPath: keyPath]
            return held.failure == nil && value == expectedValue
        }
        for _ in 0..<XCUIElement.maximumWaitSteps {
            if matches() { return true }
            guard clock.now < end else { break }
            clock.advance(to: clock.nextDeadline.map { min(max($0, clock.now), end) } ?? end)
        }
        if let failure = held.failure { app.report(failure) }
        return false
    }
}
