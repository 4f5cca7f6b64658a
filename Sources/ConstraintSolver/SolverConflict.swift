// Why a required constraint could not be added.
/// A required constraint that cannot hold together with the required constraints already in the solver.
public struct SolverConflict: Error, Sendable {
    /// The required constraints the new one conflicts with (those whose markers the failing row reached).
    public let involved: [SolverConstraint]
}
