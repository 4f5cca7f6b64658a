// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
//
// Invariants: the cells are sorted by symbol, each symbol at most once, no coefficient within `Solver.epsilon` of
// zero; a row in the tableau has each cell's `position` pointing at its entry in the symbol's column (the solver
// keeps both in step; rows change only through the solver).
/// A sparse linear row.
final class SolverRow {
    var constant: Double = 0
    var cells: [SolverCell] = []

    init() {}

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
}
