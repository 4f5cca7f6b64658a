// The gesture arbiter's verbs for presses (PG-3 … PG-6): which recognizers receive a press, and what a press that
// ended or was ignored leaves. Recognition, exclusion and failure requirements are the touch path's own verbs:
// recognizers sharing a press compete for it as for a shared touch (`sharesTouches`).
//
// Invariants: a recognizer's `trackedPresses` holds exactly the presses that list it in `recognizers`, from
// `attach` until the press ends, is ignored, or the recognizer is detached; a finished recognizer resets only once
// it tracks neither touches nor presses.
import Foundation

extension GestureArbiter {
    /// Whether `recognizer` receives the new `press` (PG-1, PG-3): enabled, not finished or waiting, the press's
    /// button among its allowed press types, and its delegate agrees (the event, then the press).
    func isEligible(_ recognizer: UIGestureRecognizer, for press: UIPress, event: UIPressesEvent) -> Bool {
        let state = recognizer.storedState
        guard recognizer.isEnabled, state == .possible || state == .began || state == .changed,
            recognizer.pendingState == nil
        else { return false }
        guard let type = press.type, recognizer.allowsPress(of: type) else { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                delegate.gestureRecognizer(recognizer, shouldReceive: press)
            else { return false }
        }
        return true
    }

    /// Gives `press` to `recognizer`, which engages in the arbitration (the press tracker adds the recognizer to
    /// the press).
    func attach(_ recognizer: UIGestureRecognizer, to press: UIPress) {
        recognizer.trackedPresses.append(press)
        if !recognizer.isEngaged {
            recognizer.isEngaged = true
            engaged.append(recognizer)
        }
    }

    /// Whether `recognizer` receives its presses' phases now: enabled, in a view, not finished.
    func receivesPresses(_ recognizer: UIGestureRecognizer) -> Bool {
        receivesTouches(recognizer)
    }

    /// Stops delivering `press` to `recognizer` (PG-5): a recognizer left with nothing to track that already
    /// finished resets.
    func ignore(_ press: UIPress, by recognizer: UIGestureRecognizer) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        recognizer.trackedPresses.removeAll { $0 === press }
        finished(recognizer)
    }

    /// `press` ended or was cancelled, and its recognizers received that (PG-3): they let go of it, and those that
    /// finished reset.
    func pressFinished(_ press: UIPress, recognizers: [UIGestureRecognizer]) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        for recognizer in recognizers { recognizer.trackedPresses.removeAll { $0 === press } }
        for recognizer in recognizers where recognizer.isEngaged { finished(recognizer) }
    }
}
