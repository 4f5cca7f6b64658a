// One side of a constraint as the solver sees it: a sum of variables times coefficients plus a constant.
import ConstraintSolver
import Foundation

/// A linear expression over solver variables.
struct LayoutExpression {
    var terms: [SolverTerm] = []
    var constant: Double = 0

    /// Adds `coefficient × variable`.
    mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append(SolverTerm(variable, coefficient))
    }

    /// Adds every term of `other` times `factor`, and its constant times `factor`.
    mutating func add(_ other: LayoutExpression, times factor: Double) {
        for term in other.terms { terms.append(SolverTerm(term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }
}
