// The executor: the one place that carries out the gesture arbiter's decisions, and so runs the app code they
// mean (actions, resets, the views' touch methods). The recognizers' verbs (their `state` setter, `ignore`,
// being disabled or removed) come here: each asks the arbiter, then drains its decisions before it returns, so
// arbitration stays synchronous.
//
// Invariants:
// - The arbiter's decisions are all carried out whenever a verb of the dispatcher returns.
// - `drain()` is the one re-entry point of the touch path: app code it runs (an action, a reset, a touch method)
//   may call a verb, which decides and drains the queue from inside the outer drain; the decisions it causes
//   join the queue in the arbiter's order (its immediate effects first), and the outer drain finds the queue
//   empty or further along.
import Foundation

extension TouchDispatcher {
    /// Carries out the arbiter's decisions, in the order it gives them.
    func drain() {
        while let decision = arbiter.takeDecision() {
            switch decision {
            case .releaseHeldTouches:
                releaseHeldTouches()
            case .cancelViewTouches(let recognizer):
                cancelViewTouches(of: recognizer)
            case .withhold(let touch):
                carryOutWithhold(touch)
            case .sendActions(let recognizer, let state):
                // A handler run since the decision may have moved the recognizer on (detached or reset it).
                guard recognizer.storedState == state, recognizer.isEngaged else { continue }
                recognizer.sendActionsForState()
                arbiter.actionsSent(recognizer, for: state)
            case .endWaited(let recognizer):
                arbiter.endWaited(recognizer)
            case .reset(let recognizer):
                recognizer.reset()
            case .endDetach(let recognizer):
                for touch in recognizer.trackedTouches {
                    touch.record.recognizers.removeAll { $0 === recognizer }
                }
                arbiter.endDetach(recognizer)
            case .sendDrivenActions(let recognizer, let state):
                guard recognizer.storedState == state else { continue }
                recognizer.sendActionsForState()
            case .endDriven(let recognizer):
                arbiter.endDriven(recognizer)
            case .disengage(let recognizer):
                if recognizer.dispatcher === self, !recognizer.isEngaged { recognizer.dispatcher = nil }
                disengageHeld(recognizer)
            }
        }
    }

    // MARK: Recognizers' verbs

    /// A recognizer asks for a state change (its `state` setter).
    func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        arbiter.requestTransition(recognizer, to: newState)
        drain()
    }

    /// A recognizer was disabled or removed from its view (GR-7).
    func detach(_ recognizer: UIGestureRecognizer, reason: String) {
        guard recognizer.isEngaged else { return }
        arbiter.detach(recognizer, reason: reason)
        drain()
    }

    /// A recognizer stops receiving `touch`.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        guard recognizer.isEngaged else { return }
        touch.record.recognizers.removeAll { $0 === recognizer }
        arbiter.ignore(touch, by: recognizer)
        drain()
    }

    /// Hover or scroll input moves a recognizer it drives (`PointerTracker`) to `state`, when the table allows it.
    func drive(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        guard arbiter.drive(recognizer, to: state) else { return }
        drain()
    }

    /// A recognizer withholds `touch` from its view, which has not received it (SV-3).
    func withhold(_ touch: UITouch) {
        arbiter.withhold(touch)
        drain()
    }
}
