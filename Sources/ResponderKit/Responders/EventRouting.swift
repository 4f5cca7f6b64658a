// Where `UIApplication.sendEvent(_:)` sends an event that is not a touch event, and what `UIWindow.sendEvent(_:)`
// does with it: every decision is read from the event's content.
//
// Invariants: presses go to the window of their press, motion to the window it was sent for, hover and scroll to
// their sample's window, remote control to the key window; a window delivers an event only through these functions,
// so an override of either `sendEvent` that does not call `super` stops the event.

/// Routing and window delivery of presses, motion, hover, scroll and remote-control events.
@MainActor
enum EventRouting {
    /// The window `UIApplication.sendEvent(_:)` hands a non-touch event to, or nil.
    static func window(for event: UIEvent, in application: UIApplication) -> UIWindow? {
        switch event.type {
        case .presses: return (event as? UIPressesEvent)?.changedPress?.window ?? application.keyWindow
        case .motion: return (event as? MotionEvent)?.window ?? application.keyWindow
        case .hover, .scroll: return (event as? PointerEvent)?.window
        case .remoteControl, .touches, .transform: return application.keyWindow
        }
    }

    /// Delivers a non-touch event that reached `window.sendEvent(_:)`.
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        let application = window.application
        switch event.type {
        case .presses:
            if let event = event as? UIPressesEvent { application.pressTracker.deliver(event, in: window) }
        case .motion:
            if let event = event as? MotionEvent { application.motionTracker.deliver(event, in: window) }
        case .hover, .scroll:
            if let event = event as? PointerEvent { application.pointerTracker.deliver(event) }
        case .remoteControl:
            deliverRemoteControl(event, in: window)
        case .touches, .transform:
            break
        }
    }

    /// A remote-control event goes to the window's first responder (else its root view controller, else the
    /// window) as `remoteControlReceived(with:)`, which by default travels up the chain.
    private static func deliverRemoteControl(_ event: UIEvent, in window: UIWindow) {
        let responder = PressTracker.startResponder(in: window)
        event.tracer?.record(.delivered(method: .remoteControlReceived, to: responder, count: 1))
        let saved = event.beginDelivery()
        responder.remoteControlReceived(with: event)
        event.endDelivery(saved)
    }
}
