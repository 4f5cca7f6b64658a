// What the gesture arbiter decided about the views' touches, as a value. The arbiter only decides; the touch
// arena carries each decision out, in order, as soon as the call into the arbiter returns.
//
// Invariants: a decision names recognizers and touches, never a view or a delivery type; carrying one out is
// idempotent for touches already retired (their delivery state says so).

/// One decision of the gesture arbiter about the delivery of touches to their views.
@MainActor
enum ArbiterDecision {
    /// Deliver the held phases that no possible recognizer holds any more: a held began late, then a held ended
    /// (GR-14, GR-15).
    case releaseHeldTouches
    /// `recognizer` recognized with `cancelsTouchesInView`: its touches' views get `touchesCancelled` for what
    /// they received, and nothing more; held phases are discarded (GR-13, GR-14).
    case cancelViewTouches(of: UIGestureRecognizer)
    /// The view of `touch`, which has not received it, never will (SV-3).
    case withhold(UITouch)
    /// `recognizer` reset: held touches stop referring to it, and it leaves the arena.
    case forget(UIGestureRecognizer)
    /// `recognizer` recognized as `state` (began, or ended for a discrete gesture): send its actions, after the
    /// cancellation of its views' touches decided before (UIKit cancels them before the first action), and
    /// reset it if the gesture is over. The arbiter carries this one out itself, called by the arena in order.
    case sendActions(UIGestureRecognizer, for: UIGestureRecognizer.State)
    /// `recognizer` began after waiting for others to fail, and its touches ended meanwhile: it ends, after its
    /// began actions. Carried out by the arbiter, called by the arena in order.
    case endWaited(UIGestureRecognizer)
}
