// Where a constraint is in its life.
import Foundation

/// The layout engine's view of a constraint.
enum ConstraintEngineState: Equatable {
    /// Not active.
    case inactive
    /// Active and in the engine's solver.
    case solved
    /// Active, but broken: a required conflict left it out of the solution (UIKit's "Will attempt to recover by
    /// breaking constraint").
    case broken
}
