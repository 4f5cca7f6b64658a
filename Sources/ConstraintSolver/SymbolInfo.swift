// What the solver keeps per symbol, besides its row and its column (fields ordered widest first: 32 bytes).
//
// Invariants: `isBasicExternal` is true exactly for an external that has a row in the tableau (or is being
// rewritten out of it); `isStale` is only ever true for a basic external symbol, and a stale symbol's referrers
// (the rows in its column) are stale too; every stale symbol is on the dirty list (`isDirty`).
/// The per-symbol state of a solver.
struct SymbolInfo {
    /// The value of a basic external when it is not stale.
    var cached: Double = 0
    /// The value last reported by `takeChangedVariables`.
    var reported: Double = 0
    /// The record whose marker or second error this symbol is, or -1.
    var owner: Int32 = -1
    /// The last expansion that reached this row (`expand`'s visited mark).
    var expansionMark: UInt32 = 0
    var kind: SymbolKind
    /// An external with a row (so its value is its row's, and rows may refer to it).
    var isBasicExternal = false
    /// A basic external whose cached value is out of date.
    var isStale = false
    /// An external whose value may have changed since the last `takeChangedVariables`.
    var isDirty = false
    /// A parametric symbol whose objective vector is lexicographically negative.
    var isCandidate = false
    /// Whether the symbol is on the candidate list (which may hold symbols that stopped being candidates).
    var isListedCandidate = false
    /// Whether `expand`'s accumulator holds a coefficient of the symbol.
    var isAccumulated = false

    init(kind: SymbolKind) { self.kind = kind }
}
