// Shake motion: from the detector to the first responder's chain (FR-14).
//
// Invariants: a motion began is followed by exactly one ended or cancelled, delivered to the responder that got
// began.
import Foundation

/// Motion state and dispatch for one application.
@MainActor
final class MotionTracker {
    unowned let application: UIApplication
    /// The one motion event, reused.
    let event = UIEvent(type: .motion, subtype: .motionShake)
    private(set) lazy var detector = ShakeDetector(
        clock: { [unowned self] in application.clock },
        began: { [unowned self] in began() },
        ended: { [unowned self] in finish(.motionEnded) })
    private var responder: UIResponder?
    private var pending: (method: ResponderMethod, responder: UIResponder)?

    init(application: UIApplication) {
        self.application = application
    }

    private func began() {
        guard let window = application.keyWindow, !window.isHidden else {
            application.tracer?.record(.inputDropped("shake with no key window"))
            return
        }
        let start = PressTracker.startResponder(in: window)
        responder = start
        deliver(.motionBegan, to: start)
    }

    /// Cancels a shake in progress (the application was interrupted).
    func cancel() {
        guard detector.cancel() else { return }
        finish(.motionCancelled)
    }

    private func finish(_ method: ResponderMethod) {
        guard let responder else { return }
        self.responder = nil
        deliver(method, to: responder)
    }

    private func deliver(_ method: ResponderMethod, to responder: UIResponder) {
        event.timestamp = application.clock.now
        event.tracer = application.tracer
        pending = (method, responder)
        application.sendEvent(event)
        pending = nil
        event.tracer = nil
    }

    /// Called by `UIWindow.sendEvent` for a motion event: delivers the pending motion.
    func deliverPending(_ event: UIEvent) {
        guard let (method, responder) = pending, event === self.event else { return }
        pending = nil
        self.event.tracer?.record(.delivered(method: method, to: responder, count: 1))
        let saved = self.event.beginDelivery()
        switch method {
        case .motionBegan: responder.motionBegan(.motionShake, with: self.event)
        case .motionEnded: responder.motionEnded(.motionShake, with: self.event)
        default: responder.motionCancelled(.motionShake, with: self.event)
        }
        self.event.endDelivery(saved)
    }
}
