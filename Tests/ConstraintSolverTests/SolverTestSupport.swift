// Shared helpers of the solver tests: a short way to write a constraint, and the error of a constraint at a solution.
//
// Invariants: helpers never hide a refusal; `constrain` records a test failure (and returns nil) when the solver
// refuses a constraint the test expected to be accepted.
import ConstraintSolver
import Testing

/// A constraint as the tests write it: `Σ coefficient × variable + constant  relation  0` at `priority`.
struct TestConstraint {
    var terms: [(SolverVariable, Double)]
    var constant: Double
    var relation: SolverRelation
    var priority: Float

    /// `Σ terms + constant` at the solver's current solution.
    func residual(in solver: Solver) -> Double {
        terms.reduce(constant) { $0 + $1.1 * solver.value(of: $1.0) }
    }

    /// How far the current solution is from satisfying the constraint (0 when it holds).
    func error(in solver: Solver) -> Double {
        let value = residual(in: solver)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Adds the constraint to `solver`.
    func add(to solver: Solver) throws -> Result<SolverConstraint, SolverConflict> {
        try solver.add(terms.map { SolverTerm($0.0, $0.1) }, constant: constant, relation, priority: priority)
    }
}

extension Solver {
    /// Adds a constraint the test expects to be accepted; a refusal is recorded as a test failure.
    @discardableResult
    func constrain(
        _ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: SolverRelation = .equal,
        priority: Float = 1000, sourceLocation: SourceLocation = #_sourceLocation
    ) -> SolverConstraint? {
        let constraint = TestConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
        do {
            switch try constraint.add(to: self) {
            case .success(let handle): return handle
            case .failure(let conflict):
                Issue.record("refused with a conflict: \(conflict.involved)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("threw \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// Makes `count` variables.
    func variables(_ count: Int) -> [SolverVariable] { (0..<count).map { _ in makeVariable() } }

    /// Every variable's value, in order.
    func values(_ variables: [SolverVariable]) -> [Double] { variables.map { value(of: $0) } }
}

/// A deterministic generator (SplitMix64), so a failing random case is the same on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
