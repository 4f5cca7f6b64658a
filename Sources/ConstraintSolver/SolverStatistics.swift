// Counters of a solver's work, for tests that check where the work goes, and gauges of its storage.
/// What a solver has done since it was made (the counters), and how much storage it holds now (the gauges).
public struct SolverStatistics: Sendable, Equatable {
    /// Pivots (a basic variable swapped for a parametric one), primal and dual.
    public var pivots = 0
    /// Rows a substitution or a constant shift changed.
    public var rowsTouched = 0
    /// Constraints added.
    public var constraintsAdded = 0
    /// Symbol slots held (variables, slacks, errors and markers, live or kept for reuse).
    public var symbolSlots = 0
    /// Constraint slots held (live or kept for reuse).
    public var constraintSlots = 0
    /// Rows in the tableau.
    public var rows = 0
}
