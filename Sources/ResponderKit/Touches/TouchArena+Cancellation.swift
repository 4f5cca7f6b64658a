// Cancelling touches on ResponderKit's own account: a view left its window (TD-12), a window was hidden, the
// application was interrupted. The recognizers hear of the dead touches first, then the view, once.
//
// Invariants: a cancelled touch retires (its view's count released) before any handler runs, and a touch
// whose view never received its began is withheld, not cancelled (TD-6).
import Foundation

extension TouchArena {
    /// Cancels every live touch delivered to `view`, sending it `touchesCancelled` once (TD-12). The touches die:
    /// their recognizers get them as cancelled, and the rest of their fingers' input is ignored.
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        var cancelled = Set<UITouch>()
        var died = Set<UITouch>()
        for touch in event.touchList + delivery.heldTouches where touch.delivery.countsForView && touch.view === view {
            let delivered = touch.delivery.viewReceivedBegan
            delivery.retire(touch, by: delivered ? .cancel : .withhold)
            delivery.forgetRetired(touch)
            if touch.isActive {
                touch.isActive = false
                touch.phase = .cancelled
                died.insert(touch)
            }
            guard delivered else { continue }
            cancelled.insert(touch)
            tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
        }
        if !died.isEmpty {
            arbiter.touchesDied(died, event: event)
            settle()
        }
        if !cancelled.isEmpty {
            // The cancelled touches are still in `allTouches` while the view hears of them (TD-9).
            delivery.send(.touchesCancelled, cancelled, to: view)
        }
        if !isDispatching { delivery.dropInactiveTouches() }
        // Mid-frame, other touches may still have phases to deliver: tidying now would drop their recognizers'
        // hold on them (they count as over by phase). `finishFrame` tidies once the frame is delivered.
        if !died.isEmpty && !isDispatching { frameFinished() }
    }

    /// Cancels every live touch of `window` (the window was hidden, or the application interrupted); nil cancels
    /// the touches that began in no window (no window was under the finger).
    func cancelTouches(in window: UIWindow?, reason: TouchCancellationReason) {
        while let touch = (event.touchList + delivery.heldTouches).first(where: {
            $0.delivery.countsForView && $0.window === window && $0.view != nil
        }), let view = touch.view {
            cancelTouches(boundTo: view, reason: reason)
        }
        var died = Set<UITouch>()
        for touch in event.touchList where touch.isActive && touch.window === window {
            touch.isActive = false
            touch.phase = .cancelled
            died.insert(touch)
        }
        if !died.isEmpty {
            arbiter.touchesDied(died, event: event)
            settle()
            if !isDispatching { frameFinished() }
        }
        if !isDispatching { delivery.dropInactiveTouches() }
    }
}
