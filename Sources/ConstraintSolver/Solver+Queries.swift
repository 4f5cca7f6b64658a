// What a caller reads of a solution besides values: ambiguity, another solution of the same quality, and the
// constraints behind a value.
extension Solver {
    /// Whether another solution of the same quality (every tier's objective equal) gives `variable` another value.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool { freeDirection(of: variable) != nil }

    /// Moves an ambiguous `variable` to another optimal value: a pull below every priority level holds it there
    /// (replacing the variable's previous pull) until constraints decide it. The latest pull outranks the earlier
    /// ones, which keep their variables where they can. Returns whether the value moved.
    public func exerciseAmbiguity(of variable: SolverVariable) -> Bool {
        guard freeDirection(of: variable) != nil else { return false }
        let before = value(of: variable)
        let step = max(abs(before), 10) * 0.5
        if let old = exercisePulls.removeValue(forKey: variable.index) {
            if old == latestPull { latestPull = nil }
            try? remove(old)
        }
        if let latest = latestPull {
            changePriority(of: latest, to: Self.heldPullPriority)
            latestPull = nil
        }
        for target in [before + step, before - step] {
            let pull = addConstraint(
                [SolverTerm(variable, 1)], constant: -target, .equal, priority: Self.latestPullPriority)
            guard case .success(let pull) = pull else { continue }
            if value(of: variable) != before {
                exercisePulls[variable.index] = pull
                latestPull = pull
                return true
            }
            try? remove(pull)
        }
        return false
    }

    /// The constraints whose markers `variable`'s value depends on (for a variable no row decides, those of the
    /// rows that refer to it), in the order of their markers.
    public func constraintsAffecting(_ variable: SolverVariable) -> [SolverConstraint] {
        let index = Int(variable.index)
        guard index >= 0, index < symbols.count, symbols[index].kind == .external else { return [] }
        let scratch = makeRow()
        defer { recycle(scratch) }
        if let row = rowOf[index] {
            copy(row, into: scratch)
            expand(scratch, basic: -1)
        } else {
            for referrer in columns[index] {
                for cell in rowOf[Int(referrer)]!.cells { addCell(into: scratch, basic: -1, cell.symbol, 1) }
            }
        }
        var result: [SolverConstraint] = []
        for cell in scratch.cells {
            let owner = symbols[Int(cell.symbol)].owner
            // The solver's own pulls are not the caller's constraints.
            guard owner >= 0, let record = records[Int(owner)], record.priority > 0 else { continue }
            let handle = SolverConstraint(index: owner, generation: generations[Int(owner)])
            if !result.contains(handle) { result.append(handle) }
        }
        return result
    }

    /// A parametric symbol that moves `variable` and costs nothing in any tier (the pulls aside), and may move.
    private func freeDirection(of variable: SolverVariable) -> Int32? {
        let index = Int(variable.index)
        guard index >= 0, index < symbols.count, symbols[index].kind == .external else { return nil }
        guard let row = rowOf[index] else { return variable.index }
        let scratch = makeRow()
        defer { recycle(scratch) }
        copy(row, into: scratch)
        expand(scratch, basic: -1)
        for cell in scratch.cells {
            switch symbols[Int(cell.symbol)].kind {
            case .external: return cell.symbol
            case .slack, .error:
                guard lexicographicSign(cell.symbol, includingPulls: false) == 0 else { continue }
                if canIncrease(cell.symbol) { return cell.symbol }
            default: continue
            }
        }
        return nil
    }

    /// Whether a parametric restricted symbol can grow from zero without making a restricted row negative.
    private func canIncrease(_ symbol: Int32) -> Bool {
        for basic in columns[Int(symbol)] where symbols[Int(basic)].kind != .external {
            let row = rowOf[Int(basic)]!
            if row.coefficient(symbol) < 0 && row.constant < Self.epsilon { return false }
        }
        return true
    }

    /// Copies a row's constant and cells into a row outside the tableau.
    private func copy(_ row: SolverRow, into target: SolverRow) {
        target.constant = row.constant
        target.cells = row.cells
        for index in target.cells.indices { target.cells[index].position = -1 }
    }
}
