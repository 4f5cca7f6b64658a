// Storage for gesture recognizers attached to views.
//
// Invariants: a recognizer is attached to at most one view; `view` is that view (held weakly; the view owns its
// recognizers). Recognition itself (states, delivery, arbitration) is not part of this version.

/// The base class of gesture recognizers. In this version a recognizer can be attached to a view and is listed in
/// `UIView.gestureRecognizers`; it does not receive touches yet.
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer (GR-1).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recognizer's success state, the same as `ended`.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer is enabled.
    open var isEnabled = true
    /// The current state; every recognizer starts in `.possible` (GR-1).
    open var state: State = .possible

    /// Creates a recognizer that is not attached to a view.
    public init() {}
}
