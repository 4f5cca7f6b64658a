// The tiered objectives: one dense objective per priority level, the errors of optional constraints added to and
// taken from them, and the candidates for a primal step.
extension SolverCore {
    /// The index of the tier of `priority`, made on first use; tiers are sorted from the highest priority down.
    mutating func tierIndex(for priority: Float) -> Int {
        var position = tiers.count
        for (index, tier) in tiers.enumerated() {
            if tier.priority == priority { return index }
            if tier.priority < priority {
                position = index
                break
            }
        }
        tiers.insert(ObjectiveTier(priority: priority), at: position)
        return position
    }

    /// Adds `amount` to a symbol's coefficient in a tier.
    mutating func addToObjective(_ tier: Int, _ symbol: Int32, _ amount: Double) {
        let sum = tiers[tier][symbol] + amount
        tiers[tier][symbol] = abs(sum) < Self.epsilon ? 0 : sum
        refreshCandidate(symbol)
    }

    /// Adds `factor × row` to a tier.
    mutating func addToObjective(_ tier: Int, _ row: SolverRow, times factor: Double) {
        tiers[tier].constant += row.constant * factor
        for cell in row.cells {
            let sum = tiers[tier][cell.symbol] + cell.coefficient * factor
            tiers[tier][cell.symbol] = abs(sum) < Self.epsilon ? 0 : sum
        }
    }

    /// -1, 0 or 1: the sign of the first nonzero coefficient of `symbol` in the objectives, highest tier first;
    /// `includingPulls: false` leaves out the level of `exerciseAmbiguity`'s pulls.
    func lexicographicSign(_ symbol: Int32, includingPulls: Bool = true) -> Int {
        for tier in tiers where includingPulls || tier.priority > 0 {
            let coefficient = tier[symbol]
            if coefficient != 0 { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    mutating func refreshCandidate(_ symbol: Int32) {
        let index = Int(symbol)
        let kind = symbols[index].kind
        let wanted =
            kind != .dummy && kind != .external && kind != .invalid && rowOf[index] == nil
            && lexicographicSign(symbol) < 0
        symbols[index].isCandidate = wanted
        if wanted && !symbols[index].isListedCandidate {
            symbols[index].isListedCandidate = true
            candidateList.append(symbol)
        }
    }

    /// The smallest candidate, dropping listed symbols that stopped being candidates.
    mutating func smallestCandidate() -> Int32? {
        var best: Int32?
        var index = 0
        while index < candidateList.count {
            let symbol = candidateList[index]
            if symbols[Int(symbol)].isCandidate {
                if best.map({ symbol < $0 }) ?? true { best = symbol }
                index += 1
            } else {
                symbols[Int(symbol)].isListedCandidate = false
                candidateList.swapAt(index, candidateList.count - 1)
                candidateList.removeLast()
            }
        }
        return best
    }

    /// Adds an optional constraint's errors to its tier's objective.
    mutating func addEffects(of record: ConstraintRecord) { changeEffects(of: record, by: 1) }

    /// Takes an optional constraint's errors out of its tier's objective.
    mutating func removeEffects(of record: ConstraintRecord) { changeEffects(of: record, by: -1) }

    private mutating func changeEffects(of record: ConstraintRecord, by sign: Double) {
        guard !record.isRequired else { return }
        let tier = tierIndex(for: record.priority)
        for slot in ConstraintRecord.slots {
            let symbol = record.symbol(slot)
            guard symbol >= 0 && symbols[Int(symbol)].kind == .error else { continue }
            if let row = rowOf[Int(symbol)] {
                addToObjective(tier, row, times: sign)
                for cell in row.cells { refreshCandidate(cell.symbol) }
            } else {
                addToObjective(tier, symbol, sign)
            }
        }
    }
}
