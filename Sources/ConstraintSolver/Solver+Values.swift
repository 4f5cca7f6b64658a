// The values of external symbols: an external row's value is its constant plus the values of the rows it refers
// to, cached and marked stale along the references when something it depends on changes.
extension Solver {
    /// Marks an external's value as possibly changed, and every row that refers to it as stale.
    func invalidate(_ symbol: Int32) {
        invalidationStack.append(symbol)
        while let current = invalidationStack.popLast() {
            let index = Int(current)
            markDirty(current)
            if rowOf[index] != nil {
                // A stale row's referrers are stale already.
                if symbols[index].isStale { continue }
                symbols[index].isStale = true
            }
            // Only external rows refer to an external.
            for referrer in columns[index] { invalidationStack.append(referrer) }
        }
    }

    func markDirty(_ symbol: Int32) {
        let index = Int(symbol)
        guard symbols[index].kind == .external, !symbols[index].isDirty else { return }
        symbols[index].isDirty = true
        dirty.append(symbol)
    }

    /// The value of an external symbol, bringing the cached values it depends on up to date first.
    func evaluate(_ symbol: Int32) -> Double {
        let index = Int(symbol)
        guard rowOf[index] != nil else { return 0 }
        guard symbols[index].isStale else { return symbols[index].cached }
        evaluationStack.append(symbol)
        while let top = evaluationStack.last {
            guard symbols[Int(top)].isStale, let row = rowOf[Int(top)] else {
                evaluationStack.removeLast()
                continue
            }
            var value = row.constant
            var pending = false
            for cell in row.cells where isBasicExternal(cell.symbol) {
                let reference = Int(cell.symbol)
                if symbols[reference].isStale {
                    evaluationStack.append(cell.symbol)
                    pending = true
                } else {
                    value += cell.coefficient * symbols[reference].cached
                }
            }
            guard !pending else { continue }
            symbols[Int(top)].cached = value
            symbols[Int(top)].isStale = false
            evaluationStack.removeLast()
        }
        return symbols[index].cached
    }

    /// Calls `body` for every variable whose value changed since the last call, in the order the changes were
    /// first made.
    public func takeChangedVariables(_ body: (SolverVariable, Double) -> Void) {
        var index = 0
        while index < dirty.count {
            let symbol = dirty[index]
            index += 1
            symbols[Int(symbol)].isDirty = false
            let value = evaluate(symbol)
            guard value != symbols[Int(symbol)].reported else { continue }
            symbols[Int(symbol)].reported = value
            body(SolverVariable(index: symbol), value)
        }
        dirty.removeAll(keepingCapacity: true)
    }
}
