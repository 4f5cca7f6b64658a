// The one way actions send input: refused while another action runs, every finger it put down lifted or cancelled
// when it ends, a refused input reported, then the application idles (UT-280 … UT-284).
//
// Invariants: after `sendInput` returns, no finger it began is down (a refused move or lift cancels the fingers it
// left); an action or wait called from app code that another action or wait is running is refused before it reads
// or sends anything; durations and timeouts are finite, not negative and at most `maximumVirtualDuration`, so
// virtual time per call is bounded.
import Foundation
import ResponderKit

extension XCUIApplication {
    /// Marks an action or wait on `summary` as running; reports and returns false when one already is (it was
    /// called from app code the other runs: a handler, a timer).
    func beginAction(_ action: String, on summary: String) -> Bool {
        guard !isActing else {
            report(
                XCUITestFailure(
                    kind: .reentrantAction,
                    message: "Failed to \(action) \(summary): another action is running (an action cannot be called "
                        + "from app code that an action runs, such as a handler or a timer)"))
            return false
        }
        isActing = true
        return true
    }

    /// Runs `body`, which sends the input of `action` on `summary`, then idles; a refused input is reported with
    /// the fingers `body` left down cancelled. Returns whether the input was sent.
    func sendInput(_ action: String, on summary: String, _ body: () throws(InputError) -> Void) -> Bool {
        guard beginAction(action, on: summary) else { return false }
        defer { isActing = false }
        let before = uiApplication.input.activeTouchIDs
        do {
            try body()
        } catch {
            cancelTouches(except: before)
            report(XCUITestFailure(kind: .inputRefused, message: "Failed to \(action) \(summary): \(error)"))
            return false
        }
        // Never expected: a finger the body began and did not lift would be left live in the application.
        cancelTouches(except: before)
        idle()
        return true
    }

    /// Cancels every finger down now that is not in `kept`, as the input source would.
    private func cancelTouches(except kept: [Int]) {
        let input = uiApplication.input
        for id in input.activeTouchIDs where !kept.contains(id) {
            guard let touch = input.touch(forID: id) else { continue }
            try? input.send(
                TouchSample(id: id, phase: .cancelled, location: touch.location(in: nil), window: touch.window))
        }
    }

    /// Whether `value` (a duration or timeout named `name`) is finite, not negative and at most
    /// ``maximumVirtualDuration``; reports an invalid argument for `action` on `summary` when it is not.
    func validDuration(_ value: TimeInterval, _ name: String, of action: String, on summary: String) -> Bool {
        guard value.isFinite, value >= 0 else {
            report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to \(action) \(summary): \(name) \(value) must be finite and not negative"))
            return false
        }
        guard value <= maximumVirtualDuration else {
            report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to \(action) \(summary): \(name) \(value) s is longer than the "
                        + "maximumVirtualDuration of \(maximumVirtualDuration) s"))
            return false
        }
        return true
    }
}
