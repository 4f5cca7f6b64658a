// An incremental simplex solver of the Cassowary family (Badros, Borning and Stuckey, ACM TOCHI 2001), with strict
// priority tiers: one objective per priority level in use, compared lexicographically from the highest level down.
//
// Invariants:
// - The tableau is in basic feasible form: every restricted basic symbol (slack, error, dummy) has a row constant
//   of at least zero after every public call, and the objectives contain only parametric (non-basic) symbols.
// - `columns[s]` is exactly the set of basic symbols whose rows contain `s`: substitution visits only those rows,
//   so the cost of a change follows the rows it touches, not the tableau's size (independent groups of constraints
//   never touch each other's rows).
// - `candidates` is exactly the set of parametric, non-dummy symbols whose objective vector is lexicographically
//   negative (the symbols that could enter in a primal step).
// - Ties are broken by the smallest symbol, so the same calls give the same solution in every process.
/// A linear constraint solver: equalities and inequalities with priorities, solved incrementally.
public final class Solver {
    static let epsilon = 1.0e-8

    var kinds: [SymbolKind] = []
    var rowOf: [SolverRow?] = []
    var columns: [Set<Int32>] = []
    var tiers: [ObjectiveTier] = []
    var candidates = Set<Int32>()
    var records: [ConstraintRecord?] = []
    var generations: [UInt32] = []
    var freeRecords: [Int32] = []
    /// The record whose marker (or other error) each symbol is.
    var ownerOfSymbol: [Int32: Int32] = [:]
    var edits: [Int32: SolverConstraint] = [:]
    var infeasible: [Int32] = []
    var freeSymbols: [Int32] = []
    /// The objective of the artificial phase, while one runs.
    var artificial: SolverRow?
    /// The wishes `exerciseAmbiguity(of:)` left, by variable, and their error symbols.
    var exercisePulls: [Int32: SolverConstraint] = [:]
    var exerciseSymbols = Set<Int32>()
    var exerciseCount = 0
    /// The priority of those wishes: below any a caller may use.
    static let exercisePriority: Float = 1e-6
    var dirty: [Int32] = []
    var isDirty: [Bool] = []
    var reported: [Double] = []

    /// The solver's counters.
    public internal(set) var statistics = SolverStatistics()

    /// Creates an empty solver.
    public init() {}

    /// Makes a new variable; its value is 0 until constraints decide it.
    public func makeVariable() -> SolverVariable { SolverVariable(index: newSymbol(.external)) }

    /// The value of a variable in the current solution.
    public func value(of variable: SolverVariable) -> Double {
        let index = Int(variable.index)
        guard index >= 0, index < rowOf.count, let row = rowOf[index] else { return 0 }
        return row.constant
    }

    /// Adds `Σ terms + constant  relation  0` at `priority` (1000 or more is required). A required constraint that
    /// cannot hold with the required constraints already added is refused with the constraints involved.
    public func add(
        _ terms: some Collection<SolverTerm>, constant: Double, _ relation: SolverRelation, priority: Float
    ) throws(SolverError) -> Result<SolverConstraint, SolverConflict> {
        guard constant.isFinite, priority.isFinite else { throw .nonFinite }
        guard priority > 0 else { throw .badPriority }
        for term in terms {
            guard term.coefficient.isFinite else { throw .nonFinite }
            let index = Int(term.variable.index)
            guard index >= 0, index < kinds.count, kinds[index] == .external else { throw .unknownVariable }
        }
        let row = SolverRow(constant: constant)
        for term in terms {
            if let basic = rowOf[Int(term.variable.index)] {
                addRow(into: row, basic: -1, basic, times: term.coefficient)
            } else {
                addCell(into: row, basic: -1, term.variable.index, term.coefficient)
            }
        }
        var record = ConstraintRecord(
            marker: -1, other: -1, markerCoefficient: 1, constant: constant, priority: priority)
        let required = record.isRequired
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            record.marker = newSymbol(.slack)
            record.markerCoefficient = coefficient
            row.cells[record.marker] = coefficient
            if !required {
                record.other = newSymbol(.error)
                row.cells[record.other] = -coefficient
            }
        case .equal:
            if required {
                record.marker = newSymbol(.dummy)
                row.cells[record.marker] = 1
            } else {
                record.marker = newSymbol(.error)
                record.other = newSymbol(.error)
                record.markerCoefficient = -1
                row.cells[record.marker] = -1
                row.cells[record.other] = 1
            }
        }
        if row.constant < 0 { negate(row) }
        if let conflict = insert(row, record: record) {
            releaseSymbols(of: record)
            optimize()
            return .failure(conflict)
        }
        let handle = store(record)
        addEffects(of: record)
        optimize()
        statistics.constraintsAdded += 1
        return .success(handle)
    }

    /// Removes a constraint; the solution is re-optimised without it.
    public func remove(_ constraint: SolverConstraint) throws(SolverError) {
        let record = try lookUp(constraint)
        removeEffects(of: record)
        let marker = record.marker
        if rowOf[Int(marker)] != nil {
            removeBasic(marker)
        } else if let leaving = markerLeavingRow(marker) {
            let row = rowOf[Int(leaving)]!
            removeBasic(leaving)
            row.cells[leaving] = -1
            solve(row, for: marker)
            substitute(marker, with: row)
        }
        releaseSymbols(of: record)
        records[Int(constraint.index)] = nil
        generations[Int(constraint.index)] &+= 1
        freeRecords.append(constraint.index)
        optimize()
    }
}
