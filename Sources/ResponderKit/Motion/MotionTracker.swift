// Shake motion: from the detector to the first responder's chain (FR-14).
//
// Invariants: a motion began delivered to a responder is followed by exactly one ended or cancelled, delivered to
// that responder; every motion travels in the motion event through `UIApplication.sendEvent(_:)` and
// `UIWindow.sendEvent(_:)`, which the input layer calls between a `prepare…` and a `finish…`, and an override that
// does not call `super` keeps it from every responder. The tracker never calls the application.
import Foundation

/// Motion state and delivery for one application: the input layer sends each motion in the tracker's
/// `MotionEvent` through `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`.
@MainActor
final class MotionTracker {
    /// The one motion event, reused.
    let event = MotionEvent()
    /// The shake detector; the input layer feeds it and sends what it reports (its `ended` runs on the clock's timer).
    let detector = ShakeDetector()
    /// The responder that received motion began and so receives its end, and its window.
    private var responder: UIResponder?
    private var window: UIWindow?

    // MARK: Input (from InputLayer)

    /// Prepares the motion event for a shake that began, sent to `keyWindow`; nil, traced to `tracer`, with no
    /// visible key window. The caller sends ``event`` through `UIApplication.sendEvent(_:)`, then calls
    /// ``finishBegan()``.
    func prepareBegan(keyWindow: UIWindow?, timestamp: TimeInterval, tracer: EventTracer?) -> MotionEvent? {
        guard let window = keyWindow, !window.isHidden else {
            tracer?.record(.inputDropped("shake with no key window"))
            return nil
        }
        // The window that receives the event chooses the responder; none when an override keeps the event.
        load(.motionBegan, to: nil, in: window, timestamp: timestamp, tracer: tracer)
        self.window = window
        return event
    }

    /// After a began's `sendEvent`: remembers the responder the window chose, which receives the shake's end.
    func finishBegan() {
        if let responder = event.responder { self.responder = responder } else { window = nil }
        tidy()
    }

    /// Prepares the motion event for the end of the shake (`.motionEnded` or `.motionCancelled`), to the responder
    /// that received its began; nil when none did. The caller sends ``event``, then calls ``finishEnd()``.
    func prepareEnd(_ method: ResponderMethod, timestamp: TimeInterval, tracer: EventTracer?) -> MotionEvent? {
        guard let responder, let window else { return nil }
        (self.responder, self.window) = (nil, nil)
        load(method, to: responder, in: window, timestamp: timestamp, tracer: tracer)
        return event
    }

    /// After an end's `sendEvent`: the event lets go of its responder and window.
    func finishEnd() {
        tidy()
    }

    /// Loads the event with one motion method.
    private func load(
        _ method: ResponderMethod, to responder: UIResponder?, in window: UIWindow, timestamp: TimeInterval,
        tracer: EventTracer?
    ) {
        event.method = method
        event.responder = responder
        event.window = window
        event.timestamp = timestamp
        event.tracer = tracer
    }

    /// Between dispatches the event holds no responder, window or tracer.
    private func tidy() {
        event.window = nil
        event.tracer = nil
        event.responder = nil
    }

    // MARK: Delivery (from UIWindow.sendEvent)

    /// Delivers what a motion event that reached `window` carries: a began to the window's first responder chain
    /// (recorded in the event), an ended or cancelled to the responder that received began (FR-14). Returns whether
    /// it was a shake's `motionEnded` that reached the end of the chain, which offers undo (UN-6).
    @discardableResult
    func deliver(_ event: MotionEvent, in window: UIWindow) -> Bool {
        let responder: UIResponder
        if event.method == .motionBegan {
            responder = PressTracker.startResponder(in: window)
            event.responder = responder
        } else {
            guard let receiver = event.responder else { return false }
            responder = receiver
        }
        event.tracer?.record(.delivered(method: event.method, to: responder, count: 1))
        let saved = event.beginDelivery()
        event.reachedEndOfChain = false
        switch event.method {
        case .motionBegan: responder.motionBegan(event.subtype, with: event)
        case .motionEnded: responder.motionEnded(event.subtype, with: event)
        default: responder.motionCancelled(event.subtype, with: event)
        }
        event.endDelivery(saved)
        return event.method == .motionEnded && event.subtype == .motionShake && event.reachedEndOfChain
    }
}
