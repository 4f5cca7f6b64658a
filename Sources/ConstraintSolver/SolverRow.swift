// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
//
// Invariants: the cells are sorted by symbol, each symbol at most once, no coefficient within `SolverCore.epsilon`
// of zero; a row in the tableau has each cell's `position` pointing at its entry in the symbol's column (the core
// keeps both in step; rows change only through the core).
/// A sparse linear row (a value: the core moves rows in and out of the tableau).
struct SolverRow {
    var constant: Double = 0
    var cells: [SolverCell] = []

    /// The index of `symbol`'s cell, or of where it would go (binary search).
    func slot(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let current = cells[middle].symbol
            if current == symbol { return (middle, true) }
            if current < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The index of `symbol`'s cell, if it has one.
    func index(of symbol: Int32) -> Int? {
        let slot = slot(of: symbol)
        return slot.found ? slot.index : nil
    }

    func coefficient(_ symbol: Int32) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Adds `coefficient × symbol` to a row outside the tableau.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            // Past the last cell (a new symbol, or terms in order): no search, no shifting.
            if abs(coefficient) >= SolverCore.epsilon {
                cells.append(SolverCell(symbol: symbol, position: -1, coefficient: coefficient))
            }
            return
        }
        let slot = slot(of: symbol)
        if slot.found {
            let sum = cells[slot.index].coefficient + coefficient
            if abs(sum) < SolverCore.epsilon {
                cells.remove(at: slot.index)
            } else {
                cells[slot.index].coefficient = sum
            }
        } else if abs(coefficient) >= SolverCore.epsilon {
            cells.insert(SolverCell(symbol: symbol, position: -1, coefficient: coefficient), at: slot.index)
        }
    }

    /// Rewrites `0 = constant + Σ` as `symbol = …`.
    mutating func solve(for symbol: Int32) {
        let coefficient = cells.remove(at: index(of: symbol)!).coefficient
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// The same row outside the tableau (no column places).
    var detached: SolverRow {
        var copy = self
        for index in copy.cells.indices { copy.cells[index].position = -1 }
        return copy
    }
}
