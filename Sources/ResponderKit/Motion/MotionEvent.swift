// The event a shake travels in: a `.motion` event with subtype `.motionShake` that carries which motion method it
// delivers, and to whom.
//
// Invariants: between dispatches the event holds no responder and no window; `responder` is nil for a began (the
// window that receives the event chooses it) and is the responder that received began for an ended or cancelled.

/// A motion event (`type` `.motion`, `subtype` `.motionShake`) with what its delivery needs.
@MainActor
final class MotionEvent: UIEvent {
    /// The motion method the event delivers: `.motionBegan`, `.motionEnded` or `.motionCancelled`.
    var method = ResponderMethod.motionBegan
    /// The responder that received (or, for a began, receives) the motion.
    var responder: UIResponder?
    /// The window the motion is sent to.
    var window: UIWindow?

    init() { super.init(type: .motion, subtype: .motionShake) }
}
