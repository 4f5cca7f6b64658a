// Property tests against an independent oracle (DenseSimplex.swift): random systems of mixed relations and
// priorities, and random sequences of changes, each solution checked for the required constraints and for
// lexicographic optimality tier by tier.
import ConstraintSolver
import Testing

@Suite("Solver against the oracle")
struct SolverOracleTests {
    static let variableCount = 8
    static let priorities: [Float] = [1000, 1000, 999, 750, 251, 250, 50]

    /// A random constraint over the first `variableCount` variables of `variables`.
    static func randomConstraint(_ variables: [SolverVariable], _ random: inout SeededGenerator) -> TestConstraint {
        let coefficients: [Double] = [-2, -1, -0.5, 1, 1, 2, 3]
        var chosen: [Int] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = Int.random(in: 0..<variableCount, using: &random)
            if !chosen.contains(index) { chosen.append(index) }
        }
        let terms = chosen.map { (variables[$0], coefficients.randomElement(using: &random)!) }
        let relation = [SolverRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        return TestConstraint(
            terms: terms, constant: Double(Int.random(in: -40...40, using: &random)), relation: relation,
            priority: priorities.randomElement(using: &random)!)
    }

    /// Checks the solver's solution of `live` against the oracle: required constraints hold, and each optional
    /// level's total error is that level's lexicographic minimum.
    static func check(
        _ solver: Solver, _ live: [TestConstraint], _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for constraint in live where constraint.priority >= 1000 {
            let error = constraint.error(in: solver)
            #expect(
                error < 1.0e-6, "\(context): a required constraint is off by \(error)", sourceLocation: sourceLocation)
        }
        guard let minima = LexicographicOracle.tierMinima(live, variables: variableCount) else {
            Issue.record(
                "\(context): the oracle finds the required constraints infeasible", sourceLocation: sourceLocation)
            return
        }
        for (priority, minimum) in minima {
            let error = live.filter { $0.priority == priority }.reduce(0.0) { $0 + $1.error(in: solver) }
            let tolerance = 1.0e-6 * (1 + abs(minimum))
            #expect(
                abs(error - minimum) <= tolerance,
                "\(context): level \(priority) has error \(error), its minimum is \(minimum)",
                sourceLocation: sourceLocation)
            if abs(error - minimum) > tolerance { return }  // lower levels are meaningless after a miss
        }
    }

    @Test("AL-S11: random systems: required constraints hold and every level is lexicographically optimal")
    func randomSystems() throws {
        var random = SeededGenerator(seed: 0x5EED_0001)
        for system in 0..<300 {
            let solver = Solver()
            let variables = solver.variables(Self.variableCount)
            var live: [TestConstraint] = []
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                let constraint = Self.randomConstraint(variables, &random)
                switch try constraint.add(to: solver) {
                case .success: live.append(constraint)
                case .failure:
                    #expect(constraint.priority >= 1000, "system \(system): an optional constraint was refused")
                    #expect(
                        !LexicographicOracle.isFeasible(live + [constraint], variables: Self.variableCount),
                        "system \(system): a satisfiable required constraint was refused")
                }
            }
            Self.check(solver, live, "system \(system)")
            guard system < 100, let ranges = LexicographicOracle.ranges(live, variables: Self.variableCount) else {
                continue
            }
            // Ambiguity: a variable is ambiguous exactly when the optimal solutions give it more than one value;
            // exercising it moves it to another optimal solution.
            for (index, variable) in variables.enumerated() {
                let range = ranges[index]
                let ambiguous = range.upperBound - range.lowerBound > 1.0e-4
                #expect(
                    solver.isAmbiguous(variable) == ambiguous,
                    "system \(system) variable \(index): optimal values \(range), isAmbiguous \(!ambiguous)")
                if ambiguous {
                    let before = solver.value(of: variable)
                    #expect(solver.exerciseAmbiguity(of: variable), "system \(system) variable \(index): not moved")
                    #expect(solver.value(of: variable) != before)
                    Self.check(solver, live, "system \(system) after exercising variable \(index)")
                }
            }
        }
    }

    @Test("AL-S11: random add, remove, constant and priority changes match the oracle and a fresh solver")
    func randomSequences() throws {
        var random = SeededGenerator(seed: 0x5EED_0002)
        for sequence in 0..<120 {
            let solver = Solver()
            let variables = solver.variables(Self.variableCount)
            var live: [(constraint: TestConstraint, handle: SolverConstraint)] = []
            try solver.addEditVariable(variables[0], priority: 999)
            var edit = TestConstraint(terms: [(variables[0], 1)], constant: 0, relation: .equal, priority: 999)
            for step in 0..<40 {
                let context = "sequence \(sequence) step \(step)"
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let constraint = Self.randomConstraint(variables, &random)
                    if case .success(let handle) = try constraint.add(to: solver) { live.append((constraint, handle)) }
                case 4..<6 where !live.isEmpty:
                    let index = Int.random(in: 0..<live.count, using: &random)
                    try solver.remove(live.remove(at: index).handle)
                case 6..<8 where !live.isEmpty:
                    let index = Int.random(in: 0..<live.count, using: &random)
                    let constant = Double(Int.random(in: -40...40, using: &random))
                    if try solver.setConstant(constant, of: live[index].handle) == nil {
                        live[index].constraint.constant = constant
                    } else {
                        #expect(live[index].constraint.priority >= 1000, "\(context): an optional change refused")
                    }
                case 8 where !live.isEmpty:
                    let index = Int.random(in: 0..<live.count, using: &random)
                    guard live[index].constraint.priority < 1000 else { continue }
                    let priority = Self.priorities.filter { $0 < 1000 }.randomElement(using: &random)!
                    try solver.setPriority(priority, of: live[index].handle)
                    live[index].constraint.priority = priority
                default:
                    let value = Double(Int.random(in: -100...100, using: &random))
                    try solver.suggestValue(value, for: variables[0])
                    edit.constant = -value
                }
                Self.check(solver, live.map(\.constraint) + [edit], context)
            }
            // A fresh solver given the final set reaches the same level errors.
            let fresh = Solver()
            let freshVariables = fresh.variables(Self.variableCount)
            let final = live.map(\.constraint) + [edit]
            for constraint in final {
                let moved = TestConstraint(
                    terms: constraint.terms.map { (freshVariables[Int($0.0.index)], $0.1) },
                    constant: constraint.constant, relation: constraint.relation, priority: constraint.priority)
                if case .failure = try moved.add(to: fresh) { Issue.record("sequence \(sequence): fresh refused") }
            }
            Self.check(fresh, final, "sequence \(sequence), fresh")
        }
    }
}
