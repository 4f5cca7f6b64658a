// The kiwi peer's layouts (LayoutBenchShape) on the constraint solver alone, measured as kiwi_bench.py measures
// kiwisolver: peer name `swift-solver`, one line per shape and size with the same metrics, plus the allocations
// of a steady resolve.
//
// Invariants: the timed build adds exactly the constraints kiwi adds, in its order, after the container width W is
// an edit variable at 390 (at 999, kiwi's "strong": below required); the timed resolve suggests kiwi's widths and
// reads every changed variable, as kiwi's `updateVariables()` does. BENCH_LAYOUT_ONLY=form-1000 (say) runs one line,
// for profiling.
import ConstraintSolver
import Foundation

/// The solver bench.
struct LayoutSolverBench {
    let reps: Int

    func run() {
        for shape in LayoutBenchShape.allCases {
            for size in shape.sizes {
                if let only = ProcessInfo.processInfo.environment["BENCH_LAYOUT_ONLY"],
                    only != "\(shape.rawValue)-\(size)"
                {
                    continue
                }
                measure(shape, size)
            }
        }
    }

    /// A solver holding one shape: the variables of each box (x, y, width, height) and W.
    struct Built {
        let solver = Solver()
        let width: SolverVariable
        let boxes: [[SolverVariable]]
        /// The terms and constant of each constraint, `Σ terms + constant  relation  0`.
        let rows: [(terms: [SolverTerm], constant: Double, relation: SolverRelation, priority: Float)]
        /// The latest value of every variable, by variable index.
        var values: [Double]

        init(_ shape: LayoutBenchShape, _ size: Int) {
            let solver = solver
            width = solver.makeVariable()
            var boxes: [[SolverVariable]] = []
            for _ in 0..<shape.boxCount(size) {
                boxes.append((0..<4).map { _ in solver.makeVariable() })
            }
            self.boxes = boxes
            values = [Double](repeating: 0, count: 1 + 4 * boxes.count)
            let width = width
            func terms(_ anchor: (item: LayoutBenchShape.Item, attribute: LayoutBenchShape.Attribute)) -> [SolverTerm] {
                guard case .box(let index) = anchor.item else {
                    switch anchor.attribute {
                    case .left, .top: return []
                    case .right, .width: return [SolverTerm(width, 1)]
                    case .bottom, .height: fatalError("the kiwi layouts never use the container's height")
                    }
                }
                let v = boxes[index]
                switch anchor.attribute {
                case .left: return [SolverTerm(v[0], 1)]
                case .right: return [SolverTerm(v[0], 1), SolverTerm(v[2], 1)]
                case .top: return [SolverTerm(v[1], 1)]
                case .bottom: return [SolverTerm(v[1], 1), SolverTerm(v[3], 1)]
                case .width: return [SolverTerm(v[2], 1)]
                case .height: return [SolverTerm(v[3], 1)]
                }
            }
            rows = shape.constraints(size).map { constraint in
                var all = terms(constraint.first)
                if let second = constraint.second {
                    all += terms(second).map { SolverTerm($0.variable, -$0.coefficient) }
                }
                let relation: SolverRelation = constraint.relation == .equal ? .equal : .greaterThanOrEqual
                return (all, -constraint.constant, relation, constraint.priority)
            }
            try! solver.addEditVariable(width, priority: 999)
            try! solver.suggestValue(LayoutBenchShape.initialWidth, for: width)
        }

        /// Adds every constraint (the timed build).
        mutating func addAll() {
            for row in rows {
                guard
                    case .success = try! solver.add(
                        row.terms, constant: row.constant, row.relation, priority: row.priority)
                else { fatalError("a kiwi constraint conflicts") }
            }
        }

        /// Reads every variable that changed (kiwi's `updateVariables()`).
        mutating func update() {
            solver.takeChangedVariables { variable, value in values[Int(variable.index)] = value }
        }

        /// Suggests the `k`-th width and reads the changes.
        mutating func resolve(_ k: Int) {
            try! solver.suggestValue(LayoutBenchShape.resolveWidth(k), for: width)
            update()
        }

        var frames: [(x: Double, y: Double, width: Double, height: Double)] {
            boxes.map { v in
                (values[Int(v[0].index)], values[Int(v[1].index)], values[Int(v[2].index)], values[Int(v[3].index)])
            }
        }
    }

    private func measure(_ shape: LayoutBenchShape, _ size: Int) {
        var builds: [Double] = []
        var resolves: [Double] = []
        var checksum = 0
        var count = 0
        var allocations = 0.0
        for rep in 0..<reps {
            var built = Built(shape, size)
            let start = Measure.nanoseconds()
            built.addAll()
            built.update()
            builds.append(Double(Measure.nanoseconds() - start) / Double(built.rows.count))
            checksum = LayoutBenchShape.checksum(built.frames)
            count = built.rows.count
            let resolveStart = Measure.nanoseconds()
            for k in 0..<LayoutBenchShape.resolves { built.resolve(k) }
            resolves.append(Double(Measure.nanoseconds() - resolveStart) / Double(LayoutBenchShape.resolves))
            if rep == 0 {
                // Steady resolves after the timed ones: the same widths again.
                let counted = Measure.allocations {
                    for k in 0..<LayoutBenchShape.resolves { built.resolve(k) }
                }
                allocations = Double(counted) / Double(LayoutBenchShape.resolves)
            }
        }
        print(
            "swift-solver \(shape.rawValue)-\(size) build_ns_per_constraint=\(Measure.format(Measure.median(builds))) "
                + "min_ns=\(Measure.format(builds.min() ?? 0)) resolve_ns=\(Measure.format(Measure.median(resolves))) "
                + "checksum=\(checksum) constraints=\(count) views=\(shape.boxCount(size)) reps=\(reps) "
                + "allocations_per_resolve=\(allocations)")

    }
}
