// One priority level's objective: the sum of the errors of the optional constraints at that priority.
//
// Invariants: `coefficients` is dense by symbol up to the highest symbol the tier has touched (a symbol beyond it
// has coefficient 0, so a tier few symbols reach stays small), nonzero only for parametric restricted symbols
// (never an external, never a basic symbol), and exactly zero where the sum fell within `SolverCore.epsilon`.
/// The objective of one priority level, minimised only after every higher level is as small as it can be.
struct ObjectiveTier {
    /// The priority of the level's constraints (0 and below: the solver's own pulls of `exerciseAmbiguity`, below all).
    let priority: Float
    /// `Σ errors`, expressed in the tableau's parametric symbols: the constant and a dense coefficient per symbol.
    var constant: Double = 0
    var coefficients: [Double] = []

    /// A symbol's coefficient; setting a nonzero one beyond the dense part extends it with zeros.
    subscript(symbol: Int32) -> Double {
        get { Int(symbol) < coefficients.count ? coefficients[Int(symbol)] : 0 }
        set {
            let index = Int(symbol)
            if index >= coefficients.count {
                guard newValue != 0 else { return }
                coefficients.append(contentsOf: repeatElement(0, count: index + 1 - coefficients.count))
            }
            coefficients[index] = newValue
        }
    }
}
