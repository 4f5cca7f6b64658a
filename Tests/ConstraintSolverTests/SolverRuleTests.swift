// The solver on its own: tiers, conflicts, incremental constants and locality.
import ConstraintSolver
import Testing

@Suite("ConstraintSolver")
struct SolverRuleTests {
    @Test("AL-3: ten optional constraints at 250 lose to one at 251")
    func strictTiers() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<10 { _ = try solver.add([SolverTerm(x, 1)], constant: -100, .equal, priority: 250) }
        _ = try solver.add([SolverTerm(x, 1)], constant: -200, .equal, priority: 251)
        #expect(solver.value(of: x) == 200)
    }

    @Test("AL-12: a required conflict names the required constraints involved and changes nothing")
    func requiredConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        guard case .success(let fixed) = try solver.add([SolverTerm(x, 1)], constant: -10, .equal, priority: 1000),
            case .success(let link) = try solver.add(
                [SolverTerm(y, 1), SolverTerm(x, -1)], constant: -5, .equal, priority: 1000)
        else {
            Issue.record("the consistent constraints were refused")
            return
        }
        let result = try solver.add([SolverTerm(y, 1)], constant: -3, .lessThanOrEqual, priority: 1000)
        guard case .failure(let conflict) = result else {
            Issue.record("y <= 3 was accepted against y == 15")
            return
        }
        #expect(Set(conflict.involved) == [fixed, link])
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    }

    @Test("AL-7: a new constant gives the solution of the constraint rebuilt with it")
    func setConstantMatchesRebuild() throws {
        /// `x >= 20`, the required `w + x == total` and a wish `w == 100`; returns the solver, w and the sum's handle.
        func build(_ total: Double) throws -> (Solver, SolverVariable, SolverConstraint) {
            let solver = Solver()
            let x = solver.makeVariable()
            let w = solver.makeVariable()
            _ = try solver.add([SolverTerm(x, 1)], constant: -20, .greaterThanOrEqual, priority: 1000)
            let sum = try solver.add([SolverTerm(w, 1), SolverTerm(x, 1)], constant: -total, .equal, priority: 1000)
            _ = try solver.add([SolverTerm(w, 1)], constant: -100, .equal, priority: 250)
            return (solver, w, try sum.get())
        }
        let (incremental, w, sum) = try build(300)
        #expect(incremental.value(of: w) == 100)
        // `w + x == 90`: w can only reach 70, as x must stay at least 20.
        #expect(try incremental.setConstant(-90, of: sum) == nil)
        let (rebuilt, rebuiltW, _) = try build(90)
        #expect(incremental.value(of: w) == 70 && rebuilt.value(of: rebuiltW) == 70)
    }

    @Test("AL-30: a change in one group touches no row of an independent group, however large")
    func independentGroups() throws {
        func rowsTouched(otherGroup size: Int) throws -> Int {
            let solver = Solver()
            let a = solver.makeVariable()
            let b = solver.makeVariable()
            _ = try solver.add([SolverTerm(a, 1), SolverTerm(b, -1)], constant: -8, .equal, priority: 1000)
            let edit = a
            try solver.addEditVariable(edit, priority: 999)
            for _ in 0..<size {
                let p = solver.makeVariable()
                let q = solver.makeVariable()
                _ = try solver.add([SolverTerm(p, 1), SolverTerm(q, -1)], constant: -1, .equal, priority: 1000)
            }
            let before = solver.statistics.rowsTouched
            try solver.suggestValue(42, for: edit)
            #expect(solver.value(of: b) == 34)
            return solver.statistics.rowsTouched - before
        }
        #expect(try rowsTouched(otherGroup: 10) == rowsTouched(otherGroup: 10_000))
    }

    @Test("Bad input: non-finite numbers are refused and nothing changes")
    func nonFinite() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try solver.add([SolverTerm(x, 1)], constant: -5, .equal, priority: 1000)
        #expect(throws: SolverError.nonFinite) {
            _ = try solver.add([SolverTerm(x, .nan)], constant: 0, .equal, priority: 1000)
        }
        #expect(throws: SolverError.nonFinite) {
            _ = try solver.add([SolverTerm(x, 1)], constant: .infinity, .equal, priority: 500)
        }
        #expect(solver.value(of: x) == 5)
    }
}
