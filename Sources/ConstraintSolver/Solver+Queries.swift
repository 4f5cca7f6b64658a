// What a caller reads of a solution: changed values, ambiguity, and the constraints behind a value.
extension Solver {
    /// Calls `body` for every variable whose value changed since the last call.
    public func takeChangedVariables(_ body: (SolverVariable, Double) -> Void) {
        var index = 0
        while index < dirty.count {
            let symbol = dirty[index]
            index += 1
            isDirty[Int(symbol)] = false
            let value = rowOf[Int(symbol)]?.constant ?? 0
            guard value != reported[Int(symbol)] else { continue }
            reported[Int(symbol)] = value
            body(SolverVariable(index: symbol), value)
        }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Whether another solution of the same quality (every tier's objective equal) gives `variable` another value.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool { freeDirection(of: variable) != nil }

    /// Moves `variable` to another optimal value, if it has one. A wish at the lowest possible priority holds the
    /// variable there (UIKit's exercised frame stays until the constraints decide it); it never outweighs a
    /// constraint, and the variable stays ambiguous.
    public func exerciseAmbiguity(of variable: SolverVariable) -> Bool {
        if let old = exercisePulls.removeValue(forKey: variable.index) {
            if let record = records[Int(old.index)] {
                exerciseSymbols.remove(record.marker)
                exerciseSymbols.remove(record.other)
            }
            try? remove(old)
        }
        guard freeDirection(of: variable) != nil else { return false }
        let before = value(of: variable)
        exerciseCount += 1
        let step = (max(abs(before), 10) * 0.5) * (exerciseCount % 2 == 0 ? -1 : 1)
        guard
            case .success(let pull)? = try? add(
                [SolverTerm(variable, 1)], constant: -(before + step), .equal, priority: Self.exercisePriority)
        else { return false }
        exercisePulls[variable.index] = pull
        if let record = records[Int(pull.index)] {
            exerciseSymbols.insert(record.marker)
            exerciseSymbols.insert(record.other)
        }
        return value(of: variable) != before
    }

    /// The constraints whose markers appear in `variable`'s row (or, for a parametric variable, the rows it is in).
    public func constraintsAffecting(_ variable: SolverVariable) -> [SolverConstraint] {
        var symbols: [Int32] = []
        if let row = rowOf[Int(variable.index)] {
            symbols = Array(row.cells.keys)
        } else {
            symbols = Array(columns[Int(variable.index)])
        }
        var result: [SolverConstraint] = []
        for symbol in symbols.sorted() {
            guard let index = ownerOfSymbol[symbol], records[Int(index)] != nil else { continue }
            let handle = SolverConstraint(index: index, generation: generations[Int(index)])
            if !result.contains(handle) { result.append(handle) }
        }
        return result
    }

    /// A parametric symbol that moves `variable` and costs nothing in any tier, and may move from zero.
    private func freeDirection(of variable: SolverVariable) -> Int32? {
        let index = Int(variable.index)
        guard index >= 0, index < kinds.count, kinds[index] == .external else { return nil }
        guard let row = rowOf[index] else { return variable.index }
        for symbol in row.cells.keys.sorted() {
            switch kinds[Int(symbol)] {
            case .external: return symbol
            case .error where exerciseSymbols.contains(symbol):
                return symbol
            case .slack, .error:
                guard lexicographicSign(symbol, below: Self.exercisePriority) == 0 else { continue }
                if canIncrease(symbol) { return symbol }
            default: continue
            }
        }
        return nil
    }

    /// Whether a parametric restricted symbol can grow from zero without making a restricted row negative.
    private func canIncrease(_ symbol: Int32) -> Bool {
        for basic in columns[Int(symbol)] where kinds[Int(basic)] != .external {
            let row = rowOf[Int(basic)]!
            if row.coefficient(symbol) < 0 && row.constant < Self.epsilon { return false }
        }
        return true
    }
}
