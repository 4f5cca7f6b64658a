// A variable of a constraint solver: a dense index the solver hands out.
/// A variable whose value the solver finds; made by ``Solver/makeVariable()``.
public struct SolverVariable: Hashable, Sendable {
    /// The variable's index in its solver (its symbol).
    public let index: Int32
}
