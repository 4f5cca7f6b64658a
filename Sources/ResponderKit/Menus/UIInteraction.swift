// Interactions: behaviours attached to views.

/// The protocol an interaction adopts to be attached to a view.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction moves to a view (or nil).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to a view (or nil).
    func didMove(to view: UIView?)
}
