// One priority level's objective: the sum of the errors of the optional constraints at that priority.
//
// Invariants: `coefficients` has one entry per symbol slot of the solver, nonzero only for parametric restricted
// symbols (never an external, never a basic symbol), and exactly zero where the sum fell within `Solver.epsilon`.
/// The objective of one priority level, minimised only after every higher level is as small as it can be.
struct ObjectiveTier {
    /// The priority of the level's constraints (0 and below: the solver's own pulls of `exerciseAmbiguity`, below all).
    let priority: Float
    /// `Σ errors`, expressed in the tableau's parametric symbols: the constant and a dense coefficient per symbol.
    var constant: Double = 0
    var coefficients: [Double]
}
