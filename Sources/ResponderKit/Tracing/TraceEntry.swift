// One step of dispatch, as handed to an `EventTracer`.
//
// Invariants: entries reference the live objects involved; holding entries keeps those objects alive, which is
// why tracing is off by default.
import Foundation

/// One step of event dispatch.
@preconcurrency @MainActor
public enum TraceEntry {
    /// A hit-test of a window began at `point` (window coordinates).
    case hitTestBegan(window: UIWindow, point: CGPoint)
    /// The default `hitTest(_:with:)` of `view` ran at `point` (in the view's bounds coordinates) and decided
    /// `verdict`. `depth` is 0 for the window.
    case hitTestVisit(view: UIView, point: CGPoint, depth: Int, verdict: HitTestVerdict)
    /// `view.hitTest(_:with:)` returned `result` to its caller. `defaultResult` is what the default
    /// implementation computed for `view`, or nil (outer) when an override answered without calling `super`.
    /// When the two differ, an override changed the answer (for example a pass-through view).
    case hitTestReturned(view: UIView, depth: Int, result: UIView?, defaultResult: UIView??)
    /// The hit-test that binds a new touch finished. `view` is nil when nothing took the point (TD-3).
    case hitTestResult(window: UIWindow?, point: CGPoint, view: UIView?)
    /// A new touch was bound to `view` for its whole life (TD-2).
    case touchBound(touch: UITouch, view: UIView?)
    /// A new touch is bound to `view` but will not reach its `touches*` methods.
    case touchSuppressed(touch: UITouch, view: UIView, reason: TouchSuppressionReason)
    /// The window called `method` of the touch's bound view (the start of the responder chain).
    case delivered(method: ResponderMethod, to: UIResponder, count: Int)
    /// A default `UIResponder` implementation passed `method` on to `to` (RC-6).
    case forwarded(method: ResponderMethod, from: UIResponder, to: UIResponder)
    /// A default implementation found no next responder: the event is dropped here (RC-6).
    case dropped(method: ResponderMethod, at: UIResponder)
    /// Forwarding stopped because the `next` chain from `at` loops back on itself.
    case responderCycle(method: ResponderMethod, at: UIResponder)
    /// ResponderKit cancelled `touch` on its own, for `reason`; `view` receives `touchesCancelled`.
    case touchCancelled(touch: UITouch, view: UIView?, reason: TouchCancellationReason)
    /// The first responder of `window` changed.
    case firstResponderChanged(window: UIWindow, from: UIResponder?, to: UIResponder?)
    /// A recognizer changed state (GR-1); `reason` says why when it failed or reset.
    case recognizerStateChanged(
        recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        reason: String?)
    /// A recognizer asked for an illegal state change, which was ignored.
    case recognizerTransitionRejected(
        recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// A recognizer matched its gesture but waits for `for` to fail first (GR-12).
    case recognizerWaiting(recognizer: UIGestureRecognizer, for: UIGestureRecognizer)
    /// A control sent actions for `events` (before its targets run).
    case controlEvents(control: UIControl, events: UIControl.Event)
    /// A named action was performed by `target` (a responder, or any object the action was sent to).
    case actionSent(action: Selector, sender: Any?, target: AnyObject)
    /// A selector was called on `target`, which implements no method of that name; nothing ran.
    case selectorNotImplemented(selector: Selector, target: AnyObject)
    /// No responder performed a named action; it was dropped (AC-4).
    case actionNotHandled(action: Selector, sender: Any?)
    /// The input layer dropped input it cannot deliver (an unknown key code, a key that is not down, no key
    /// window, a touch sample for a finger whose touch the application already cancelled).
    case inputDropped(String)
    /// The input layer rejected input; nothing of it was applied.
    case inputRejected(InputError)
    /// A note in words: a `UIApplication.sendEvent` or `UIWindow.sendEvent` override did not call `super` (the
    /// touch event missed a window of its touches), a feedback generator's occurrence, a selector called with
    /// arguments it does not take.
    case note(String)
    /// A required constraint could not be satisfied with the others (described as UIKit logs them) and was broken:
    /// it stays active and is left out of the layout.
    case constraintBroken(constraint: NSLayoutConstraint, involved: [String])
    /// A misuse of the layout API that UIKit raises for; nothing of it was applied.
    case layoutError(String)
}
