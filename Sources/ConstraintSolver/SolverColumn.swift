// A column of the tableau: the basic symbols whose rows contain one symbol, the first kept inline (most columns
// hold one entry: a marker in its own constraint's row), the others in an array.
//
// Invariants: entries 0..<count are `first` then `rest` in order; `rest` holds exactly count - 1 entries (none
// when count ≤ 1).
/// The rows that contain a symbol.
struct SolverColumn: RandomAccessCollection, MutableCollection {
    private var first: Int32 = -1
    private var stored: Int32 = 0
    private var rest: [Int32] = []

    var startIndex: Int { 0 }
    var endIndex: Int { Int(stored) }
    var count: Int { Int(stored) }
    var isEmpty: Bool { stored == 0 }

    subscript(position: Int) -> Int32 {
        get { position == 0 ? first : rest[position - 1] }
        set {
            if position == 0 { first = newValue } else { rest[position - 1] = newValue }
        }
    }

    mutating func append(_ basic: Int32) {
        if stored == 0 { first = basic } else { rest.append(basic) }
        stored += 1
    }

    mutating func removeLast() {
        stored -= 1
        if stored > 0 { rest.removeLast() }
    }

    mutating func removeAll(keepingCapacity: Bool) {
        rest.removeAll(keepingCapacity: keepingCapacity)
        stored = 0
    }
}
