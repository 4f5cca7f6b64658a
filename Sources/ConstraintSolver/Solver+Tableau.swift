// The tableau's primitive operations, each keeping the columns (and each cell's place in them), the objectives,
// the candidates and the stale values in step.
extension Solver {
    func newSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, let reused = freeSymbols.popLast() {
            symbols[Int(reused)] = SymbolInfo(kind: kind)
            return reused
        }
        symbols.append(SymbolInfo(kind: kind))
        rowOf.append(nil)
        columns.append([])
        for tier in tiers.indices { tiers[tier].coefficients.append(0) }
        return Int32(symbols.count - 1)
    }

    /// An empty row outside the tableau, reusing a spare one.
    func makeRow() -> SolverRow { spareRows.popLast() ?? SolverRow() }

    /// Keeps a row that left the tableau for reuse.
    func recycle(_ row: SolverRow) {
        row.constant = 0
        row.cells.removeAll(keepingCapacity: true)
        spareRows.append(row)
    }

    /// Adds `coefficient × symbol` to a row; `basic` is the row's basic symbol, or -1 for a row outside the tableau.
    func addCell(into row: SolverRow, basic: Int32, _ symbol: Int32, _ coefficient: Double) {
        let slot = row.slot(of: symbol)
        if slot.found {
            let sum = row.cells[slot.index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                let removed = row.cells.remove(at: slot.index)
                if basic >= 0 { removeFromColumn(removed) }
            } else {
                row.cells[slot.index].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            row.cells.insert(
                SolverCell(symbol: symbol, position: enterColumn(symbol, basic), coefficient: coefficient),
                at: slot.index)
        }
    }

    /// Puts `basic` in `symbol`'s column and returns its place (-1 for a row outside the tableau).
    private func enterColumn(_ symbol: Int32, _ basic: Int32) -> Int32 {
        guard basic >= 0 else { return -1 }
        let position = Int32(columns[Int(symbol)].count)
        columns[Int(symbol)].append(basic)
        return position
    }

    /// Takes a row's entry out of a cell's column: the column's last entry moves into its place.
    func removeFromColumn(_ cell: SolverCell) {
        let symbol = Int(cell.symbol)
        let position = Int(cell.position)
        let last = columns[symbol].count - 1
        if position != last {
            let moved = columns[symbol][last]
            columns[symbol][position] = moved
            let row = rowOf[Int(moved)]!
            row.cells[row.index(of: cell.symbol)!].position = cell.position
        }
        columns[symbol].removeLast()
    }

    /// Adds `factor × source` to `target` (a merge of the sorted cells through the reused buffer).
    func addRow(into target: SolverRow, basic: Int32, _ source: SolverRow, times factor: Double) {
        target.constant += source.constant * factor
        var merged: [SolverCell] = []
        swap(&merged, &mergeBuffer)
        merged.removeAll(keepingCapacity: true)
        do {
            let old = target.cells
            let added = source.cells
            var i = 0
            var j = 0
            while i < old.count || j < added.count {
                if j == added.count || (i < old.count && old[i].symbol < added[j].symbol) {
                    merged.append(old[i])
                    i += 1
                } else if i == old.count || added[j].symbol < old[i].symbol {
                    let coefficient = added[j].coefficient * factor
                    if abs(coefficient) >= Self.epsilon {
                        let symbol = added[j].symbol
                        merged.append(
                            SolverCell(symbol: symbol, position: enterColumn(symbol, basic), coefficient: coefficient))
                    }
                    j += 1
                } else {
                    let sum = old[i].coefficient + added[j].coefficient * factor
                    if abs(sum) < Self.epsilon {
                        if basic >= 0 { pendingRemovals.append(old[i]) }
                    } else {
                        var cell = old[i]
                        cell.coefficient = sum
                        merged.append(cell)
                    }
                    i += 1
                    j += 1
                }
            }
        }
        swap(&target.cells, &merged)
        mergeBuffer = merged
        // Column moves rewrite other rows' cells: done once no row's cells are being read.
        for cell in pendingRemovals { removeFromColumn(cell) }
        pendingRemovals.removeAll(keepingCapacity: true)
    }

    func negate(_ row: SolverRow) {
        row.constant = -row.constant
        for index in row.cells.indices { row.cells[index].coefficient = -row.cells[index].coefficient }
    }

    /// Makes `row` (outside the tableau) the row of `symbol`.
    func setBasic(_ symbol: Int32, _ row: SolverRow) {
        rowOf[Int(symbol)] = row
        rowCount += 1
        for index in row.cells.indices {
            row.cells[index].position = enterColumn(row.cells[index].symbol, symbol)
        }
        symbols[Int(symbol)].isCandidate = false
        if symbols[Int(symbol)].kind == .external { invalidate(symbol) }
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    func removeBasic(_ symbol: Int32) -> SolverRow? {
        guard let row = rowOf[Int(symbol)] else { return nil }
        for index in row.cells.indices {
            removeFromColumn(row.cells[index])
            row.cells[index].position = -1
        }
        rowOf[Int(symbol)] = nil
        rowCount -= 1
        if symbols[Int(symbol)].kind == .external {
            symbols[Int(symbol)].isStale = false
            invalidate(symbol)
        }
        return row
    }

    /// Rewrites `0 = constant + Σ` as `symbol = …` (the row must not be in the tableau).
    func solve(_ row: SolverRow, for symbol: Int32) {
        let coefficient = row.cells.remove(at: row.index(of: symbol)!).coefficient
        let factor = -1 / coefficient
        row.constant *= factor
        for index in row.cells.indices { row.cells[index].coefficient *= factor }
    }

    /// Replaces `symbol` by `row` (outside the tableau) in every row that contains it and in the objectives.
    func substitute(_ symbol: Int32, with row: SolverRow) {
        var column: [Int32] = []
        swap(&column, &columns[Int(symbol)])
        for basic in column {
            let target = rowOf[Int(basic)]!
            // The symbol's column is detached: its cell goes without a column update.
            let coefficient = target.cells.remove(at: target.index(of: symbol)!).coefficient
            addRow(into: target, basic: basic, row, times: coefficient)
            counters.rowsTouched += 1
            changed(basic, target)
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[Int(symbol)])
        for tier in tiers.indices {
            let coefficient = tiers[tier].coefficients[Int(symbol)]
            guard coefficient != 0 else { continue }
            tiers[tier].coefficients[Int(symbol)] = 0
            addToObjective(tier, row, times: coefficient)
        }
        if let artificial, let index = artificial.index(of: symbol) {
            let coefficient = artificial.cells.remove(at: index).coefficient
            addRow(into: artificial, basic: -1, row, times: coefficient)
        }
        refreshCandidate(symbol)
        for cell in row.cells { refreshCandidate(cell.symbol) }
    }

    /// After a tableau row changed: an external's value is stale, a restricted row below zero must be repaired.
    func changed(_ basic: Int32, _ row: SolverRow) {
        switch symbols[Int(basic)].kind {
        case .external: invalidate(basic)
        case .slack, .error, .dummy: if row.constant < 0 { infeasible.append(basic) }
        case .invalid: break
        }
    }

    /// Swaps a basic symbol for a parametric one.
    func pivot(leaving: Int32, entering: Int32) {
        let row = removeBasic(leaving)!
        addCell(into: row, basic: -1, leaving, -1)
        solve(row, for: entering)
        substitute(entering, with: row)
        setBasic(entering, row)
        counters.pivots += 1
    }

    /// Writes `row` in parametric symbols only: each reference to a basic external is replaced by that external's
    /// row, until none is left (the references are acyclic). `basic` is the row's basic symbol, or -1.
    func expand(_ row: SolverRow, basic: Int32) {
        expansionQueue.removeAll(keepingCapacity: true)
        for cell in row.cells where isBasicExternal(cell.symbol) { expansionQueue.append(cell.symbol) }
        var changedRow = false
        while let reference = expansionQueue.popLast() {
            guard let index = row.index(of: reference) else { continue }
            let cell = row.cells.remove(at: index)
            if basic >= 0 { removeFromColumn(cell) }
            let source = rowOf[Int(reference)]!
            addRow(into: row, basic: basic, source, times: cell.coefficient)
            for inner in source.cells where isBasicExternal(inner.symbol) { expansionQueue.append(inner.symbol) }
            changedRow = true
        }
        if changedRow, basic >= 0 { invalidate(basic) }
    }

    func isBasicExternal(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].kind == .external && rowOf[Int(symbol)] != nil
    }
}
