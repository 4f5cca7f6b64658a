// Bad input to the solver: required conflicts, cycles of equalities, non-finite numbers and stale handles. No crash,
// a clear answer, and nothing changed where nothing could be done.
import ConstraintSolver
import Testing

@Suite("Solver bad input")
struct SolverBadInputTests {
    @Test("AL-S5: a required conflict names the required constraints involved and leaves the solution as it was")
    func requiredConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let pin = try #require(solver.constrain([(x, 1)], -10))  // x == 10
        let offset = try #require(solver.constrain([(y, 1), (x, -1)], -5))  // y == x + 5
        solver.constrain([(z, 1)], -3)  // z == 3, not involved
        solver.constrain([(y, 1)], 0, priority: 250)  // an optional wish is never "involved"
        let before = solver.statistics.constraintsAdded

        let result = try solver.add([SolverTerm(y, 1)], constant: -12, .lessThanOrEqual, priority: 1000)
        guard case .failure(let conflict) = result else {
            Issue.record("y <= 12 was accepted")
            return
        }
        #expect(Set(conflict.involved) == [pin, offset])
        #expect(solver.values([x, y, z]) == [10, 15, 3])
        #expect(solver.statistics.constraintsAdded == before)
        // The solver still works: a compatible required constraint is taken.
        solver.constrain([(y, 1)], -20, .lessThanOrEqual)
        #expect(solver.values([x, y, z]) == [10, 15, 3])
    }

    @Test("AL-S5: a required inequality against another one is refused and names it")
    func inequalityConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try #require(solver.constrain([(x, 1)], -10, .greaterThanOrEqual))  // x >= 10
        solver.constrain([(x, 1)], 0, priority: 500)  // x == 0 wished: x sits at 10
        let result = try solver.add([SolverTerm(x, 1)], constant: -5, .lessThanOrEqual, priority: 1000)
        guard case .failure(let conflict) = result else {
            Issue.record("x <= 5 was accepted")
            return
        }
        #expect(conflict.involved == [floor])
        #expect(solver.value(of: x) == 10)
    }

    @Test("AL-S5: a constant change that breaks a required constraint is refused, the old constant kept")
    func setConstantConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try #require(solver.constrain([(x, 1)], -10))  // x == 10
        let floor = try #require(solver.constrain([(y, 1), (x, -1)], 0, .greaterThanOrEqual))  // y >= x
        let cap = try #require(solver.constrain([(y, 1)], -20, .lessThanOrEqual))  // y <= 20
        solver.constrain([(y, 1)], -100, priority: 750)  // y == 100 wished: y sits at the cap
        #expect(solver.values([x, y]) == [10, 20])

        let conflict = try #require(try solver.setConstant(-5, of: cap))  // y <= 5 cannot hold
        #expect(Set(conflict.involved) == [cap, floor, pin])
        #expect(solver.values([x, y]) == [10, 20])
        #expect(try solver.setConstant(-40, of: cap) == nil)
        #expect(solver.values([x, y]) == [10, 40])
    }

    @Test("AL-S6: a consistent cycle of equalities is accepted; an inconsistent one is refused at its last edge")
    func cycles() throws {
        let solver = Solver()
        let v = solver.variables(3)
        solver.constrain([(v[0], 1), (v[1], -1)], -1)  // a == b + 1
        solver.constrain([(v[1], 1), (v[2], -1)], -1)  // b == c + 1
        let closing = try #require(solver.constrain([(v[2], 1), (v[0], -1)], 2))  // c == a - 2: redundant
        solver.constrain([(v[2], 1)], -7)
        #expect(solver.values(v) == [9, 8, 7])
        try solver.remove(closing)
        #expect(solver.values(v) == [9, 8, 7])

        let other = solver.variables(3)
        let ab = try #require(solver.constrain([(other[0], 1), (other[1], -1)], -1))
        let bc = try #require(solver.constrain([(other[1], 1), (other[2], -1)], -1))
        let result = try solver.add(
            [SolverTerm(other[2], 1), SolverTerm(other[0], -1)], constant: -1, .equal, priority: 1000)
        guard case .failure(let conflict) = result else {
            Issue.record("c == a + 1 closed an inconsistent cycle")
            return
        }
        #expect(Set(conflict.involved) == [ab, bc])
        #expect(solver.values(v) == [9, 8, 7])
    }

    @Test("AL-S7: NaN and infinite numbers are refused with .nonFinite and change nothing")
    func nonFinite() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try #require(solver.constrain([(x, 1)], -10, priority: 750))
        try solver.addEditVariable(y, priority: 999)
        try solver.suggestValue(4, for: y)
        let statistics = solver.statistics
        let bad: [() throws -> Void] = [
            { _ = try solver.add([SolverTerm(x, 1)], constant: .nan, .equal, priority: 1000) },
            { _ = try solver.add([SolverTerm(x, .infinity)], constant: 0, .equal, priority: 1000) },
            { _ = try solver.add([SolverTerm(x, 1)], constant: 0, .lessThanOrEqual, priority: .nan) },
            { _ = try solver.add([SolverTerm(x, 1)], constant: 0, .lessThanOrEqual, priority: .infinity) },
            { _ = try solver.setConstant(-.infinity, of: pin) },
            { try solver.setPriority(.nan, of: pin) },
            { try solver.suggestValue(.nan, for: y) },
        ]
        for call in bad {
            #expect(throws: SolverError.nonFinite) { try call() }
        }
        #expect(solver.statistics == statistics)
        #expect(solver.values([x, y]) == [10, 4])
        // Something does happen for finite input.
        try solver.setConstant(-11, of: pin)
        #expect(solver.value(of: x) == 11)
    }

    @Test("AL-S7: stale handles, foreign variables and bad priorities are refused")
    func misuse() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let handle = try #require(solver.constrain([(x, 1)], -1))
        try solver.remove(handle)
        #expect(throws: SolverError.unknownConstraint) { try solver.setConstant(2, of: handle) }
        // A new constraint reusing the slot does not revive the old handle.
        let again = try #require(solver.constrain([(x, 1)], -3))
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(handle) }
        #expect(solver.value(of: x) == 3)
        try solver.remove(again)

        let other = Solver()
        let foreign = other.variables(5)[4]
        #expect(throws: SolverError.unknownVariable) {
            _ = try solver.add([SolverTerm(foreign, 1)], constant: 0, .equal, priority: 1000)
        }
        #expect(throws: SolverError.badPriority) {
            _ = try solver.add([SolverTerm(x, 1)], constant: 0, .equal, priority: 0)
        }
    }
}
