// What the gesture arbiter decided, as a value: the effects on the views' touches and the recognizers' app code
// (actions, reset). The arbiter only decides; the touch dispatcher carries each decision out, in order, as soon
// as the call into the arbiter returns.
//
// Invariants: a decision names recognizers and touches, never a view or a delivery type; carrying one out is
// idempotent for touches already retired (their delivery state says so) and for recognizers a handler moved on.

/// One decision of the gesture arbiter, for its executor to carry out.
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
    /// `recognizer` reset: held touches stop referring to it, and the dispatcher lets go of it.
    case disengage(UIGestureRecognizer)
    /// `recognizer` entered `state`: send its actions, unless a handler run since the decision moved it on
    /// (detached or reset it), then tell the arbiter (``GestureArbiter/actionsSent(_:for:)``), which finishes a
    /// gesture that is over. A recognition's actions come after the cancellation of its views' touches decided
    /// before them (UIKit cancels them before the first action, GR-13).
    case sendActions(UIGestureRecognizer, for: UIGestureRecognizer.State)
    /// `recognizer` began after waiting for others to fail, and its touches ended meanwhile: it ends, after its
    /// began actions (``GestureArbiter/endWaited(_:)``).
    case endWaited(UIGestureRecognizer)
    /// `recognizer` returned to possible: call its `reset()` (GR-5).
    case reset(UIGestureRecognizer)
    /// `recognizer` was detached (disabled, or removed from its view) and its cancelled actions were sent: its
    /// touches stop referring to it, and it lets go of them (``GestureArbiter/endDetach(_:)``).
    case endDetach(UIGestureRecognizer)
    /// A recognizer driven by the pointer (hover, scroll) entered `state`: send its actions.
    case sendDrivenActions(UIGestureRecognizer, for: UIGestureRecognizer.State)
    /// A pointer-driven recognizer's gesture ended: it returns to possible and resets
    /// (``GestureArbiter/endDriven(_:)``).
    case endDriven(UIGestureRecognizer)
}
