// What a subtree takes with it from one tree's layout engine to the next when it moves.
//
// Invariants: every constraint in `constraints` was active and internal to the subtree and is inactive between
// `subtreeWillMove` and `subtreeDidMove`; every view in `pendingUpdates` had an `updateConstraints()` due in the
// old engine, which no longer lists it, and its flag is clear until the new engine schedules it again.
import Foundation

/// A moving subtree's constraints and due constraint updates, held across the move.
@MainActor
struct CarriedLayout {
    /// The constraints internal to the subtree, to be activated again in the new tree.
    var constraints: [NSLayoutConstraint] = []
    /// The subtree's views whose `updateConstraints()` was due, to be scheduled in the new tree.
    var pendingUpdates: [UIView] = []

    /// Nothing carried: the subtree's tree had no engine.
    static var none: CarriedLayout { CarriedLayout() }
}
