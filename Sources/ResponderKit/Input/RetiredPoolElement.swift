// What an object must offer to be kept in a `RetiredObjectPool`: its hooks for reuse, for letting go of what it
// references, and for its one-object set.
//
// Invariants: the hooks are protocol requirements, not closures, so the pool calls them statically (specialized
// with the pool) and allocates nothing; none of them calls app code.

/// An input object (a touch, a press) that its tracker retires and a `RetiredObjectPool` may hand out again.
@MainActor
protocol RetiredPoolElement: AnyObject {
    /// What a new object of the kind is made from (for a press: its sample and timestamp).
    associatedtype ReuseConfiguration

    /// Makes a retired object that nothing else references into a new one for `configuration`, exactly as a fresh
    /// object would be.
    func prepareForReuse(_ configuration: ReuseConfiguration)

    /// Drops the references of a retired object that nothing else references (views, windows, responders,
    /// recognizers), so the pool keeps nothing alive.
    func dropReferences()

    /// Empties the object's reused one-object set, which breaks the set's reference cycle: keeping the set's storage
    /// for the object's reuse, or releasing it when the object leaves the pool.
    func emptyOneObjectSet(keepingCapacity: Bool)
}
