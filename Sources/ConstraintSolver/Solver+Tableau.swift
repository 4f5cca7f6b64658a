// The tableau's primitive operations, each keeping the column index, the candidates and the dirty list in step.
extension Solver {
    func newSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, let reused = freeSymbols.popLast() {
            kinds[Int(reused)] = kind
            return reused
        }
        kinds.append(kind)
        rowOf.append(nil)
        columns.append([])
        isDirty.append(false)
        reported.append(0)
        return Int32(kinds.count - 1)
    }

    /// Adds `coefficient × symbol` to a row; `basic` is the row's basic symbol, or -1 for a row outside the tableau.
    func addCell(into row: SolverRow, basic: Int32, _ symbol: Int32, _ coefficient: Double) {
        let sum = (row.cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon {
            if row.cells.removeValue(forKey: symbol) != nil, basic >= 0 { columns[Int(symbol)].remove(basic) }
        } else {
            if row.cells.updateValue(sum, forKey: symbol) == nil, basic >= 0 { columns[Int(symbol)].insert(basic) }
        }
    }

    /// Adds `factor × source` to `row`.
    func addRow(into row: SolverRow, basic: Int32, _ source: SolverRow, times factor: Double) {
        row.constant += source.constant * factor
        for (symbol, coefficient) in source.cells { addCell(into: row, basic: basic, symbol, coefficient * factor) }
    }

    func negate(_ row: SolverRow) {
        row.constant = -row.constant
        for key in row.cells.keys { row.cells[key]! = -row.cells[key]! }
    }

    /// Makes `row` the row of `symbol`.
    func setBasic(_ symbol: Int32, _ row: SolverRow) {
        rowOf[Int(symbol)] = row
        for key in row.cells.keys { columns[Int(key)].insert(symbol) }
        candidates.remove(symbol)
        markDirty(symbol)
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    func removeBasic(_ symbol: Int32) -> SolverRow? {
        guard let row = rowOf[Int(symbol)] else { return nil }
        rowOf[Int(symbol)] = nil
        for key in row.cells.keys { columns[Int(key)].remove(symbol) }
        markDirty(symbol)
        return row
    }

    /// Rewrites `0 = constant + Σ` as `symbol = …` (the row must not be in the tableau).
    func solve(_ row: SolverRow, for symbol: Int32) {
        let coefficient = row.cells.removeValue(forKey: symbol)!
        let factor = -1 / coefficient
        row.constant *= factor
        for key in row.cells.keys { row.cells[key]! *= factor }
    }

    /// Replaces `symbol` by `row` in every basic row that contains it and in the objectives.
    func substitute(_ symbol: Int32, with row: SolverRow) {
        let touched = columns[Int(symbol)]
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        for basic in touched {
            let target = rowOf[Int(basic)]!
            guard let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
            addRow(into: target, basic: basic, row, times: coefficient)
            statistics.rowsTouched += 1
            markDirty(basic)
            if kinds[Int(basic)] != .external && target.constant < 0 { infeasible.append(basic) }
        }
        for tier in tiers {
            guard let coefficient = tier.row.cells.removeValue(forKey: symbol) else { continue }
            addRow(into: tier.row, basic: -1, row, times: coefficient)
        }
        if let artificial, let coefficient = artificial.cells.removeValue(forKey: symbol) {
            addRow(into: artificial, basic: -1, row, times: coefficient)
        }
        refreshCandidate(symbol)
        for key in row.cells.keys { refreshCandidate(key) }
    }

    /// Swaps a basic symbol for a parametric one.
    func pivot(leaving: Int32, entering: Int32) {
        let row = removeBasic(leaving)!
        row.cells[leaving] = -1
        solve(row, for: entering)
        substitute(entering, with: row)
        setBasic(entering, row)
        statistics.pivots += 1
    }

    func markDirty(_ symbol: Int32) {
        let index = Int(symbol)
        guard kinds[index] == .external, !isDirty[index] else { return }
        isDirty[index] = true
        dirty.append(symbol)
    }

    /// The tier of `priority`, made on first use, kept sorted from the highest priority down.
    func tier(for priority: Float) -> SolverRow {
        var position = tiers.count
        for (index, tier) in tiers.enumerated() {
            if tier.priority == priority { return tier.row }
            if tier.priority < priority {
                position = index
                break
            }
        }
        let row = SolverRow()
        tiers.insert(ObjectiveTier(priority: priority, row: row), at: position)
        return row
    }

    /// -1, 0 or 1: the sign of the first nonzero coefficient of `symbol` in the objectives, highest tier first
    /// (tiers at or below `floor` not counted).
    func lexicographicSign(_ symbol: Int32, below floor: Float = 0) -> Int {
        for tier in tiers where tier.priority > floor {
            if let coefficient = tier.row.cells[symbol] { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    func refreshCandidate(_ symbol: Int32) {
        let index = Int(symbol)
        if kinds[index] != .dummy, rowOf[index] == nil, lexicographicSign(symbol) < 0 {
            candidates.insert(symbol)
        } else {
            candidates.remove(symbol)
        }
    }

    /// Adds an optional constraint's errors to its tier's objective.
    func addEffects(of record: ConstraintRecord) {
        guard !record.isRequired else { return }
        let objective = tier(for: record.priority)
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            if let row = rowOf[Int(symbol)] {
                addRow(into: objective, basic: -1, row, times: 1)
                for key in row.cells.keys { refreshCandidate(key) }
            } else {
                addCell(into: objective, basic: -1, symbol, 1)
                refreshCandidate(symbol)
            }
        }
    }

    /// Takes an optional constraint's errors out of its tier's objective.
    func removeEffects(of record: ConstraintRecord) {
        guard !record.isRequired else { return }
        let objective = tier(for: record.priority)
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            if let row = rowOf[Int(symbol)] {
                addRow(into: objective, basic: -1, row, times: -1)
                for key in row.cells.keys { refreshCandidate(key) }
            } else {
                addCell(into: objective, basic: -1, symbol, -1)
                refreshCandidate(symbol)
            }
        }
    }

    func store(_ record: ConstraintRecord) -> SolverConstraint {
        let index: Int32
        if let reused = freeRecords.popLast() {
            index = reused
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
            generations.append(0)
        }
        for symbol in [record.marker, record.other] where symbol >= 0 { ownerOfSymbol[symbol] = index }
        return SolverConstraint(index: index, generation: generations[Int(index)])
    }

    func lookUp(_ constraint: SolverConstraint) throws(SolverError) -> ConstraintRecord {
        let index = Int(constraint.index)
        guard index >= 0, index < records.count, generations[index] == constraint.generation,
            let record = records[index]
        else { throw .unknownConstraint }
        return record
    }

    /// Forgets a record's symbols: a row of theirs is dropped and any cell of theirs is cleared (their value is 0).
    func releaseSymbols(of record: ConstraintRecord) {
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let index = Int(symbol)
            removeBasic(symbol)
            for basic in columns[index] { rowOf[Int(basic)]?.cells[symbol] = nil }
            columns[index].removeAll()
            for tier in tiers { tier.row.cells[symbol] = nil }
            candidates.remove(symbol)
            ownerOfSymbol[symbol] = nil
            kinds[index] = .invalid
            freeSymbols.append(symbol)
        }
    }
}
