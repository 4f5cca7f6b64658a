// Delivery of touches to their bound views: grouping by view and phase, holding phases back while a delaying
// recognizer is possible, calling the views' touch methods, and retirement.
//
// Invariants:
// - Every change of a touch's delivery state goes through `advance(_:_:)` and the table of
//   `TouchDeliveryTransitions`; `retire(_:by:)` is the only step to `.retired`, and it releases the view's
//   `activeTouchCount` — so the count equals the touches whose state `isCountedByView`.
// - A touch is retired *before* its ended/cancelled handler runs, so a handler that removes its view cannot cause
//   a second cancellation (TD-6).
import Foundation

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

    // MARK: Retirement

    /// Takes a step that ends the delivery to the view and releases the view's count.
    func retire(_ touch: UITouch, by step: TouchDeliveryStep) {
        assert(touch.delivery.isCountedByView, "only a touch its view counts retires")
        advance(touch, step)
        assert(touch.delivery == .retired, "\(step) does not retire a touch")
        touch.view?.activeTouchCount -= 1
    }

    /// Retires a touch that left the event with its phase undelivered (a `sendEvent` override skipped `super`), or
    /// keeps it in `heldTouches` when its ended phase is held. Returns whether it was retired.
    func touchLeftEvent(_ touch: UITouch) -> Bool {
        switch touch.delivery {
        case .endedHeld, .beganAndEndedHeld:
            heldTouches.append(touch)
            return false
        case .delivering:
            retire(touch, by: .abandon)
        case .bound, .beganHeld:
            retire(touch, by: .withhold)
        case .unbound, .retired:
            break
        }
        return true
    }

    /// Removes a retired touch from `heldTouches` and, once it left the event, breaks its one-touch set's cycle.
    func dropFromHeld(_ touch: UITouch) {
        heldTouches.removeAll { $0 === touch }
        if !touch.isActive { touch.record.oneTouchSetCache = nil }
    }

    /// Removes the dead touches from the event, breaking their cached sets' reference cycles.
    func dropInactiveTouches() {
        event.touchList.removeAll { touch in
            guard !touch.isActive else { return false }
            if !touch.delivery.isHeld { touch.record.oneTouchSetCache = nil }
            return true
        }
    }
}
