// The executor's verbs for presses (PG-3 … PG-7): the press tracker hands presses to recognizers through the
// dispatcher, whose arbiter decides and whose executor carries the decisions out, as for touches. Kept apart from
// the touch path, which it does not slow: nothing here runs for a touch.
//
// Invariants: every verb drains the arbiter's decisions before it returns; a press and its recognizers refer to
// each other until the press ends, is ignored, or the recognizer is detached.
import Foundation

extension TouchDispatcher {
    /// A recognizer stops receiving `press` (PG-5).
    func ignore(_ press: UIPress, by recognizer: UIGestureRecognizer) {
        guard recognizer.isEngaged, recognizer.trackedPresses.contains(where: { $0 === press }) else { return }
        press.recognizers.removeAll { $0 === recognizer }
        arbiter.ignore(press, by: recognizer)
        drain()
    }

    /// `press` ended or was cancelled and its recognizers heard it (or never will: a `sendEvent` override kept the
    /// end): they let go of it, and those that finished reset (PG-3, PG-7).
    func pressFinished(_ press: UIPress) {
        let holders = press.recognizers.filter { recognizer in
            recognizer.trackedPresses.contains { $0 === press }
        }
        guard !holders.isEmpty else { return }
        arbiter.pressFinished(press, recognizers: holders)
        drain()
    }

    /// Carries out the press part of `.endDetach`: the presses of a detached recognizer stop listing it.
    func releasePresses(of recognizer: UIGestureRecognizer) {
        for press in recognizer.trackedPresses { press.recognizers.removeAll { $0 === recognizer } }
    }

    /// Carries out the press part of `.cancelViewTouches`: a recognizer that recognized with
    /// `cancelsTouchesInView` takes its presses from their responder (PG-6).
    func cancelPresses(of recognizer: UIGestureRecognizer) {
        guard !recognizer.trackedPresses.isEmpty else { return }
        pressTracker?.cancelResponderPresses(of: recognizer)
    }
}
