// One priority level's objective: the sum of the errors of the optional constraints at that priority.
/// The objective of one priority level, minimised only after every higher level is as small as it can be.
struct ObjectiveTier {
    /// The priority of the level's constraints.
    let priority: Float
    /// `Σ errors`, expressed in the tableau's parametric symbols.
    let row: SolverRow
}
