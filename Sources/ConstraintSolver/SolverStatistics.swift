// Cumulative counters of a solver's work, for tests that check where the work goes.
/// What a solver has done since it was made.
public struct SolverStatistics: Sendable, Equatable {
    /// Pivots (a basic variable swapped for a parametric one), primal and dual.
    public var pivots = 0
    /// Rows a substitution or a constant shift changed.
    public var rowsTouched = 0
    /// Constraints added.
    public var constraintsAdded = 0
}
