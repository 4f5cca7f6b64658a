// A row of the tableau: `basic = constant + Σ coefficient × symbol` (or an objective to minimise).
//
// Invariants: no cell has a coefficient within `Solver.epsilon` of zero; the solver keeps its column index in step
// with every change of a basic row's cells (rows change only through the solver).
/// A sparse linear row.
final class SolverRow {
    var constant: Double
    var cells: [Int32: Double]

    init(constant: Double = 0, cells: [Int32: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    func coefficient(_ symbol: Int32) -> Double { cells[symbol] ?? 0 }
}
