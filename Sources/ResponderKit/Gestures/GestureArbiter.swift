// The gesture arbiter of one application: which recognizers get a touch, which one wins, and what the views
// see. It is a pure decider: it alone writes recognizers' state, and every effect of a decision — a recognizer's
// actions and reset, the views' touches released, cancelled or withheld — is returned as an `ArbiterDecision`
// value, which its owner (`TouchDispatcher`, the executor) carries out. It asks questions of app code (delegates,
// `gestureRecognizerShouldBegin`, `canPrevent`) but never calls a recognizer's touch methods, actions or reset,
// and never delivers.
//
// Invariants:
// - `engaged` lists every recognizer that received touches since its last reset, in engagement order.
// - Every change of a recognizer's state made here goes through `enter(_:_:reason:)`, which checks it against
//   `GestureStateTransitions` (asserting in debug builds) and traces it; a recognizer's own requests arrive
//   through `requestTransition`, and an illegal one is rejected and traced. A finished recognizer returns to
//   `.possible` by the table's reset entries (ended, cancelled, failed → possible).
// - Two lanes of decisions: `immediate` holds the effects that must happen before anything else is carried out
//   (the actions of a state just entered, a reset, the end of a detachment): each verb leaves its own on top, in
//   the order it decided them, as if it had called them itself. `outbox` holds the rest, oldest first.
// - A state's actions are sent before the recognizer's state moves on: a verb that would move it further after
//   sending them (finishing, detaching) leaves that to a continuation the executor calls after the actions.
// - The arbiter holds no reference to its owner or to any delivery type: the tracer is given to it.
import Foundation

/// Arbitrates gesture recognizers for one application.
@MainActor
final class GestureArbiter {
    @exclusivity(unchecked) var engaged: [UIGestureRecognizer] = []
    /// Decisions not yet carried out, oldest first.
    private var outbox: [ArbiterDecision] = []
    /// Effects to carry out before anything else, the next one last (a stack: a verb's own go on top).
    private var immediate: [ArbiterDecision] = []
    /// How many verbs are deciding (more than one when a delegate asked during a verb runs one).
    private var verbDepth = 0
    /// The application's tracer, given by the owner (the application's `tracer`, kept current).
    weak var tracer: EventTracer?

    init() {
        // Room for the decisions of a burst of recognitions, so deciding allocates nothing.
        outbox.reserveCapacity(16)
        immediate.reserveCapacity(16)
    }

    /// Removes and returns the next decision to carry out: an immediate effect first, else the oldest decision.
    func takeDecision() -> ArbiterDecision? {
        if let next = immediate.popLast() { return next }
        return outbox.isEmpty ? nil : outbox.removeFirst()
    }

    /// Whether decisions wait to be carried out.
    var hasDecisions: Bool { !outbox.isEmpty || !immediate.isEmpty }

    /// Where a verb's immediate effects start; ``endVerb(_:)`` puts them in the order they are taken.
    func beginVerb() -> Int {
        verbDepth += 1
        return immediate.count
    }

    /// Turns the immediate effects the outermost verb decided since `mark` (a delegate asked during a verb may
    /// run a verb itself) so that the first decided is taken first.
    func endVerb(_ mark: Int) {
        verbDepth -= 1
        if verbDepth == 0 && immediate.count - mark > 1 { immediate[mark...].reverse() }
    }

    // MARK: Receiving touches

    /// Whether `recognizer` takes the new `touch` (GR-6, GR-8): enabled, not finished or waiting, of an allowed
    /// type and buttons, and its delegate agrees.
    func isEligible(_ recognizer: UIGestureRecognizer, for touch: UITouch, event: UIEvent) -> Bool {
        // A recognizer that already began takes further fingers (a pan, a pinch); a finished or failed one, or
        // one waiting for others to fail, takes none until it is reset (GR-5, TD-10).
        let state = recognizer.storedState
        guard recognizer.isEnabled, state == .possible || state == .began || state == .changed,
            recognizer.pendingState == nil
        else { return false }
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if touch.type == .indirectPointer, !recognizer.acceptsPointerButtons(touch.buttonMask) { return false }
        if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first,
            other.type != touch.type
        {
            return false
        }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                delegate.gestureRecognizer(recognizer, shouldReceive: touch)
            else { return false }
        }
        return true
    }

    /// Gives `touch` to `recognizer`, which engages in the arbitration (the dispatcher adds the recognizer to the
    /// touch).
    func attach(_ recognizer: UIGestureRecognizer, to touch: UITouch) {
        // `buttonMask` reports the buttons of the touches tracked now, or of the last ones once they ended.
        if recognizer.trackedTouches.isEmpty {
            recognizer.storedButtonMask = touch.buttonMask
        } else {
            recognizer.storedButtonMask.formUnion(touch.buttonMask)
        }
        recognizer.trackedTouches.append(touch)
        if !recognizer.isEngaged {
            recognizer.isEngaged = true
            engaged.append(recognizer)
        }
    }

    /// Whether `recognizer` receives its touches' phases now: enabled, in a view, and not finished.
    func receivesTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.view != nil
            && (recognizer.storedState == .possible || recognizer.storedState == .began
                || recognizer.storedState == .changed)
    }

    /// Detaches touches that died (their view left the window) from their recognizers, which the dispatcher has
    /// given them as cancelled.
    func untrack(_ touches: Set<UITouch>) {
        for touch in touches {
            for recognizer in touch.recognizers { recognizer.trackedTouches.removeAll { $0 === touch } }
        }
    }

    /// Stops delivering `touch` to `recognizer` (the dispatcher removes the recognizer from the touch).
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeAll { $0 === touch }
        outbox.append(.releaseHeldTouches)
    }

    /// Withholds `touch` from its view, which has not received it yet (SV-3): a recognizer's decision.
    func withhold(_ touch: UITouch) {
        outbox.append(.withhold(touch))
    }

    // MARK: Transitions

    /// Applies a state change requested by a recognizer, with UIKit's arbitration.
    func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        let current = recognizer.storedState
        if current == .possible, let pending = recognizer.pendingState {
            switch newState {
            case .failed, .cancelled:
                fail(recognizer, reason: "failed while waiting for other recognizers to fail")
            case .ended where pending == .began:
                recognizer.pendingState = .ended
            default:
                break  // Progress while waiting is folded into the pending transition.
            }
            return
        }
        guard GestureStateTransitions.isLegal(from: current, to: newState), newState != .possible else {
            tracer?.record(.recognizerTransitionRejected(recognizer: recognizer, from: current, to: newState))
            return
        }
        switch newState {
        case .began:
            attemptToRecognize(recognizer, as: newState)
        case .ended where current == .possible:
            attemptToRecognize(recognizer, as: newState)
        case .failed:
            fail(recognizer, reason: "the recognizer failed")
        default:
            // The actions' decision finishes an ended or cancelled gesture once they were sent.
            set(recognizer, newState, reason: nil)
        }
    }

    private func attemptToRecognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        if let veto = shouldBeginVeto(recognizer) {
            fail(recognizer, reason: veto)
            return
        }
        if let blocker = engaged.first(where: { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && sharesTouches(other, recognizer) && !simultaneous(other, recognizer) && prevents(other, recognizer)
        }) {
            fail(recognizer, reason: "\(name(blocker)) is already recognizing the same touches")
            return
        }
        var waiting: UIGestureRecognizer?
        for required in failureRequirements(of: recognizer) {
            switch required.storedState {
            case .began, .changed, .ended:
                fail(recognizer, reason: "\(name(required)), which it requires to fail, recognized")
                return
            case .possible where required.isEngaged:
                waiting = waiting ?? required
            default:
                break
            }
        }
        if let waiting {
            recognizer.pendingState = newState
            tracer?.record(.recognizerWaiting(recognizer: recognizer, for: waiting))
            return
        }
        recognize(recognizer, as: newState)
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        enter(recognizer, newState, reason: nil)
        // Cancel first: the exclusion below releases touches other recognizers held, and those that this
        // recognition claims must be discarded, not delivered late (GR-14, SV-2).
        if recognizer.cancelsTouchesInView { outbox.append(.cancelViewTouches(of: recognizer)) }
        // Exclusion (GR-10): the others sharing these touches fail unless simultaneous recognition is allowed.
        // Held touches are released only once everything is decided: a view handler run by the release may
        // mutate the world (even detach this recognizer).
        for other in engaged where other !== recognizer && other.storedState == .possible {
            if other.pendingState == nil || !requires(other, recognizer) {
                guard sharesTouches(other, recognizer), !simultaneous(other, recognizer), prevents(recognizer, other)
                else { continue }
            }
            fail(other, reason: "\(name(recognizer)) recognized first", releasing: false)
        }
        // A handler run while failing the others may have detached and reset this recognizer.
        guard recognizer.storedState == newState, recognizer.isEngaged else {
            outbox.append(.releaseHeldTouches)
            return
        }
        // UIKit cancels the view's touches before the first action message (GR-13): the actions are decided
        // here and sent when the cancellation above has been carried out.
        outbox.append(.sendActions(recognizer, for: newState))
        outbox.append(.releaseHeldTouches)
    }

    /// The actions of `state` were sent (a `.sendActions` decision): a gesture that is over resets, unless a
    /// handler run since moved it on.
    func actionsSent(_ recognizer: UIGestureRecognizer, for state: UIGestureRecognizer.State) {
        guard state == .ended || state == .cancelled else { return }
        let mark = beginVerb()
        defer { endVerb(mark) }
        finished(recognizer)
    }

    /// Carries out an `.endWaited` decision: a recognizer that began after waiting, whose touches had all ended
    /// meanwhile, ends (after its began actions).
    func endWaited(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .began, recognizer.trackedTouches.isEmpty, recognizer.isEngaged else { return }
        let mark = beginVerb()
        defer { endVerb(mark) }
        set(recognizer, .ended, reason: "its touches ended while it waited")
    }

    /// Enters `newState` along the table, tracing the change (`.changed` is not traced: it repeats with every
    /// update). Sends no actions.
    private func enter(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State, reason: String?) {
        let old = recognizer.storedState
        assert(GestureStateTransitions.isLegal(from: old, to: newState), "illegal state \(old) → \(newState)")
        recognizer.storedState = newState
        if old != newState && newState != .changed {
            tracer?.record(.recognizerStateChanged(recognizer: recognizer, from: old, to: newState, reason: reason))
        }
    }

    /// Enters `newState` and decides the recognizer's actions for it, sent before anything else is carried out
    /// (GR-4); an ended or cancelled gesture finishes once they were sent (``actionsSent(_:for:)``).
    private func set(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State, reason: String?) {
        enter(recognizer, newState, reason: reason)
        immediate.append(.sendActions(recognizer, for: newState))
    }

    /// Makes a recognizer fail, then resolves the recognizers waiting for it and releases held touches.
    private func fail(_ recognizer: UIGestureRecognizer, reason: String, releasing: Bool = true) {
        guard recognizer.storedState == .possible else { return }
        recognizer.pendingState = nil
        // Failed has no actions (GR-4).
        enter(recognizer, .failed, reason: reason)
        resolveWaiting()
        finished(recognizer)
        if releasing { outbox.append(.releaseHeldTouches) }
    }

    private func resolveWaiting() {
        for waiting in engaged where waiting.storedState == .possible {
            guard let pending = waiting.pendingState else { continue }
            let requirements = failureRequirements(of: waiting)
            if requirements.contains(where: { $0.storedState == .possible && $0.isEngaged }) { continue }
            if requirements.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
                fail(waiting, reason: "a recognizer it requires to fail recognized")
                continue
            }
            recognize(waiting, as: pending)
            if pending == .began, waiting.trackedTouches.isEmpty, waiting.storedState == .began {
                // The touches ended while it waited: the gesture is over, once its began actions were sent.
                outbox.append(.endWaited(waiting))
            }
        }
    }

    /// Detaches a recognizer that was disabled or removed from its view: an active one is cancelled (its actions
    /// sent first), a possible one fails (GR-7); then ``endDetach(_:)`` lets go of its touches.
    func detach(_ recognizer: UIGestureRecognizer, reason: String) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        switch recognizer.storedState {
        case .began, .changed:
            set(recognizer, .cancelled, reason: reason)
        case .possible:
            fail(recognizer, reason: reason)
        default:
            break
        }
        immediate.append(.endDetach(recognizer))
    }

    /// Carries out `.endDetach`, after the cancelled actions: the recognizer lets go of its touches (the dispatcher
    /// removed it from them) and resets.
    func endDetach(_ recognizer: UIGestureRecognizer) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        finished(recognizer)
        outbox.append(.releaseHeldTouches)
    }

    // MARK: Recognizers driven by the pointer

    /// Moves a recognizer that hover or scroll input drives, apart from touches (no arbitration), to `state` when
    /// the table allows it, deciding its actions; an ended or cancelled one then returns to possible and resets
    /// (``endDriven(_:)``). Returns whether the step was taken.
    @discardableResult
    func drive(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) -> Bool {
        guard GestureStateTransitions.isLegal(from: recognizer.storedState, to: state) else { return false }
        let mark = beginVerb()
        defer { endVerb(mark) }
        enter(recognizer, state, reason: nil)
        immediate.append(.sendDrivenActions(recognizer, for: state))
        if state == .ended || state == .cancelled { immediate.append(.endDriven(recognizer)) }
        return true
    }

    /// Carries out `.endDriven`: a pointer-driven recognizer whose gesture ended returns to possible (untraced, as
    /// it was never engaged with touches) and resets.
    func endDriven(_ recognizer: UIGestureRecognizer) {
        let mark = beginVerb()
        defer { endVerb(mark) }
        assert(GestureStateTransitions.isLegal(from: recognizer.storedState, to: .possible), "a driven reset")
        recognizer.storedState = .possible
        immediate.append(.reset(recognizer))
    }

    // MARK: Reset

    /// Resets a finished recognizer whose touches and presses have all ended (GR-5, PG-3).
    func finished(_ recognizer: UIGestureRecognizer) {
        guard recognizer.trackedTouches.isEmpty, recognizer.trackedPresses.isEmpty else { return }
        switch recognizer.storedState {
        case .ended, .cancelled, .failed: break
        default: return
        }
        // The table's reset entry (GR-5).
        enter(recognizer, .possible, reason: "reset")
        recognizer.pendingState = nil
        recognizer.isEngaged = false
        engaged.removeAll { $0 === recognizer }
        outbox.append(.disengage(recognizer))
        immediate.append(.reset(recognizer))
    }

    /// Removes ended touches from the recognizers and resets those that are finished (after each frame).
    func frameFinished() {
        // Most frames end with no recognizer engaged: no verb to bracket.
        guard !engaged.isEmpty else { return }
        let mark = beginVerb()
        defer { endVerb(mark) }
        for recognizer in engaged {
            recognizer.updateCentroid()
            recognizer.trackedTouches.removeAll { !$0.isActive || $0.phase == .ended || $0.phase == .cancelled }
        }
        for recognizer in engaged { finished(recognizer) }
    }
}
