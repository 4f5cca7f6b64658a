// The solver's state and work: an incremental simplex of the Cassowary family (Badros, Borning and Stuckey, ACM
// TOCHI 2001) with strict priority tiers, one objective per priority level in use, compared lexicographically from
// the highest level down. A value type, so that the work runs on `inout self` without dynamic exclusivity checks.
//
// Invariants:
// - Restricted rows (a slack, error or dummy basic) and the objectives contain only parametric restricted and
//   dummy symbols, never an external; after every public call every restricted row's constant is at least zero
//   (basic feasible form) and no candidate is left (optimal).
// - External rows contain parametric restricted and dummy symbols and external symbols, basic or not: an external
//   row may refer to another variable's row instead of repeating it (a chain `y₂ = y₁ + 38`, not `y₂ = 58 − d₁ − d₂
//   …`), so a chain of equalities costs what its links cost. The references are acyclic (a new row refers to others
//   only when nothing refers to its subject; otherwise it is expanded to parametric symbols first). The value of
//   an external row is its constant plus its references' values; parametric symbols are 0.
// - `columns[s]` lists exactly the basic symbols whose rows contain `s`, and each cell knows its place there, so
//   work follows the rows a change reaches, not the tableau's size (independent groups never touch each other).
// - `isCandidate` marks exactly the parametric, non-dummy symbols whose objective vector is lexicographically
//   negative (those that could enter in a primal step).
// - Ties are broken by the smallest symbol, and every container is an array in an order fixed by the calls, so the
//   same calls give the same solution, and report the same changes in the same order, in every process.
// - Storage is reused: released symbols and records, rows' cell buffers and the work lists, so a steady re-solve
//   allocates nothing.
/// The tableau and the algorithms of a ``Solver``.
struct SolverCore {
    static let epsilon = 1.0e-8
    /// The levels of `exerciseAmbiguity`'s pulls, below every caller's level: the latest pull, and the earlier ones.
    static let latestPullPriority: Float = 0
    static let heldPullPriority: Float = -1

    var symbols: [SymbolInfo] = []
    var rowOf: [SolverRow?] = []
    var columns: [SolverColumn] = []
    var tiers: [ObjectiveTier] = []
    var candidateList: [Int32] = []
    var records: [ConstraintRecord?] = []
    var generations: [UInt32] = []
    var freeRecords: [Int32] = []
    var freeSymbols: [Int32] = []
    var edits: [Int32: SolverConstraint] = [:]
    /// The pulls `exerciseAmbiguity` left on variables (optional equalities at the pulls' levels).
    var exercisePulls: [Int32: SolverConstraint] = [:]
    var latestPull: SolverConstraint?
    var infeasible: [Int32] = []
    /// The objective of the artificial phase, while one runs.
    var artificial: SolverRow?
    var dirty: [Int32] = []
    var rowCount = 0
    /// Reused storage: cell buffers of rows that left the tableau, the merge buffer, and the work lists.
    var spareCells: [[SolverCell]] = []
    var mergeBuffer: [SolverCell] = []
    var pendingRemovals: [SolverCell] = []
    var expansionQueue: [Int32] = []
    /// `expand`'s dense accumulator (a coefficient per symbol slot, grown on use, zero between calls), the symbols
    /// it holds, and the number of the current expansion.
    var accumulator: [Double] = []
    var accumulated: [Int32] = []
    var expansionEpoch: UInt32 = 0
    /// The depth-first walks of `invalidate` (along referrers) and `expand` (along references).
    var walkStack: [DepthFirstStep] = []
    var evaluationStack: [Int32] = []
    /// The counters of `statistics`.
    var counters = SolverStatistics()

    var statistics: SolverStatistics {
        var result = counters
        result.symbolSlots = symbols.count
        result.constraintSlots = records.count
        result.rows = rowCount
        return result
    }

    mutating func makeVariable() -> SolverVariable { SolverVariable(index: newSymbol(.external)) }

    mutating func value(of variable: SolverVariable) -> Double {
        let index = Int(variable.index)
        guard index >= 0, index < symbols.count, symbols[index].kind == .external else { return 0 }
        return evaluate(variable.index)
    }

    mutating func add(
        _ terms: [SolverTerm], constant: Double, _ relation: SolverRelation, priority: Float
    ) throws(SolverError) -> Result<SolverConstraint, SolverConflict> {
        guard constant.isFinite, priority.isFinite else { throw .nonFinite }
        guard priority > 0 else { throw .badPriority }
        for term in terms {
            guard term.coefficient.isFinite else { throw .nonFinite }
            let index = Int(term.variable.index)
            guard index >= 0, index < symbols.count, symbols[index].kind == .external else { throw .unknownVariable }
        }
        return addConstraint(terms, constant: constant, relation, priority: priority)
    }

    /// `add` after validation; a priority of 0 or less is one of the pulls' levels, below the caller's.
    mutating func addConstraint(
        _ terms: [SolverTerm], constant: Double, _ relation: SolverRelation, priority: Float
    ) -> Result<SolverConstraint, SolverConflict> {
        var row = makeRow()
        row.constant = constant
        for term in terms { row.add(term.variable.index, term.coefficient) }
        var record = ConstraintRecord(
            marker: -1, other: -1, markerCoefficient: 1, constant: constant, priority: priority)
        let required = record.isRequired
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            record.marker = newSymbol(.slack)
            record.markerCoefficient = coefficient
            row.add(record.marker, coefficient)
            if !required {
                record.other = newSymbol(.error)
                row.add(record.other, -coefficient)
            }
        case .equal:
            if required {
                record.marker = newSymbol(.dummy)
                row.add(record.marker, 1)
            } else {
                record.marker = newSymbol(.error)
                record.other = newSymbol(.error)
                record.markerCoefficient = -1
                row.add(record.marker, -1)
                row.add(record.other, 1)
            }
        }
        if let conflict = insert(row, record: record) {
            releaseSymbols(of: record)
            optimize()
            return .failure(conflict)
        }
        let handle = store(record)
        addEffects(of: record)
        optimize()
        counters.constraintsAdded += 1
        return .success(handle)
    }

    mutating func remove(_ constraint: SolverConstraint) throws(SolverError) {
        let record = try lookUp(constraint)
        removeEffects(of: record)
        let marker = record.marker
        while rowOf[Int(marker)] == nil, let leaving = markerLeavingRow(marker) {
            if symbols[Int(leaving)].kind != .external {
                pivot(leaving: leaving, entering: marker)
            } else if columns[Int(marker)].count == 1 {
                // Only this row holds the marker: dropping the row drops the constraint; its subject goes free.
                recycle(removeBasic(leaving)!)
            } else {
                // Pivot through an external row only once it is written in parametric symbols, so that the
                // marker's row carries no reference into the rows it is substituted in (no cycle).
                expandBasic(leaving)
                guard rowOf[Int(leaving)]!.index(of: marker) != nil else { continue }
                // No restricted row holds the marker, so no objective depends on it (exactly 0 but for rounding).
                for tier in tiers.indices { tiers[tier][marker] = 0 }
                pivot(leaving: leaving, entering: marker)
            }
        }
        if let row = removeBasic(marker) { recycle(row) }
        releaseSymbols(of: record)
        records[Int(constraint.index)] = nil
        generations[Int(constraint.index)] &+= 1
        freeRecords.append(constraint.index)
        optimize()
    }
}
