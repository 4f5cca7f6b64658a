// A window's delivery of a touch frame (its `sendEvent`): new touches gather their recognizers, the recognizers
// receive the changed touches first, then the views (TD-13, GR-6, GR-8, GR-13 … GR-15).
//
// Invariants: a touch gathers its recognizers once, at the first delivery of its began in its window; the
// recognizers' touch methods run from here only, and whatever they decide (a recognizer's `state` setter) is
// carried out before the next recognizer hears of the frame.
import Foundation

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

    /// Gives touches that died (their view left the window, the window hid) to their recognizers as cancelled,
    /// then detaches them.
    func recognizersCancel(_ touches: Set<UITouch>, event: UIEvent) {
        let recognizers = arbiter.engaged
        for recognizer in recognizers where arbiter.receivesTouches(recognizer) {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            recognizer.touchesCancelled(mine, with: event)
        }
        arbiter.untrack(touches)
        drain()
    }

    /// Removes ended touches from the recognizers and resets those that are finished (after each frame).
    func recognizersFrameFinished() {
        arbiter.frameFinished()
        if arbiter.hasDecisions { drain() }
    }
}
