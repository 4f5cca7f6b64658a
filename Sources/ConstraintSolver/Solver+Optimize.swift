// Entering a new row, the primal simplex over the tiered objectives, the artificial phase for rows with no subject,
// and the dual simplex that restores feasibility after constants change.
extension Solver {
    /// Puts a new constraint's row into the tableau, or returns the conflict that prevents it (nothing of the row
    /// is left behind).
    func insert(_ row: SolverRow, record: ConstraintRecord) -> SolverConflict? {
        if let subject = chooseSubject(row, record) {
            solve(row, for: subject)
            substitute(subject, with: row)
            setBasic(subject, row)
            return nil
        }
        if row.cells.keys.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard abs(row.constant) < Self.epsilon else { return conflict(from: row) }
            // A redundant required equality: its marker is basic at zero.
            solve(row, for: record.marker)
            substitute(record.marker, with: row)
            setBasic(record.marker, row)
            return nil
        }
        return insertWithArtificialVariable(row)
    }

    /// An external symbol (the smallest), else a restricted marker or error with a negative coefficient.
    private func chooseSubject(_ row: SolverRow, _ record: ConstraintRecord) -> Int32? {
        var external: Int32?
        for symbol in row.cells.keys where kinds[Int(symbol)] == .external {
            if external.map({ symbol < $0 }) ?? true { external = symbol }
        }
        if let external { return external }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if kind == .slack || kind == .error, row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds the row through an artificial variable minimised to zero; a minimum above zero is a conflict.
    private func insertWithArtificialVariable(_ row: SolverRow) -> SolverConflict? {
        let art = newSymbol(.slack)
        setBasic(art, row)
        artificial = row.copy()
        optimizeArtificial()
        let reached = abs(artificial!.constant) < Self.epsilon
        artificial = nil
        var failure: SolverConflict?
        if let artRow = rowOf[Int(art)] {
            removeBasic(art)
            if !reached {
                failure = conflict(from: artRow)
            } else if !artRow.cells.isEmpty {
                let entering = artRow.cells.keys.filter { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }.min()
                if let entering {
                    artRow.cells[art] = -1
                    solve(artRow, for: entering)
                    substitute(entering, with: artRow)
                    setBasic(entering, artRow)
                } else {
                    failure = conflict(from: artRow)
                }
            }
        }
        for basic in columns[Int(art)] { rowOf[Int(basic)]?.cells[art] = nil }
        columns[Int(art)].removeAll()
        for tier in tiers { tier.row.cells[art] = nil }
        candidates.remove(art)
        kinds[Int(art)] = .invalid
        freeSymbols.append(art)
        return failure
    }

    /// The required constraints whose markers a failing row mentions.
    private func conflict(from row: SolverRow) -> SolverConflict {
        var involved: [SolverConstraint] = []
        for symbol in row.cells.keys.sorted() {
            guard let index = ownerOfSymbol[symbol], let record = records[Int(index)], record.isRequired else {
                continue
            }
            let handle = SolverConstraint(index: index, generation: generations[Int(index)])
            if !involved.contains(handle) { involved.append(handle) }
        }
        return SolverConflict(involved: involved)
    }

    /// The primal simplex over the tiers: enters the smallest candidate until none is left.
    func optimize() {
        while let entering = candidates.min() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded in this direction: cannot happen for sums of non-negative errors; stop rather than loop.
                candidates.remove(entering)
                return
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func optimizeArtificial() {
        while let artificial {
            var entering: Int32?
            for (symbol, coefficient) in artificial.cells
            where coefficient < -Self.epsilon && kinds[Int(symbol)] != .dummy {
                if entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that bounds `entering` first (the smallest ratio; ties to the smallest symbol).
    private func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
            let row = rowOf[Int(basic)]!
            let coefficient = row.coefficient(entering)
            guard coefficient < -Self.epsilon else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The dual simplex: makes every infeasible row feasible again. Returns false when a row cannot be (the
    /// required constraints conflict).
    @discardableResult
    func dualOptimize() -> Bool {
        while !infeasible.isEmpty {
            let leaving = infeasible.min()!
            infeasible.removeAll { $0 == leaving }
            guard let row = rowOf[Int(leaving)], row.constant < -Self.epsilon else { continue }
            guard let entering = dualEntering(row) else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// The symbol with a positive coefficient in `row` whose objective vector over the coefficient is
    /// lexicographically smallest.
    private func dualEntering(_ row: SolverRow) -> Int32? {
        var best: Int32?
        var bestRatios: [Double] = []
        for (symbol, coefficient) in row.cells where coefficient > Self.epsilon && kinds[Int(symbol)] != .dummy {
            let ratios = tiers.map { ($0.row.cells[symbol] ?? 0) / coefficient }
            if let current = best {
                let order = Self.compare(ratios, bestRatios)
                if order > 0 || (order == 0 && symbol > current) { continue }
            }
            best = symbol
            bestRatios = ratios
        }
        return best
    }

    static func compare(_ a: [Double], _ b: [Double]) -> Int {
        for (x, y) in zip(a, b) where abs(x - y) > epsilon { return x < y ? -1 : 1 }
        return 0
    }

    /// The row through which a parametric marker enters the basis for its constraint's removal (Cassowary's rule).
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (Int32, Double)?
        var second: (Int32, Double)?
        var third: Int32?
        for basic in columns[Int(marker)].sorted() {
            let row = rowOf[Int(basic)]!
            let coefficient = row.coefficient(marker)
            if kinds[Int(basic)] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 }) ?? true { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 }) ?? true { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
