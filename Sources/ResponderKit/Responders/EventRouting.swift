// Where `UIApplication.sendEvent(_:)` sends an event that is not a touch event, and what `UIWindow.sendEvent(_:)`
// does with it: every decision is read from the event's content.
//
// Invariants: presses go to the window of their press, motion to the window it was sent for, hover and scroll to
// their sample's window, remote control to the key window; a window delivers an event only through these functions,
// so an override of either `sendEvent` that does not call `super` stops the event. The action of a key command or
// a standard edit shortcut, and Escape's behaviour, are carried out here, by the window's delivery, from the
// press tracker's `PressOutcome`: after the presses methods and Tab focus, in that order (FR-11 … FR-13).

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
            guard let event = event as? UIPressesEvent else { return }
            let outcome = application.pressTracker.deliver(event, in: window)
            carryOut(outcome, of: event, in: window, application: application)
        case .motion:
            // A shake nobody handled offers undo (UN-6).
            if let event = event as? MotionEvent, application.motionTracker.deliver(event, in: window) {
                ShakeToEdit.offer(in: window)
            }
        case .hover, .scroll:
            if let event = event as? PointerEvent { application.pointerTracker.deliver(event) }
        case .remoteControl:
            deliverRemoteControl(event, in: window)
        case .touches, .transform:
            break
        }
    }

    /// Carries out what a press's delivery left to do: sends the action through
    /// `UIApplication.sendAction(_:to:from:for:)` (an app may override it), traces an action nobody performs, or
    /// handles Escape.
    private static func carryOut(
        _ outcome: PressOutcome, of event: UIPressesEvent, in window: UIWindow, application: UIApplication
    ) {
        switch outcome {
        case .none:
            break
        case .sendAction(let action, let target, let sender):
            _ = application.sendAction(action, to: target, from: sender, for: event)
        case .actionNotHandled(let action, let sender):
            application.tracer?.record(.actionNotHandled(action: action, sender: sender))
        case .escape:
            // Escape hides the edit menu and ends editing in a text input.
            application.menuController.hideMenu()
            if let responder = window.currentFirstResponder, responder is EditableTextInput {
                responder.resignFirstResponder()
            }
        case .undo(let manager, let redo):
            if redo { manager.redo() } else { manager.undo() }
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
