// What a caller reads of a solution besides values: ambiguity, another solution of the same quality, and the
// constraints behind a value.
extension SolverCore {
    mutating func isAmbiguous(_ variable: SolverVariable) -> Bool { freeDirection(of: variable) != nil }

    mutating func exerciseAmbiguity(of variable: SolverVariable) -> Bool {
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
        for direction in [1.0, -1.0] {
            let target = before + direction * step
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

    mutating func constraintsAffecting(_ variable: SolverVariable) -> [SolverConstraint] {
        let index = Int(variable.index)
        guard index >= 0, index < symbols.count, symbols[index].kind == .external else { return [] }
        var scratch = makeRow()
        if let row = rowOf[index] {
            scratch.constant = row.constant
            scratch.cells.append(contentsOf: row.cells)
            expand(&scratch)
        } else {
            for referrer in columns[index] {
                for cell in rowOf[Int(referrer)]!.cells { scratch.add(cell.symbol, 1) }
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
        recycle(scratch)
        return result
    }

    /// A parametric symbol that moves `variable` and costs nothing in any tier (the pulls aside), and may move.
    private mutating func freeDirection(of variable: SolverVariable) -> Int32? {
        let index = Int(variable.index)
        guard index >= 0, index < symbols.count, symbols[index].kind == .external else { return nil }
        guard let row = rowOf[index] else { return variable.index }
        var scratch = makeRow()
        scratch.constant = row.constant
        scratch.cells.append(contentsOf: row.cells)
        expand(&scratch)
        var found: Int32?
        for cell in scratch.cells {
            switch symbols[Int(cell.symbol)].kind {
            case .external: found = cell.symbol
            case .slack, .error:
                if lexicographicSign(cell.symbol, includingPulls: false) == 0, canIncrease(cell.symbol) {
                    found = cell.symbol
                }
            default: break
            }
            if found != nil { break }
        }
        recycle(scratch)
        return found
    }

    /// Whether a parametric restricted symbol can grow from zero without making a restricted row negative.
    private func canIncrease(_ symbol: Int32) -> Bool {
        for basic in columns[Int(symbol)] where symbols[Int(basic)].kind != .external {
            let row = rowOf[Int(basic)]!
            if row.coefficient(symbol) < 0 && row.constant < Self.epsilon { return false }
        }
        return true
    }
}
