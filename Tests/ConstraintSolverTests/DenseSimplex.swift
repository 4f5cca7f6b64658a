// The oracle of the property tests: a small dense two-phase simplex, written independently of the solver (a full
// tableau, Bland's rule, no incremental state), and a lexicographic minimiser built on it.
//
// Invariants: `minimize` sees only `A y = b, y >= 0`; every call starts from scratch, so nothing the solver does can
// leak into the answer.
import ConstraintSolver

/// `minimize c·y subject to A y = b, y >= 0` by the two-phase simplex method.
struct DenseSimplex {
    static let tolerance = 1.0e-9

    /// What a minimisation finds.
    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case minimum(Double)
    }

    /// The rows of `A y = b`.
    var rows: [(coefficients: [Double], rhs: Double)] = []
    var columns: Int

    init(columns: Int) { self.columns = columns }

    mutating func addRow(_ coefficients: [Double], _ rhs: Double) { rows.append((coefficients, rhs)) }

    /// A full tableau in one flat array: `height` rows of `width` (the last column is the right-hand side).
    private struct Tableau {
        var cells: [Double]
        var width: Int
        var height: Int
        var basis: [Int]

        subscript(row: Int, column: Int) -> Double {
            get { cells[row * width + column] }
            set { cells[row * width + column] = newValue }
        }

        mutating func pivot(row: Int, column: Int) {
            let factor = self[row, column]
            for j in 0..<width { self[row, j] /= factor }
            for i in 0..<height where i != row {
                let k = self[i, column]
                guard k != 0 else { continue }
                for j in 0..<width { self[i, j] -= k * self[row, j] }
            }
            basis[row] = column
        }

        mutating func removeRow(_ row: Int) {
            cells.removeSubrange(row * width..<(row + 1) * width)
            basis.remove(at: row)
            height -= 1
        }

        /// Bland's rule over the first `allowed` columns: false when unbounded.
        mutating func run(cost: [Double], allowed: Int) -> Bool {
            // The reduced costs c_j - c_B · column j, kept up to date through the pivots.
            var reduced = [Double](repeating: 0, count: width)
            for j in 0..<width - 1 { reduced[j] = cost[j] }
            for i in 0..<height where cost[basis[i]] != 0 {
                for j in 0..<width { reduced[j] -= cost[basis[i]] * self[i, j] }
            }
            for _ in 0..<100_000 {
                guard let j = (0..<allowed).first(where: { reduced[$0] < -DenseSimplex.tolerance }) else { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<height where self[i, j] > DenseSimplex.tolerance {
                    let ratio = self[i, width - 1] / self[i, j]
                    let tie = abs(ratio - best) <= DenseSimplex.tolerance
                    if ratio < best - DenseSimplex.tolerance || (tie && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard leaving >= 0 else { return false }
                pivot(row: leaving, column: j)
                let k = reduced[j]
                for column in 0..<width { reduced[column] -= k * self[leaving, column] }
            }
            return false
        }
    }

    /// The minimum of `objective · y`.
    func minimize(_ objective: [Double]) -> Outcome {
        let m = rows.count
        let n = columns
        // Columns: y (n), artificials (m), right-hand side.
        var table = Tableau(
            cells: [Double](repeating: 0, count: m * (n + m + 1)), width: n + m + 1, height: m,
            basis: Array(n..<n + m))
        for (i, row) in rows.enumerated() {
            let sign: Double = row.rhs < 0 ? -1 : 1
            for j in 0..<n { table[i, j] = sign * row.coefficients[j] }
            table[i, n + i] = 1
            table[i, n + m] = sign * row.rhs
        }
        // Phase one: minimise the sum of the artificials.
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        _ = table.run(cost: phaseOne, allowed: n + m)
        let infeasibility = (0..<m).reduce(0.0) { $0 + (table.basis[$1] >= n ? table[$1, n + m] : 0) }
        guard infeasibility < 1.0e-7 else { return .infeasible }
        // Drive the artificials left in the basis (at zero) out, or drop their rows when redundant.
        var i = 0
        while i < table.height {
            if table.basis[i] >= n {
                if let j = (0..<n).first(where: { abs(table[i, $0]) > 1.0e-9 }) {
                    table.pivot(row: i, column: j)
                } else {
                    table.removeRow(i)
                    continue
                }
            }
            i += 1
        }
        let cost = objective + [Double](repeating: 0, count: m)
        guard table.run(cost: cost, allowed: n) else { return .unbounded }
        return .minimum((0..<table.height).reduce(0.0) { $0 + cost[table.basis[$1]] * table[$1, n + m] })
    }
}

/// The lexicographic optimum of a set of prioritised constraints, computed with ``DenseSimplex`` tier by tier.
enum LexicographicOracle {
    /// Whether the required constraints of `constraints` can all hold.
    static func isFeasible(_ constraints: [TestConstraint], variables: Int) -> Bool {
        let program = build(constraints.filter { $0.priority >= 1000 }, variables: variables)
        return program.simplex.minimize([Double](repeating: 0, count: program.simplex.columns)) != .infeasible
    }

    /// The smallest total error of each optional priority level, highest level first, each level minimised with every
    /// higher level held at its minimum. Nil when the required constraints cannot hold.
    static func tierMinima(_ constraints: [TestConstraint], variables: Int) -> [(priority: Float, error: Double)]? {
        optimalFace(constraints, variables: variables)?.minima
    }

    /// The smallest and largest value of each variable over the lexicographically optimal solutions (infinite
    /// when unbounded). Nil when the required constraints cannot hold.
    static func ranges(_ constraints: [TestConstraint], variables: Int) -> [ClosedRange<Double>]? {
        guard let face = optimalFace(constraints, variables: variables)?.simplex else { return nil }
        return (0..<variables).map { variable in
            var objective = [Double](repeating: 0, count: face.columns)
            objective[2 * variable] = 1
            objective[2 * variable + 1] = -1
            guard case .minimum(let low) = face.minimize(objective) else { return -.infinity...(.infinity) }
            guard case .minimum(let negatedHigh) = face.minimize(objective.map { -$0 }) else {
                return low...(.infinity)
            }
            return low...max(low, -negatedHigh)
        }
    }

    /// Each level's minimum, and the program with every level held at its minimum.
    private static func optimalFace(
        _ constraints: [TestConstraint], variables: Int
    ) -> (minima: [(priority: Float, error: Double)], simplex: DenseSimplex)? {
        var program = build(constraints, variables: variables)
        var result: [(Float, Double)] = []
        guard program.simplex.minimize([Double](repeating: 0, count: program.simplex.columns)) != .infeasible else {
            return nil
        }
        for priority in program.objectives.keys.sorted(by: >) {
            let objective = program.objectives[priority]!
            guard case .minimum(let minimum) = program.simplex.minimize(objective) else { return nil }
            result.append((priority, minimum))
            // Hold this level at its minimum, with a hair of slack for rounding (far below the tests' tolerance):
            // objective · y + s = minimum + margin.
            program.simplex.columns += 1
            program.simplex.rows = program.simplex.rows.map { ($0.coefficients + [0], $0.rhs) }
            for key in program.objectives.keys { program.objectives[key]!.append(0) }
            program.simplex.addRow(objective + [1], minimum + 1.0e-9 * (1 + abs(minimum)))
        }
        return (result, program.simplex)
    }

    private struct Program {
        var simplex: DenseSimplex
        var objectives: [Float: [Double]]
    }

    /// `A y = b` over y = (x⁺, x⁻ for each variable, then each constraint's slack and error columns).
    private static func build(_ constraints: [TestConstraint], variables: Int) -> Program {
        var extra = 0
        for constraint in constraints {
            let required = constraint.priority >= 1000
            extra += constraint.relation == .equal ? (required ? 0 : 2) : (required ? 1 : 2)
        }
        let columns = 2 * variables + extra
        var simplex = DenseSimplex(columns: columns)
        var objectives: [Float: [Double]] = [:]
        var next = 2 * variables
        for constraint in constraints {
            var row = [Double](repeating: 0, count: columns)
            for (variable, coefficient) in constraint.terms {
                row[2 * Int(variable.index)] += coefficient
                row[2 * Int(variable.index) + 1] -= coefficient
            }
            let required = constraint.priority >= 1000
            var errors: [Int] = []
            switch (constraint.relation, required) {
            case (.equal, true): break
            case (.equal, false):
                row[next] = -1
                row[next + 1] = 1
                errors = [next, next + 1]
                next += 2
            case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                row[next] = sign  // the slack
                next += 1
                if !required {
                    row[next] = -sign  // the error
                    errors = [next]
                    next += 1
                }
            }
            simplex.addRow(row, -constraint.constant)
            if !required {
                var objective = objectives[constraint.priority] ?? [Double](repeating: 0, count: columns)
                for column in errors { objective[column] += 1 }
                objectives[constraint.priority] = objective
            }
        }
        return Program(simplex: simplex, objectives: objectives)
    }
}
