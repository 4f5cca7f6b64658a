// Cancelling touches on ResponderKit's own account: a view left its window (TD-12), a window was hidden, the
// application was interrupted. The recognizers hear of the dead touches first, then the view, once; then the fingers of the dead touches are
// orphaned.
//
// Invariants: a cancelled touch retires (its view's count released) before any handler runs, and a touch
// whose view never received its began is withheld, not cancelled (TD-6).
import Foundation

extension TouchDispatcher {
    /// Cancels every live touch delivered to `view`, sending it `touchesCancelled` once (TD-12). The touches die:
    /// their recognizers get them as cancelled, and the rest of their fingers' input is ignored.
    private func cancelTouches(ofView view: UIView, reason: TouchCancellationReason) {
        var cancelled = Set<UITouch>()
        var died = Set<UITouch>()
        for touch in event.touchList + heldTouches where touch.delivery.isCountedByView && touch.view === view {
            let delivered = touch.delivery.viewReceivedBegan
            retire(touch, by: delivered ? .cancel : .withhold)
            dropFromHeld(touch)
            if touch.isActive {
                touch.record.isActive = false
                touch.record.phase = .cancelled
                died.insert(touch)
            }
            guard delivered else { continue }
            cancelled.insert(touch)
            tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
        }
        if !died.isEmpty { recognizersCancel(died, event: event) }
        if !cancelled.isEmpty {
            // The cancelled touches are still in `allTouches` while the view hears of them (TD-9).
            send(.touchesCancelled, cancelled, to: view)
        }
        if !isDispatching { dropInactiveTouches() }
        // Mid-frame, other touches may still have phases to deliver: tidying now would drop their recognizers'
        // hold on them (they count as over by phase). `finishFrame` tidies once the frame is delivered.
        if !died.isEmpty && !isDispatching { recognizersFrameFinished() }
    }

    /// Cancels every live touch of `window` (the window was hidden, or the application interrupted); nil cancels
    /// the touches that began in no window (no window was under the finger).
    private func cancelTouches(ofWindow window: UIWindow?, reason: TouchCancellationReason) {
        while let touch = (event.touchList + heldTouches).first(where: {
            $0.delivery.isCountedByView && $0.window === window && $0.view != nil
        }), let view = touch.view {
            cancelTouches(ofView: view, reason: reason)
        }
        var died = Set<UITouch>()
        for touch in event.touchList where touch.isActive && touch.window === window {
            touch.record.isActive = false
            touch.record.phase = .cancelled
            died.insert(touch)
        }
        if !died.isEmpty {
            recognizersCancel(died, event: event)
            if !isDispatching { recognizersFrameFinished() }
        }
        if !isDispatching { dropInactiveTouches() }
    }

    // MARK: On the application's account

    /// Orphans the fingers whose touches were cancelled; their touches are released after the table's access ends.
    private func orphanCancelledFingers() {
        let dropped = fingers.orphanInactive()
        withExtendedLifetime(dropped) {}
    }

    /// Cancels every live touch delivered to `view` (it left its window, TD-12), and orphans their fingers.
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        cancelTouches(ofView: view, reason: reason)
        orphanCancelledFingers()
    }

    /// Cancels every live touch, in every window and in none (the application was interrupted).
    func cancelAllTouches(in windows: [UIWindow], reason: TouchCancellationReason) {
        for window in windows { cancelTouches(ofWindow: window, reason: reason) }
        // A touch that began where no window was has no window to be cancelled with; it is live all the same.
        cancelTouches(ofWindow: nil, reason: reason)
        orphanCancelledFingers()
    }

    /// Cancels every live touch of `window` (the window was hidden, or left its scene).
    func cancelTouches(in window: UIWindow, reason: TouchCancellationReason = .windowHidden) {
        cancelTouches(ofWindow: window, reason: reason)
        orphanCancelledFingers()
    }
}
