// The touch dispatcher's delivery and execution: a window's delivery of a frame to recognizers and views, and the
// executor that carries out the gesture arbiter's decisions. Split from `TouchDispatcher.swift` by concept (that
// file holds the state); the sections below keep the invariants of each part.
import Foundation

// MARK: - A window's delivery
//
// A window's delivery of a touch frame (its `sendEvent`): new touches gather their recognizers, the recognizers
// receive the changed touches first, then the views (TD-13, GR-6, GR-8, GR-13 … GR-15).
//
// Invariants: a touch gathers its recognizers once, at the first delivery of its began in its window; the
// recognizers' touch methods run from here only, and whatever they decide (a recognizer's `state` setter) is
// carried out before the next recognizer hears of the frame.

extension TouchDispatcher {
    /// Delivers the touches of `window` whose phase changed: first to their recognizers, then to their bound
    /// views (`UIWindow.sendEvent(_:)`).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        // Counted only when tracing, the only reader (so untraced dispatch pays nothing for it).
        if event.tracer != nil { windowDeliveries &+= 1 }
        let touches = event.touchList
        // By index, reading fields in place: a `for touch in touches` retains every touch.
        for index in touches.indices
        where touches[index].record.phase == .began && touches[index].isIn(window)
            && !touches[index].record.recognizersGathered
        {
            let touch = touches[index]
            touch.record.recognizersGathered = true
            gather(touch, event: event)
        }
        deliverToRecognizers(touches, in: window, event: event)
        assert(!arbiter.hasDecisions, "every decision is carried out by the verb that caused it")
        deliverToViews(touches, in: window)
    }

    /// Attaches the eligible recognizers of the touch's view and its ancestors to a new touch, deepest first
    /// (GR-6, GR-8). Each joins the arbitration as it attaches, before any delegate runs for the next one.
    private func gather(_ touch: UITouch, event: UIEvent) {
        // Only views with extras can have recognizers: the others are skipped without retaining them.
        var current = UIView.firstViewWithExtras(from: .passUnretained(ifPresent: touch.record.view))
        while let reference = current {
            // Strong from here: a delegate asked by `isEligible` may change the hierarchy.
            let view = reference.takeUnretainedValue()
            if let recognizers = view.storedGestureRecognizers {
                for recognizer in recognizers where arbiter.isEligible(recognizer, for: touch, event: event) {
                    touch.record.recognizers.append(recognizer)
                    arbiter.attach(recognizer, to: touch)
                    recognizer.dispatcher = self
                }
            }
            current = UIView.firstViewWithExtras(from: view.superviewRef)
        }
    }

    /// Delivers the changed touches of `window` to their recognizers, before the views (TD-13), grouped by
    /// recognizer and phase.
    private func deliverToRecognizers(_ touches: [UITouch], in window: UIWindow, event: UIEvent) {
        guard !arbiter.engaged.isEmpty else { return }
        // Only the phases present in this event are delivered (most events carry one).
        var present = 0
        for touch in touches where touch.record.window === window { present |= 1 << touch.record.phase.rawValue }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] where present & (1 << phase.rawValue) != 0 {
            let recognizers = arbiter.engaged
            for recognizer in recognizers where arbiter.receivesTouches(recognizer) {
                var members = 0
                var first: UITouch?
                for touch in recognizer.trackedTouches
                where touch.record.phase == phase && touch.record.window === window {
                    members += 1
                    if first == nil { first = touch }
                }
                guard let first else { continue }
                let set: Set<UITouch>
                if members == 1 {
                    set = oneTouchSet(first)
                } else {
                    recognizerScratch.removeAll(keepingCapacity: true)
                    for touch in recognizer.trackedTouches
                    where touch.record.phase == phase && touch.record.window === window {
                        recognizerScratch.insert(touch)
                    }
                    set = recognizerScratch
                }
                recognizer.storedModifierFlags = event.storedModifierFlags
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
        recognizerScratch.removeAll(keepingCapacity: true)
    }
}

// MARK: - Views
//
// Delivery of touches to their bound views: grouping by view and phase, holding phases back while a delaying
// recognizer is possible, calling the views' touch methods, and retirement.
//
// Invariants:
// - Every change of a touch's delivery state goes through `advance(_:_:)` and the table of
//   `TouchDeliveryTransitions`; `retire(_:by:)` is the only step to `.retired`, and it releases the view's
//   `activeTouchCount` — so the count equals the touches whose state `isCountedByView`.
// - A touch is retired *before* its ended/cancelled handler runs, so a handler that removes its view cannot cause
//   a second cancellation (TD-6).

extension TouchDispatcher {
    // MARK: Phases

    /// Delivers the touches of `window` whose phase changed to their bound views, grouped by view and phase,
    /// honouring the recognizers' delays (GR-14, GR-15). The recognizers received them first (TD-13).
    func deliverToViews(_ touches: [UITouch], in window: UIWindow) {
        if touches.count == 1 {
            deliverLone(touches[0], in: window)
            return
        }
        for touch in touches where touch.isIn(window) {
            touch.record.pendingViewMethod = viewMethod(for: touch)
        }
        for method in TouchDispatcher.deliveryOrder {
            for index in touches.indices {
                let touch = touches[index]
                guard isPending(touch, method, in: window), let view = touch.view else { continue }
                var grouped = false
                for earlier in touches[..<index] where isPending(earlier, method, in: window) && earlier.view === view {
                    grouped = true
                    break
                }
                if grouped { continue }
                var members = 0
                for member in touches[index...] where isPending(member, method, in: window) && member.view === view {
                    members += 1
                }
                // A lone touch travels in its own cached set; groups are collected in the reused scratch set.
                let single = members == 1
                if !single { viewScratch.removeAll(keepingCapacity: true) }
                for member in touches[index...] where isPending(member, method, in: window) && member.view === view {
                    if !single { viewScratch.insert(member) }
                    member.record.pendingViewMethod = nil
                    noteDelivery(method, of: member)
                }
                // Never deliver to a view outside this window (its touches were cancelled when it left).
                guard view.isInWindow(window) else { continue }
                send(method, single ? oneTouchSet(touch) : viewScratch, to: view)
            }
        }
        viewScratch.removeAll(keepingCapacity: true)
    }

    private func isPending(_ touch: UITouch, _ method: ResponderMethod, in window: UIWindow) -> Bool {
        touch.record.pendingViewMethod == method && touch.isIn(window) && touch.delivery.isCountedByView
    }

    /// Takes the step for `method`, which is about to reach the touch's view: a began is delivered; an end retires
    /// the touch first, so a handler that removes the view cannot cancel it a second time (TD-6).
    private func noteDelivery(_ method: ResponderMethod, of touch: UITouch) {
        switch method {
        case .touchesBegan: advance(touch, .deliverBegan)
        case .touchesEnded: retire(touch, by: .deliverEnded)
        case .touchesCancelled: retire(touch, by: .cancel)
        default: break
        }
    }

    /// ``deliverToViews(_:in:)`` when the event holds one touch: no grouping, the touch's own one-touch set.
    private func deliverLone(_ touch: UITouch, in window: UIWindow) {
        guard touch.isIn(window), let method = viewMethod(for: touch), let view = touch.view else { return }
        noteDelivery(method, of: touch)
        // Never deliver to a view outside this window (its touches were cancelled when it left).
        guard view.isInWindow(window) else { return }
        send(method, oneTouchSet(touch), to: view)
    }

    /// Which view method a touch needs now, holding phases back while a delaying recognizer is possible. Takes
    /// the steps that hold or withhold.
    private func viewMethod(for touch: UITouch) -> ResponderMethod? {
        switch touch.phase {
        case .began:
            guard touch.delivery == .bound else { return nil }
            if isHeldByRecognizers(touch, byBeganDelay: true) {
                advance(touch, .holdBegan)
                return nil
            }
            return .touchesBegan
        case .moved:
            return touch.delivery == .delivering ? .touchesMoved : nil
        case .ended:
            switch touch.delivery {
            case .beganHeld:
                advance(touch, .holdEnded)
            case .delivering:
                if !isHeldByRecognizers(touch, byBeganDelay: false) { return .touchesEnded }
                advance(touch, .holdEnded)
            case .bound:
                // Its began never reached the view (a `sendEvent` override skipped it): the view hears nothing.
                retire(touch, by: .withhold)
            default:
                break
            }
            return nil
        case .cancelled:
            if touch.delivery.viewReceivedBegan { return .touchesCancelled }
            if touch.delivery.isCountedByView { retire(touch, by: .withhold) }
            return nil
        default:
            return nil
        }
    }

    /// Whether a possible recognizer of the touch holds its began (or ended) phase back.
    func isHeldByRecognizers(_ touch: UITouch, byBeganDelay: Bool) -> Bool {
        for recognizer in touch.recognizers where recognizer.storedState == .possible {
            if byBeganDelay ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Calls `method` of `view` with `touches`, traced when the application has a tracer — between frames too.
    func send(_ method: ResponderMethod, _ touches: Set<UITouch>, to view: UIView) {
        let saved = event.beginDelivery()
        if let tracer {
            tracer.record(.delivered(method: method, to: view, count: touches.count))
            // The default methods trace their forwarding with the event's tracer, which only a frame's dispatch
            // sets: a delivery between frames (a recognizer's timer, a view leaving its window) lends it ours.
            let framed = event.tracer
            event.tracer = tracer
            call(method, touches, view)
            event.tracer = framed
        } else {
            call(method, touches, view)
        }
        event.endDelivery(saved)
    }

    @inline(__always)
    private func call(_ method: ResponderMethod, _ touches: Set<UITouch>, _ view: UIView) {
        switch method {
        case .touchesBegan: view.touchesBegan(touches, with: event)
        case .touchesMoved: view.touchesMoved(touches, with: event)
        case .touchesEnded: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }
}

// MARK: - Decisions about the views' touches
//
// Carrying out the gesture arbiter's decisions about the views' touches (GR-13 … GR-15, SV-3).
//
// Invariants: each decision only takes legal steps of a touch's delivery state; a touch already retired is left
// alone, so carrying out a decision twice changes nothing the second time.

extension TouchDispatcher {
    /// Carries out `.disengage`: held touches stop referring to a recognizer that reset.
    func disengageHeld(_ recognizer: UIGestureRecognizer) {
        for touch in heldTouches { touch.record.recognizers.removeAll { $0 === recognizer } }
    }

    /// Delivers held phases that no recognizer holds any more (GR-14, GR-15): a held began late, then a held
    /// ended.
    func releaseHeldTouches() {
        let candidates = event.touchList + heldTouches
        for touch in candidates where touch.delivery.isHeld {
            guard let view = touch.view, let window = touch.window, view.isInWindow(window) else { continue }
            if touch.delivery.isBeganHeld && !isHeldByRecognizers(touch, byBeganDelay: true) {
                advance(touch, .deliverBegan)
                send(.touchesBegan, [touch], to: view)
            }
            // The began handler may have cancelled the touch (its state says so).
            guard touch.delivery == .endedHeld, !isHeldByRecognizers(touch, byBeganDelay: false) else { continue }
            retire(touch, by: .deliverEnded)
            dropFromHeld(touch)
            send(.touchesEnded, [touch], to: view)
        }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: its touches' views get `touchesCancelled` for what
    /// they already received, and nothing more (GR-13); held phases are discarded (GR-14).
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        cancelPresses(of: recognizer)
        let candidates = event.touchList + heldTouches
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in candidates
        where touch.delivery.isCountedByView && touch.recognizers.contains(where: { $0 === recognizer }) {
            guard let view = touch.view else { continue }
            let delivered = touch.delivery.viewReceivedBegan
            retire(touch, by: delivered ? .cancel : .withhold)
            dropFromHeld(touch)
            guard delivered else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            // Traced with the application's tracer even between frames (a long press recognizing on its timer).
            for touch in touches {
                tracer?.record(.touchCancelled(touch: touch, view: view, reason: .recognizer))
            }
            send(.touchesCancelled, touches, to: view)
        }
    }

    /// Withholds the whole sequence of `touch` from its view, which has not received it yet (SV-3).
    func carryOutWithhold(_ touch: UITouch) {
        guard touch.delivery.isCountedByView, !touch.delivery.viewReceivedBegan else { return }
        retire(touch, by: .withhold)
        dropFromHeld(touch)
    }
}

// MARK: - The executor
//
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
                for touch in recognizer.trackedTouches { touch.record.recognizers.removeAll { $0 === recognizer } }
                releasePresses(of: recognizer)
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
