// Shake motion: from the detector to the first responder's chain (FR-14).
//
// Invariants: a motion began delivered to a responder is followed by exactly one ended or cancelled, delivered to
// that responder; every motion travels in the motion event through `UIApplication.sendEvent(_:)` and
// `UIWindow.sendEvent(_:)`, and an override that does not call `super` keeps it from every responder.
import Foundation

/// Motion state and dispatch for one application: each motion travels in a `MotionEvent` through
/// `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`.
@MainActor
final class MotionTracker {
    unowned let application: UIApplication
    /// The one motion event, reused.
    let event = MotionEvent()
    private(set) lazy var detector = ShakeDetector(
        clock: { [unowned self] in application.clock },
        began: { [unowned self] in began() },
        ended: { [unowned self] in finish(.motionEnded) })
    /// The responder that received motion began and so receives its end, and its window.
    private var responder: UIResponder?
    private var window: UIWindow?

    init(application: UIApplication) {
        self.application = application
    }

    private func began() {
        guard let window = application.keyWindow, !window.isHidden else {
            application.tracer?.record(.inputDropped("shake with no key window"))
            return
        }
        // The window that receives the event chooses the responder; none when an override keeps the event.
        dispatch(.motionBegan, to: nil, in: window)
        if let responder = event.responder { (self.responder, self.window) = (responder, window) }
        event.responder = nil
    }

    /// Cancels a shake in progress (the application was interrupted).
    func cancel() {
        guard detector.cancel() else { return }
        finish(.motionCancelled)
    }

    private func finish(_ method: ResponderMethod) {
        guard let responder, let window else { return }
        (self.responder, self.window) = (nil, nil)
        dispatch(method, to: responder, in: window)
        event.responder = nil
    }

    private func dispatch(_ method: ResponderMethod, to responder: UIResponder?, in window: UIWindow) {
        event.method = method
        event.responder = responder
        event.window = window
        event.timestamp = application.clock.now
        event.tracer = application.tracer
        application.sendEvent(event)
        event.window = nil
        event.tracer = nil
    }

    // MARK: Delivery (from UIWindow.sendEvent)

    /// Delivers what a motion event that reached `window` carries: a began to the window's first responder chain
    /// (recorded in the event), an ended or cancelled to the responder that received began (FR-14).
    func deliver(_ event: MotionEvent, in window: UIWindow) {
        let responder: UIResponder
        if event.method == .motionBegan {
            responder = PressTracker.startResponder(in: window)
            event.responder = responder
        } else {
            guard let receiver = event.responder else { return }
            responder = receiver
        }
        event.tracer?.record(.delivered(method: event.method, to: responder, count: 1))
        let saved = event.beginDelivery()
        switch event.method {
        case .motionBegan: responder.motionBegan(event.subtype, with: event)
        case .motionEnded: responder.motionEnded(event.subtype, with: event)
        default: responder.motionCancelled(event.subtype, with: event)
        }
        event.endDelivery(saved)
    }
}
