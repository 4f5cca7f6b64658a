// The tableau's primitive operations, each keeping the columns (and each cell's place in them), the objectives,
// the candidates and the stale values in step. A tableau row is taken out of `rowOf` while it is rewritten, so that
// its cells are never shared (and never copied); column moves that rewrite other rows wait until it is back.
extension SolverCore {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, let reused = freeSymbols.popLast() {
            symbols[Int(reused)] = SymbolInfo(kind: kind)
            return reused
        }
        symbols.append(SymbolInfo(kind: kind))
        rowOf.append(nil)
        columns.append(SolverColumn())
        return Int32(symbols.count - 1)
    }

    /// An empty row outside the tableau, reusing a spare cell buffer.
    mutating func makeRow() -> SolverRow { SolverRow(constant: 0, cells: spareCells.popLast() ?? []) }

    /// Keeps the cell buffer of a row that left the tableau for reuse.
    mutating func recycle(_ row: consuming SolverRow) {
        row.cells.removeAll(keepingCapacity: true)
        spareCells.append(row.cells)
    }

    /// Puts `basic` in `symbol`'s column and returns its place (-1 for a row outside the tableau).
    private mutating func enterColumn(_ symbol: Int32, _ basic: Int32) -> Int32 {
        guard basic >= 0 else { return -1 }
        let position = Int32(columns[Int(symbol)].count)
        columns[Int(symbol)].append(basic)
        return position
    }

    /// Takes a row's entry out of a cell's column: the column's last entry moves into its place (its row must be
    /// in the tableau).
    mutating func removeFromColumn(_ cell: SolverCell) {
        let symbol = Int(cell.symbol)
        let position = Int(cell.position)
        let last = columns[symbol].count - 1
        if position != last {
            let moved = Int(columns[symbol][last])
            columns[symbol][position] = Int32(moved)
            let index = rowOf[moved]!.index(of: cell.symbol)!
            rowOf[moved]!.cells[index].position = cell.position
        }
        columns[symbol].removeLast()
    }

    /// Adds `factor × source` to `target` (a merge of the sorted cells through the reused buffer). The column
    /// entries of cancelled cells wait in `pendingRemovals` for `flushColumnRemovals()`.
    mutating func addRow(into target: inout SolverRow, basic: Int32, _ source: SolverRow, times factor: Double) {
        target.constant += source.constant * factor
        var merged: [SolverCell] = []
        swap(&merged, &mergeBuffer)
        merged.removeAll(keepingCapacity: true)
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
        swap(&target.cells, &merged)
        mergeBuffer = merged
    }

    /// Applies the column removals `addRow` deferred (every row involved is in the tableau again).
    mutating func flushColumnRemovals() {
        for cell in pendingRemovals { removeFromColumn(cell) }
        pendingRemovals.removeAll(keepingCapacity: true)
    }

    /// Makes `row` (outside the tableau) the row of `symbol`.
    mutating func setBasic(_ symbol: Int32, _ row: consuming SolverRow) {
        for index in row.cells.indices {
            row.cells[index].position = enterColumn(row.cells[index].symbol, symbol)
        }
        rowOf[Int(symbol)] = row
        rowCount += 1
        symbols[Int(symbol)].isCandidate = false
        if symbols[Int(symbol)].kind == .external {
            symbols[Int(symbol)].isBasicExternal = true
            invalidate(symbol)
        }
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    mutating func removeBasic(_ symbol: Int32) -> SolverRow? {
        guard var row = rowOf[Int(symbol)].take() else { return nil }
        rowCount -= 1
        for index in row.cells.indices {
            removeFromColumn(row.cells[index])
            row.cells[index].position = -1
        }
        if symbols[Int(symbol)].kind == .external {
            symbols[Int(symbol)].isBasicExternal = false
            symbols[Int(symbol)].isStale = false
            invalidate(symbol)
        }
        return row
    }

    /// Replaces `symbol` by `row` (outside the tableau) in every row that contains it and in the objectives.
    mutating func substitute(_ symbol: Int32, with row: SolverRow) {
        var column = SolverColumn()
        swap(&column, &columns[Int(symbol)])
        for basic in column {
            var target = rowOf[Int(basic)].take()!
            // The symbol's column is detached: its cell goes without a column update.
            let coefficient = target.cells.remove(at: target.index(of: symbol)!).coefficient
            addRow(into: &target, basic: basic, row, times: coefficient)
            let constant = target.constant
            rowOf[Int(basic)] = target
            flushColumnRemovals()
            counters.rowsTouched += 1
            changed(basic, constant: constant)
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[Int(symbol)])
        for tier in tiers.indices {
            let coefficient = tiers[tier][symbol]
            guard coefficient != 0 else { continue }
            tiers[tier][symbol] = 0
            addToObjective(tier, row, times: coefficient)
        }
        if var objective = artificial.take() {
            if let index = objective.index(of: symbol) {
                let coefficient = objective.cells.remove(at: index).coefficient
                addRow(into: &objective, basic: -1, row, times: coefficient)
            }
            artificial = objective
        }
        refreshCandidate(symbol)
        for cell in row.cells { refreshCandidate(cell.symbol) }
    }

    /// After a tableau row changed: an external's value is stale, a restricted row below zero must be repaired.
    mutating func changed(_ basic: Int32, constant: Double) {
        switch symbols[Int(basic)].kind {
        case .external: invalidate(basic)
        case .slack, .error, .dummy: if constant < 0 { infeasible.append(basic) }
        case .invalid: break
        }
    }

    /// Swaps a basic symbol for a parametric one.
    mutating func pivot(leaving: Int32, entering: Int32) {
        var row = removeBasic(leaving)!
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        setBasic(entering, row)
        counters.pivots += 1
    }

    /// Writes a row outside the tableau in parametric symbols only: each reference to a basic external is
    /// replaced by that external's row, until none is left. The rows reached are expanded once each, referrers
    /// before the rows they refer to (a reverse postorder of the acyclic references), their coefficients summed
    /// in a dense accumulator, so the cost is the size of the rows reached, however many paths lead to them.
    mutating func expand(_ row: inout SolverRow) {
        guard row.cells.contains(where: { isBasicExternal($0.symbol) }) else { return }
        expansionEpoch &+= 1
        if expansionEpoch == 0 {
            // The marks wrapped around: clear them so that no old mark equals a new epoch.
            for index in symbols.indices { symbols[index].expansionMark = 0 }
            expansionEpoch = 1
        }
        let epoch = expansionEpoch
        // The rows reached, in postorder.
        expansionQueue.removeAll(keepingCapacity: true)
        for cell in row.cells where isBasicExternal(cell.symbol) && symbols[Int(cell.symbol)].expansionMark != epoch {
            symbols[Int(cell.symbol)].expansionMark = epoch
            walkStack.append(DepthFirstStep(symbol: cell.symbol, next: 0))
            while let step = walkStack.last {
                let current = Int(step.symbol)
                var position = Int(step.next)
                var descended = false
                while position < rowOf[current]!.cells.count {
                    let reference = rowOf[current]!.cells[position].symbol
                    position += 1
                    guard isBasicExternal(reference), symbols[Int(reference)].expansionMark != epoch else { continue }
                    symbols[Int(reference)].expansionMark = epoch
                    walkStack[walkStack.count - 1].next = Int32(position)
                    walkStack.append(DepthFirstStep(symbol: reference, next: 0))
                    descended = true
                    break
                }
                guard !descended else { continue }
                walkStack.removeLast()
                expansionQueue.append(step.symbol)
            }
        }
        var constant = row.constant
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
        // Referrers first: each row's coefficient is complete when it is expanded.
        while let reference = expansionQueue.popLast() {
            let index = Int(reference)
            guard index < accumulator.count, accumulator[index] != 0 else { continue }
            let coefficient = accumulator[index]
            accumulator[index] = 0
            constant += coefficient * rowOf[index]!.constant
            for cell in rowOf[index]!.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        }
        row.constant = constant
        row.cells.removeAll(keepingCapacity: true)
        for symbol in accumulated {
            let coefficient = accumulator[Int(symbol)]
            accumulator[Int(symbol)] = 0
            symbols[Int(symbol)].isAccumulated = false
            guard abs(coefficient) >= Self.epsilon else { continue }
            assert(!isBasicExternal(symbol), "a reference left unexpanded")
            row.cells.append(SolverCell(symbol: symbol, position: -1, coefficient: coefficient))
        }
        accumulated.removeAll(keepingCapacity: true)
        row.cells.sort { $0.symbol < $1.symbol }
    }

    /// Adds to a symbol's coefficient in the accumulator of `expand`, noting the symbols touched.
    private mutating func accumulate(_ symbol: Int32, _ amount: Double) {
        let index = Int(symbol)
        if index >= accumulator.count {
            accumulator.append(contentsOf: repeatElement(0, count: symbols.count - accumulator.count))
        }
        if !symbols[index].isAccumulated {
            symbols[index].isAccumulated = true
            accumulated.append(symbol)
        }
        accumulator[index] += amount
    }

    /// `expand` for the row of a basic external in the tableau (taken out while it is rewritten).
    mutating func expandBasic(_ basic: Int32) {
        var row = removeBasic(basic)!
        expand(&row)
        setBasic(basic, row)
    }

    func isBasicExternal(_ symbol: Int32) -> Bool { symbols[Int(symbol)].isBasicExternal }
}
