// Entering a new row, the primal simplex over the tiered objectives, the artificial phase for rows with no subject,
// and the dual simplex that restores feasibility after constants change.
extension SolverCore {
    /// Puts a new constraint's row into the tableau, or returns the conflict that prevents it (nothing of the row
    /// is left behind).
    mutating func insert(_ row: consuming SolverRow, record: ConstraintRecord) -> SolverConflict? {
        // A variable nothing refers to yet takes the row as it is, references and all (the common case: a new
        // view's edge defined from another's).
        if let subject = unreferencedSubject(row) {
            row.solve(for: subject)
            setBasic(subject, row)
            return nil
        }
        expand(&row)
        // Any other external: the row is in parametric symbols now, so referring to its subject makes no cycle and
        // the rows that refer to it stay as they are.
        if let subject = row.cells.first(where: { symbols[Int($0.symbol)].kind == .external })?.symbol {
            row.solve(for: subject)
            setBasic(subject, row)
            return nil
        }
        if row.constant < 0 { row.negate() }
        if let subject = restrictedSubject(row, record) {
            row.solve(for: subject)
            setBasic(subject, row)
            return nil
        }
        if row.cells.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            guard abs(row.constant) < Self.epsilon else {
                let conflict = conflict(from: row)
                recycle(row)
                return conflict
            }
            // A redundant required equality: its marker is basic at zero.
            row.solve(for: record.marker)
            setBasic(record.marker, row)
            return nil
        }
        return insertWithArtificialVariable(row, record: record)
    }

    /// The smallest parametric external of the row that no row refers to.
    private func unreferencedSubject(_ row: SolverRow) -> Int32? {
        for cell in row.cells {
            let index = Int(cell.symbol)
            if symbols[index].kind == .external, rowOf[index] == nil, columns[index].isEmpty { return cell.symbol }
        }
        return nil
    }

    /// The constraint's slack or error, if its coefficient is negative (so it is at least zero as the subject).
    private func restrictedSubject(_ row: SolverRow, _ record: ConstraintRecord) -> Int32? {
        for slot in ConstraintRecord.slots {
            let symbol = record.symbol(slot)
            guard symbol >= 0 else { continue }
            let kind = symbols[Int(symbol)].kind
            if kind == .slack || kind == .error, row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds the row through an artificial variable minimised to zero; a minimum above zero is a conflict.
    private mutating func insertWithArtificialVariable(_ row: consuming SolverRow, record: ConstraintRecord)
        -> SolverConflict?
    {
        let art = newSymbol(.slack)
        var objective = makeRow()
        objective.constant = row.constant
        objective.cells.append(contentsOf: row.cells)
        setBasic(art, row)
        artificial = objective
        optimizeArtificial()
        let reached = abs(artificial!.constant) < Self.epsilon
        recycle(artificial.take()!)
        var failure: SolverConflict?
        if var artRow = removeBasic(art) {
            if !reached {
                failure = conflict(from: artRow)
                recycle(artRow)
            } else if artRow.cells.isEmpty {
                recycle(artRow)
            } else if let entering = artRow.cells.first(where: {
                symbols[Int($0.symbol)].kind == .slack || symbols[Int($0.symbol)].kind == .error
            })?.symbol {
                artRow.add(art, -1)
                artRow.solve(for: entering)
                substitute(entering, with: artRow)
                setBasic(entering, artRow)
            } else if artRow.index(of: record.marker) != nil {
                // Only dummies, at zero: a redundant required equality, whose marker becomes basic at zero.
                artRow.add(art, -1)
                artRow.solve(for: record.marker)
                substitute(record.marker, with: artRow)
                setBasic(record.marker, artRow)
            } else {
                failure = conflict(from: artRow)
                recycle(artRow)
            }
        }
        // The artificial variable is parametric (zero) now: forget it.
        forget(art)
        return failure
    }

    /// Drops a parametric symbol (at zero) from every row and objective and frees it.
    mutating func forget(_ symbol: Int32) {
        var column = SolverColumn()
        swap(&column, &columns[Int(symbol)])
        for basic in column {
            let index = rowOf[Int(basic)]!.index(of: symbol)!
            rowOf[Int(basic)]!.cells.remove(at: index)
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[Int(symbol)])
        for tier in tiers.indices { tiers[tier][symbol] = 0 }
        symbols[Int(symbol)] = SymbolInfo(kind: .invalid)
        freeSymbols.append(symbol)
    }

    /// The required constraints whose markers a failing row mentions (its basic symbol's first, when it is one).
    func conflict(from row: SolverRow, basic: Int32 = -1, adding extra: SolverConstraint? = nil) -> SolverConflict {
        var involved: [SolverConstraint] = []
        if let extra { involved.append(extra) }
        func note(_ symbol: Int32) {
            let owner = symbols[Int(symbol)].owner
            guard owner >= 0, let record = records[Int(owner)], record.isRequired else { return }
            let handle = SolverConstraint(index: owner, generation: generations[Int(owner)])
            if !involved.contains(handle) { involved.append(handle) }
        }
        if basic >= 0 { note(basic) }
        for cell in row.cells { note(cell.symbol) }
        return SolverConflict(involved: involved)
    }

    /// The primal simplex over the tiers: enters the smallest candidate until none is left.
    mutating func optimize() {
        while let entering = smallestCandidate() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded in this direction: cannot happen for sums of non-negative errors; drop it, not loop.
                symbols[Int(entering)].isCandidate = false
                continue
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private mutating func optimizeArtificial() {
        while artificial != nil {
            let entering = artificial?.cells.first {
                $0.coefficient < -Self.epsilon && symbols[Int($0.symbol)].kind != .dummy
            }?.symbol
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that bounds `entering` first (the smallest ratio; ties to the smallest symbol).
    private func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where symbols[Int(basic)].kind != .external {
            let row = rowOf[Int(basic)]!
            let coefficient = row.coefficient(entering)
            guard coefficient < -Self.epsilon else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && basic < best) {
                bestRatio = min(ratio, bestRatio)
                best = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// The dual simplex: makes every infeasible row feasible again. Returns the row that cannot be (the required
    /// constraints conflict), which stays listed as infeasible.
    mutating func dualOptimize() -> Int32? {
        while let position = infeasible.indices.min(by: { infeasible[$0] < infeasible[$1] }) {
            let leaving = infeasible[position]
            infeasible.swapAt(position, infeasible.count - 1)
            infeasible.removeLast()
            guard let constant = rowOf[Int(leaving)]?.constant, constant < -Self.epsilon else { continue }
            guard let entering = dualEntering(of: leaving) else {
                infeasible.append(leaving)
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
        }
        return nil
    }

    /// The symbol with a positive coefficient in `row` whose objective vector over the coefficient is
    /// lexicographically smallest (ties to the smallest symbol).
    private func dualEntering(of leaving: Int32) -> Int32? {
        var best: SolverCell?
        for cell in rowOf[Int(leaving)]!.cells
        where cell.coefficient > Self.epsilon && symbols[Int(cell.symbol)].kind != .dummy {
            if let current = best, !ratiosBelow(cell, current) { continue }
            best = cell
        }
        return best?.symbol
    }

    /// Whether `a`'s objective vector over its coefficient is lexicographically below `b`'s.
    private func ratiosBelow(_ a: SolverCell, _ b: SolverCell) -> Bool {
        for tier in tiers {
            let x = tier[a.symbol] / a.coefficient
            let y = tier[b.symbol] / b.coefficient
            if abs(x - y) > Self.epsilon { return x < y }
        }
        return false
    }

    /// The row through which a parametric marker enters the basis for its constraint's removal (Cassowary's rule:
    /// a restricted row that bounds it first, else the restricted row it leaves soonest, else an external row).
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (basic: Int32, ratio: Double)?
        var second: (basic: Int32, ratio: Double)?
        var third: Int32?
        func better(_ candidate: (Int32, Double), _ current: (basic: Int32, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.1 < current.ratio || (candidate.1 == current.ratio && candidate.0 < current.basic)
        }
        for basic in columns[Int(marker)] {
            let row = rowOf[Int(basic)]!
            let coefficient = row.coefficient(marker)
            if symbols[Int(basic)].kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better((basic, ratio), first) { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if better((basic, ratio), second) { second = (basic, ratio) }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }
}
