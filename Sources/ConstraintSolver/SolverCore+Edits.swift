// Changing a live constraint: its constant (a shift of its marker, then the dual simplex), its priority, and edit
// variables (optional equalities whose constant is the suggested value).
extension SolverCore {
    /// Changes the constant of a live constraint without rebuilding it. A required constraint that the new constant
    /// makes unsatisfiable keeps its old constant, and the conflict is returned: the constraint and the required
    /// constraints it met.
    mutating func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError)
        -> SolverConflict?
    {
        guard constant.isFinite else { throw .nonFinite }
        var record = try lookUp(constraint)
        let old = record.constant
        guard constant != old else { return nil }
        record.constant = constant
        records[Int(constraint.index)] = record
        let shift = (constant - old) / record.markerCoefficient
        var failing = shiftMarker(record.marker, by: shift)
        if failing == nil { failing = dualOptimize() }
        guard let failing else { return nil }
        let conflict = conflict(from: rowOf[Int(failing)]!, basic: failing, adding: constraint)
        // Unsatisfiable: put the old constant back (the tableau is an equivalent system, so the shift back is exact)
        // and repair the rows the attempt left below zero.
        record.constant = old
        records[Int(constraint.index)] = record
        _ = shiftMarker(record.marker, by: -shift)
        _ = dualOptimize()
        return conflict
    }

    mutating func setPriority(_ priority: Float, of constraint: SolverConstraint) throws(SolverError) {
        guard priority.isFinite else { throw .nonFinite }
        let record = try lookUp(constraint)
        guard priority > 0, priority < 1000, !record.isRequired else { throw .badPriority }
        changePriority(of: constraint, to: priority)
    }

    /// Moves a live optional constraint to another level (the pulls' levels included).
    mutating func changePriority(of constraint: SolverConstraint, to priority: Float) {
        guard var record = records[Int(constraint.index)], record.priority != priority else { return }
        removeEffects(of: record)
        record.priority = priority
        records[Int(constraint.index)] = record
        addEffects(of: record)
        optimize()
    }

    mutating func addEditVariable(_ variable: SolverVariable, priority: Float) throws(SolverError) {
        guard edits[variable.index] == nil else { throw .duplicateEdit }
        let clamped = min(priority, 999.9)
        let current = value(of: variable)
        let result = try add([SolverTerm(variable, 1)], constant: -current, .equal, priority: clamped)
        if case .success(let handle) = result { edits[variable.index] = handle }
    }

    mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        guard let handle = edits[variable.index] else { throw .unknownEdit }
        _ = try setConstant(-value, of: handle)
    }

    mutating func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let handle = edits.removeValue(forKey: variable.index) else { throw .unknownEdit }
        try remove(handle)
    }

    /// Shifts a marker by `shift` (the marker of the old system is the new one plus `shift`), listing the rows made
    /// infeasible. Returns a redundant required equality's row that would leave zero (a conflict), if any.
    private mutating func shiftMarker(_ marker: Int32, by shift: Double) -> Int32? {
        if rowOf[Int(marker)] != nil {
            rowOf[Int(marker)]!.constant -= shift
            counters.rowsTouched += 1
            let constant = rowOf[Int(marker)]!.constant
            if symbols[Int(marker)].kind == .dummy { return abs(constant) > Self.epsilon ? marker : nil }
            if constant < 0 { infeasible.append(marker) }
            return nil
        }
        var failing: Int32?
        for basic in columns[Int(marker)] {
            let coefficient = rowOf[Int(basic)]!.coefficient(marker)
            rowOf[Int(basic)]!.constant += coefficient * shift
            let constant = rowOf[Int(basic)]!.constant
            counters.rowsTouched += 1
            switch symbols[Int(basic)].kind {
            case .external: invalidate(basic)
            case .dummy: if abs(constant) > Self.epsilon, failing == nil { failing = basic }
            default: if constant < 0 { infeasible.append(basic) }
            }
        }
        return failing
    }
}
