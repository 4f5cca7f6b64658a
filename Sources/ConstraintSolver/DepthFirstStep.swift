// One frame of the iterative depth-first walks over references (stale values, expansions).
/// A symbol on the walk, and the index (in its column, or in its row) of the next neighbour to visit.
struct DepthFirstStep {
    var symbol: Int32
    var next: Int32
}
