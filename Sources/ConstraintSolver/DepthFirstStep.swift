// One frame of the iterative depth-first walk that marks stale values.
/// A symbol on the walk, and the index in its column of the next referrer to visit.
struct DepthFirstStep {
    var symbol: Int32
    var next: Int32
}
