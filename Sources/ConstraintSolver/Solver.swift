// The public face of the constraint solver: a reference type over `SolverCore`, the value that holds the tableau
// and does the work (one access to the core per call, so the work inside runs without dynamic exclusivity checks).
//
// Invariants: every public call leaves the core in the state its invariants describe (SolverCore.swift); a call
// that throws changes nothing; `takeChangedVariables` calls its closure outside any access to the core, so the
// closure may call the solver.
/// A linear constraint solver: equalities and inequalities with priorities, solved incrementally (an incremental
/// simplex of the Cassowary family with strict priority tiers; see SolverCore).
public final class Solver {
    var core = SolverCore()
    /// The changes `takeChangedVariables` hands out (kept for its capacity).
    var changes: [(SolverVariable, Double)] = []

    /// Creates an empty solver.
    public init() {}

    /// The solver's counters and gauges.
    public var statistics: SolverStatistics { core.statistics }

    /// Makes a new variable; its value is 0 until constraints decide it.
    public func makeVariable() -> SolverVariable { core.makeVariable() }

    /// The value of a variable in the current solution.
    public func value(of variable: SolverVariable) -> Double { core.value(of: variable) }

    /// Adds `Σ terms + constant  relation  0` at `priority` (1000 or more is required). A required constraint that
    /// cannot hold with the required constraints already added is refused with the constraints involved.
    @inlinable
    public func add(
        _ terms: some Collection<SolverTerm>, constant: Double, _ relation: SolverRelation, priority: Float
    ) throws(SolverError) -> Result<SolverConstraint, SolverConflict> {
        // Specialised in the caller; an array of terms passes through without a copy.
        try add(terms: Array(terms), constant: constant, relation, priority: priority)
    }

    @usableFromInline
    func add(
        terms: [SolverTerm], constant: Double, _ relation: SolverRelation, priority: Float
    ) throws(SolverError) -> Result<SolverConstraint, SolverConflict> {
        try core.add(terms, constant: constant, relation, priority: priority)
    }

    /// Removes a constraint; the solution is re-optimised without it.
    public func remove(_ constraint: SolverConstraint) throws(SolverError) { try core.remove(constraint) }

    /// Changes the constant of a live constraint without rebuilding it. A required constraint that the new constant
    /// makes unsatisfiable keeps its old constant, and the conflict is returned: the constraint and the required
    /// constraints it met.
    @discardableResult
    public func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError)
        -> SolverConflict?
    {
        try core.setConstant(constant, of: constraint)
    }

    /// Changes an optional constraint's priority to another optional one.
    public func setPriority(_ priority: Float, of constraint: SolverConstraint) throws(SolverError) {
        try core.setPriority(priority, of: constraint)
    }

    /// Makes `variable` editable at `priority` (an optional equality `variable == suggested value`, its current
    /// value at first); a required priority is taken as just below required.
    public func addEditVariable(_ variable: SolverVariable, priority: Float) throws(SolverError) {
        try core.addEditVariable(variable, priority: priority)
    }

    /// Suggests a value for an edit variable; the solution follows incrementally.
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    /// Stops editing a variable.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Calls `body` for every variable whose value changed since the last call, in the order the changes were
    /// first made.
    public func takeChangedVariables(_ body: (SolverVariable, Double) -> Void) {
        // Collected in one access to the core; `body` runs outside it, and may call the solver (even this method).
        var taken: [(SolverVariable, Double)] = []
        swap(&taken, &changes)
        core.collectChanges(into: &taken)
        for (variable, value) in taken { body(variable, value) }
        taken.removeAll(keepingCapacity: true)
        swap(&taken, &changes)
    }

    /// Whether another solution of the same quality (every tier's objective equal) gives `variable` another value.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool { core.isAmbiguous(variable) }

    /// Moves an ambiguous `variable` to another optimal value: a pull below every priority level holds it there
    /// (replacing the variable's previous pull) until constraints decide it. The latest pull outranks the earlier
    /// ones, which keep their variables where they can. Returns whether the value moved.
    public func exerciseAmbiguity(of variable: SolverVariable) -> Bool { core.exerciseAmbiguity(of: variable) }

    /// The constraints whose markers `variable`'s value depends on (for a variable no row decides, those of the
    /// rows that refer to it), in the order of their markers.
    public func constraintsAffecting(_ variable: SolverVariable) -> [SolverConstraint] {
        core.constraintsAffecting(variable)
    }
}
