// The solver's basic contract: equalities and inequalities, removal, constants, edit variables and priorities.
// Expected values are worked out by hand in each test.
import ConstraintSolver
import Testing

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test("AL-S1: required equalities and inequalities hold exactly")
    func equalitiesAndInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        solver.constrain([(x, 1)], -10)  // x == 10
        solver.constrain([(y, 1), (x, -1)], -5)  // y == x + 5
        solver.constrain([(z, 1)], -20, .greaterThanOrEqual)  // z >= 20
        solver.constrain([(z, 1)], -10, priority: 500)  // z == 10, optional: z stops at 20
        #expect(solver.values([x, y, z]) == [10, 15, 20])

        let w = solver.makeVariable()
        solver.constrain([(w, 2), (x, 1)], -40, .lessThanOrEqual)  // 2w + x <= 40, so w <= 15
        solver.constrain([(w, 1)], -100, priority: 750)  // w == 100 wished
        #expect(solver.value(of: w) == 15)
    }

    @Test("AL-S2: removing a constraint restores the solution from before it was added")
    func removalRestores() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        solver.constrain([(x, 1)], -10, priority: 250)
        solver.constrain([(y, 1), (x, -2)], 0)  // y == 2x
        #expect(solver.values([x, y]) == [10, 20])

        let strong = try #require(solver.constrain([(x, 1)], -20, priority: 750))
        let floor = try #require(solver.constrain([(y, 1)], -60, .greaterThanOrEqual))
        #expect(solver.values([x, y]) == [30, 60])
        try solver.remove(floor)
        #expect(solver.values([x, y]) == [20, 40])
        try solver.remove(strong)
        #expect(solver.values([x, y]) == [10, 20])
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
    }

    @Test("AL-S3: changing a constant gives the solution of removing the constraint and adding it with that constant")
    func setConstantEqualsReAdd() throws {
        // left + width == right; left >= 0; width >= 40; right == 300 wished at 750; width == 100 at 250;
        // left == 30 at 500.
        func build(_ solver: Solver, rightConstant: Double) -> ([SolverVariable], SolverConstraint?) {
            let v = solver.variables(3)
            solver.constrain([(v[0], 1), (v[1], 1), (v[2], -1)], 0)
            solver.constrain([(v[0], 1)], 0, .greaterThanOrEqual)
            solver.constrain([(v[1], 1)], -40, .greaterThanOrEqual)
            let right = solver.constrain([(v[2], 1)], rightConstant, priority: 750)
            solver.constrain([(v[1], 1)], -100, priority: 250)
            solver.constrain([(v[0], 1)], -30, priority: 500)
            return (v, right)
        }
        let changed = Solver()
        let (v, right) = build(changed, rightConstant: -300)
        #expect(changed.values(v) == [30, 270, 300])
        #expect(try changed.setConstant(-50, of: #require(right)) == nil)
        // right == 50: width stays at its floor 40 before left (500) moves: left 10.
        #expect(changed.values(v) == [10, 40, 50])

        let fresh = Solver()
        let (w, _) = build(fresh, rightConstant: -50)
        #expect(fresh.values(w) == [10, 40, 50])

        let readded = Solver()
        let (u, old) = build(readded, rightConstant: -300)
        try readded.remove(#require(old))
        readded.constrain([(u[2], 1)], -50, priority: 750)
        #expect(readded.values(u) == [10, 40, 50])
    }

    @Test("AL-S4: an edit variable follows suggested values, and the rest of the solution follows it")
    func editVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        solver.constrain([(y, 1), (x, -2)], -1)  // y == 2x + 1
        solver.constrain([(y, 1)], -101, .lessThanOrEqual)  // y <= 101, so x <= 50
        try solver.addEditVariable(x, priority: 999)
        #expect(throws: SolverError.duplicateEdit) { try solver.addEditVariable(x, priority: 999) }
        try solver.suggestValue(42, for: x)
        #expect(solver.values([x, y]) == [42, 85])
        try solver.suggestValue(80, for: x)  // the required y <= 101 wins over the edit
        #expect(solver.values([x, y]) == [50, 101])
        try solver.suggestValue(-3, for: x)
        #expect(solver.values([x, y]) == [-3, -5])
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEdit) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEdit) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(7, for: x)
        #expect(solver.values([x, y]) == [7, 15])
    }

    @Test("AL-2: the constraint with the higher priority is satisfied")
    func higherPriorityWins() {
        let solver = Solver()
        let x = solver.makeVariable()
        solver.constrain([(x, 1)], -10, priority: 250)
        solver.constrain([(x, 1)], -20, priority: 750)
        solver.constrain([(x, 1)], -30, priority: 500)
        #expect(solver.value(of: x) == 20)
    }

    @Test("AL-3: ten constraints at 250 lose to one at 251")
    func tiersAreStrict() {
        let solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<10 { solver.constrain([(x, 1)], 0, priority: 250) }
        solver.constrain([(x, 1)], -100, priority: 251)
        #expect(solver.value(of: x) == 100)
        // Within a tier the errors add up: three wishes for 0 at 250 beat two for 60.
        let y = solver.makeVariable()
        for _ in 0..<3 { solver.constrain([(y, 1)], 0, priority: 250) }
        for _ in 0..<2 { solver.constrain([(y, 1)], -60, priority: 250) }
        #expect(solver.value(of: y) == 0)
    }

    @Test("AL-4: a required inequality beats a wish at 999")
    func requiredInequalityBeats999() {
        let solver = Solver()
        let x = solver.makeVariable()
        solver.constrain([(x, 1)], -100, priority: 999)
        solver.constrain([(x, 1)], -50, .lessThanOrEqual)
        #expect(solver.value(of: x) == 50)
    }

    @Test("AL-8: an optional constraint's priority changes between optional levels, never to or from required")
    func setPriority() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = try #require(solver.constrain([(x, 1)], -10, priority: 250))
        solver.constrain([(x, 1)], -20, priority: 500)
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(750, of: low)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.badPriority) { try solver.setPriority(1000, of: low) }
        let required = try #require(solver.constrain([(x, 1)], -15, .lessThanOrEqual))
        #expect(throws: SolverError.badPriority) { try solver.setPriority(500, of: required) }
        #expect(solver.value(of: x) == 10)
        try solver.setPriority(100, of: low)
        #expect(solver.value(of: x) == 15)  // 20 wished at 500, capped by x <= 15
    }
}
