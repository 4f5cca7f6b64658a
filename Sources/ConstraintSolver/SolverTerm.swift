// One term of a linear expression.
/// `coefficient × variable`.
public struct SolverTerm: Sendable {
    /// The variable.
    public var variable: SolverVariable
    /// Its factor.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
