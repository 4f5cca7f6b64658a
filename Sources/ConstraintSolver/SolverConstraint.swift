// A handle to a constraint in a solver: an index and a generation, so a handle kept after removal is detected.
/// A constraint added to a ``Solver``.
public struct SolverConstraint: Hashable, Sendable {
    let index: Int32
    let generation: UInt32
}
