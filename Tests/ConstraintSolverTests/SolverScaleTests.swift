// Size, storage and locality: many constraints, the same constraint added and removed in a loop, and the work of a
// change staying inside the group of constraints it touches (AL-30).
import ConstraintSolver
import Testing

@Suite("Solver scale and locality")
struct SolverScaleTests {
    @Test("AL-S8: 100,000 constraints are solved, each group of four on its own")
    func hundredThousandConstraints() throws {
        let solver = Solver()
        var rows: [[SolverVariable]] = []
        for index in 0..<25_000 {
            let v = solver.variables(3)  // left, width, right
            solver.constrain([(v[0], 1)], -Double(index))  // left == index
            solver.constrain([(v[1], 1)], -10, .greaterThanOrEqual)  // width >= 10
            solver.constrain([(v[1], 1)], -Double(index % 7), priority: 250)  // width == index % 7, wished
            solver.constrain([(v[2], 1), (v[0], -1), (v[1], -1)], 0)  // right == left + width
            rows.append(v)
        }
        #expect(solver.statistics.constraintsAdded == 100_000)
        #expect(solver.values(rows[0]) == [0, 10, 10])
        #expect(solver.values(rows[24_999]) == [24_999, 10, 25_009])
        var changed = 0
        solver.takeChangedVariables { _, _ in changed += 1 }
        #expect(changed == 75_000 - 1)  // every variable but the first left, which stays 0
    }

    @Test("AL-S1: a chain of 1,000 equalities holds at its end, and removing a link in its middle frees the rest")
    func longChain() throws {
        let solver = Solver()
        let v = solver.variables(1001)
        solver.constrain([(v[0], 1)], 0)
        var links: [SolverConstraint] = []
        for index in 1...1000 {  // v[i] == v[i - 1] + 1
            links.append(try #require(solver.constrain([(v[index], 1), (v[index - 1], -1)], -1)))
        }
        solver.constrain([(v[1000], 1)], -2000, .lessThanOrEqual)  // reaches through the whole chain
        solver.constrain([(v[1000], 1)], -5000, priority: 500)
        #expect(solver.values([v[0], v[500], v[1000]]) == [0, 500, 1000])
        try solver.remove(links[499])  // v[500] == v[499] + 1
        // v[500...] moves up as one piece, to the required cap.
        #expect(solver.values([v[0], v[499], v[500], v[1000]]) == [0, 499, 1500, 2000])
    }

    @Test("AL-S1: rows reached by 2⁶⁰ paths of references are expanded once each")
    func diamonds() throws {
        let solver = Solver()
        var x = solver.makeVariable()
        var y = solver.makeVariable()
        solver.constrain([(x, 1)], -1)
        solver.constrain([(y, 1)], -1)
        for _ in 0..<60 {  // x' == (x + y) / 2, y' == (x + y) / 2: every row refers to both of the level before
            let nextX = solver.makeVariable()
            let nextY = solver.makeVariable()
            solver.constrain([(nextX, 1), (x, -0.5), (y, -0.5)], 0)
            solver.constrain([(nextY, 1), (x, -0.5), (y, -0.5)], 0)
            (x, y) = (nextX, nextY)
        }
        solver.constrain([(x, 1), (y, 1)], -10, .lessThanOrEqual)
        #expect(abs(solver.value(of: x) - 1) < 1e-9 && abs(solver.value(of: y) - 1) < 1e-9)
        #expect(!solver.isAmbiguous(x))
    }

    @Test("AL-S9: adding and removing the same constraints 10,000 times reuses the same storage")
    func addRemoveLoop() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        solver.constrain([(y, 1), (x, -1)], -1)  // y == x + 1
        solver.constrain([(x, 1)], 0, priority: 250)
        func cycle() throws {
            let pin = try #require(solver.constrain([(x, 1)], -5))
            let wish = try #require(solver.constrain([(y, 1)], -50, .greaterThanOrEqual, priority: 750))
            #expect(solver.values([x, y]) == [5, 6])
            try solver.addEditVariable(y, priority: 999)
            try solver.suggestValue(20, for: y)
            try solver.remove(pin)
            #expect(solver.values([x, y]) == [19, 20])
            try solver.removeEditVariable(y)
            try solver.remove(wish)
        }
        try cycle()
        let after = solver.statistics
        for _ in 0..<10_000 { try cycle() }
        #expect(solver.statistics.symbolSlots == after.symbolSlots)
        #expect(solver.statistics.constraintSlots == after.constraintSlots)
        #expect(solver.statistics.rows == after.rows)
        #expect(solver.statistics.constraintsAdded == after.constraintsAdded + 30_000)
        #expect(solver.values([x, y]) == [0, 1])
    }

    /// Group B: `count` independent constraints (a third of them optional), made before group A so that A's
    /// symbols are numbered differently in each run.
    private static func independentGroup(_ solver: Solver, count: Int) {
        var index = 0
        while index < count {
            let v = solver.variables(2)
            solver.constrain([(v[0], 1)], -Double(index))
            solver.constrain([(v[1], 1), (v[0], -1)], -8, .greaterThanOrEqual)
            solver.constrain([(v[1], 1)], 0, priority: 250)
            index += 3
        }
    }

    /// The counters spent by a fixed series of changes in group A.
    private static func workInGroupA(besides count: Int) throws -> [Int] {
        let solver = Solver()
        independentGroup(solver, count: count)
        let v = solver.variables(4)
        let width = v[3]
        try solver.addEditVariable(width, priority: 999)
        solver.constrain([(v[0], 1)], -20)
        solver.constrain([(v[1], 1), (v[0], -1)], -8, .greaterThanOrEqual)
        solver.constrain([(v[1], 1)], 0, priority: 250)
        let right = try #require(solver.constrain([(v[2], 1), (width, -1)], 20))
        solver.constrain([(v[2], 1), (v[1], -1)], -50, .greaterThanOrEqual)
        solver.takeChangedVariables { _, _ in }
        let start = solver.statistics
        var reported: [Double] = []
        try solver.suggestValue(390, for: width)
        try solver.suggestValue(100, for: width)
        try solver.setConstant(10, of: right)
        let extra = try #require(solver.constrain([(v[1], 1)], -40, .greaterThanOrEqual))
        try solver.remove(extra)
        try solver.suggestValue(500, for: width)
        solver.takeChangedVariables { _, value in reported.append(value) }
        let end = solver.statistics
        #expect(solver.values(v) == [20, 28, 490, 500])
        return [end.pivots - start.pivots, end.rowsTouched - start.rowsTouched, reported.count]
    }

    @Test("AL-30: the work of a change in one group is the same beside 10 or 10,000 independent constraints")
    func locality() throws {
        let small = try Self.workInGroupA(besides: 10)
        let large = try Self.workInGroupA(besides: 10_000)
        #expect(small == large)
        #expect(small[0] + small[1] > 0)  // the changes did work
    }

    @Test("AL-19: x == y alone is ambiguous, x == 5 settles it, and exercising moves an ambiguous value")
    func ambiguity() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        solver.constrain([(x, 1), (y, -1)], 0)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        let before = solver.value(of: x)
        #expect(solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) != before)
        #expect(solver.value(of: x) == solver.value(of: y))

        let pin = try #require(solver.constrain([(x, 1)], -5))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.exerciseAmbiguity(of: y))
        #expect(solver.values([x, y]) == [5, 5])
        #expect(solver.constraintsAffecting(y).contains(pin))

        // An inequality alone leaves room; a wish at any priority inside it removes the room.
        let z = solver.makeVariable()
        solver.constrain([(z, 1)], -10, .greaterThanOrEqual)
        #expect(solver.isAmbiguous(z))
        solver.constrain([(z, 1)], 0, priority: 50)
        #expect(!solver.isAmbiguous(z))
        #expect(solver.value(of: z) == 10)
    }

    @Test("AL-S10: the same calls give the same solution and report the changed variables in the same order")
    func determinism() throws {
        func run() throws -> [String] {
            let solver = Solver()
            let v = solver.variables(12)
            for index in 0..<11 {
                solver.constrain([(v[index + 1], 1), (v[index], -1)], -8, .greaterThanOrEqual)
                solver.constrain([(v[index + 1], 1), (v[index], -1)], -Double(index), priority: 250)
            }
            try solver.addEditVariable(v[11], priority: 999)
            try solver.suggestValue(300, for: v[11])
            var log: [String] = []
            solver.takeChangedVariables { variable, value in log.append("\(variable.index)=\(value)") }
            try solver.suggestValue(30, for: v[11])
            solver.takeChangedVariables { variable, value in log.append("\(variable.index)=\(value)") }
            return log
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(!first.isEmpty)
    }
}
