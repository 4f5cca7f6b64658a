// One term of a tableau row.
/// `coefficient × symbol` in a row, and the row's place in the symbol's column (so the column entry is removed in
/// constant time); the place is -1 for a row outside the tableau.
struct SolverCell {
    var symbol: Int32
    var position: Int32
    var coefficient: Double
}
