// Changing a live constraint: its constant (a shift of its marker, then the dual simplex), its priority, and edit
// variables (optional equalities whose constant is the suggested value).
extension Solver {
    /// Changes the constant of a live constraint without rebuilding it. A required constraint that the new constant
    /// makes unsatisfiable keeps its old constant, and the conflict is returned.
    @discardableResult
    public func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError) -> SolverConflict?
    {
        guard constant.isFinite else { throw .nonFinite }
        var record = try lookUp(constraint)
        let old = record.constant
        guard constant != old else { return nil }
        record.constant = constant
        records[Int(constraint.index)] = record
        let shift = (constant - old) / record.markerCoefficient
        if shiftMarker(record.marker, by: shift), dualOptimize() { return nil }
        // Unsatisfiable: put the old constant back (the tableau is an equivalent system, so the shift back is exact).
        record.constant = old
        records[Int(constraint.index)] = record
        _ = shiftMarker(record.marker, by: -shift)
        dualOptimize()
        return SolverConflict(involved: [constraint])
    }

    /// Changes an optional constraint's priority to another optional one.
    public func setPriority(_ priority: Float, of constraint: SolverConstraint) throws(SolverError) {
        guard priority.isFinite else { throw .nonFinite }
        var record = try lookUp(constraint)
        guard priority > 0, priority < 1000, !record.isRequired else { throw .badPriority }
        guard priority != record.priority else { return }
        removeEffects(of: record)
        record.priority = priority
        records[Int(constraint.index)] = record
        addEffects(of: record)
        optimize()
    }

    /// Makes `variable` editable at `priority` (an optional equality `variable == suggested value`, 0 at first).
    public func addEditVariable(_ variable: SolverVariable, priority: Float) throws(SolverError) {
        guard edits[variable.index] == nil else { throw .duplicateEdit }
        let clamped = min(priority, 999.9)
        let result = try add([SolverTerm(variable, 1)], constant: -value(of: variable), .equal, priority: clamped)
        if case .success(let handle) = result { edits[variable.index] = handle }
    }

    /// Suggests a value for an edit variable; the solution follows incrementally.
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        guard let handle = edits[variable.index] else { throw .unknownEdit }
        try setConstant(-value, of: handle)
    }

    /// Stops editing a variable.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let handle = edits.removeValue(forKey: variable.index) else { throw .unknownEdit }
        try remove(handle)
    }

    /// Shifts a marker by `shift` (the marker of the old system is the new one plus `shift`), collecting the rows
    /// made infeasible. Returns false when a required equality's marker would leave zero (a conflict).
    private func shiftMarker(_ marker: Int32, by shift: Double) -> Bool {
        var consistent = true
        if let row = rowOf[Int(marker)] {
            row.constant -= shift
            statistics.rowsTouched += 1
            if kinds[Int(marker)] == .dummy, abs(row.constant) > Self.epsilon { consistent = false }
            if row.constant < 0, kinds[Int(marker)] != .dummy { infeasible.append(marker) }
            return consistent
        }
        for basic in columns[Int(marker)] {
            let row = rowOf[Int(basic)]!
            row.constant += row.coefficient(marker) * shift
            statistics.rowsTouched += 1
            switch kinds[Int(basic)] {
            case .external: markDirty(basic)
            case .dummy: if abs(row.constant) > Self.epsilon { consistent = false }
            default: if row.constant < 0 { infeasible.append(basic) }
            }
        }
        return consistent
    }
}
