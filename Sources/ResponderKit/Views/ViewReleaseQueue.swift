// Releasing a deep hierarchy without deep recursion.
//
// Invariants: while the queue drains, a deallocating view hands its subviews to the queue instead of releasing
// them itself, so tearing down a hierarchy of any depth uses a bounded stack.

/// Turns the recursive release of nested subviews into a loop.
@MainActor
enum ViewReleaseQueue {
    private static var pending: [UIView] = []
    private static var draining = false

    /// Takes over the references in `subviews` and releases them, iteratively.
    static func release(_ subviews: inout [UIView]) {
        guard !subviews.isEmpty else { return }
        pending.append(contentsOf: subviews)
        subviews.removeAll()
        guard !draining else { return }
        draining = true
        // Dropping each reference at the end of an iteration may run that view's deinit, which only queues its
        // own subviews.
        while let view = pending.popLast() { _ = view }
        draining = false
    }
}
