// Reuse of retired input objects (touches, presses), so that a began allocates nothing: a finger that lifted or a
// key that went up leaves an object that nothing may need any more.
//
// Invariants:
// - The pool holds at most `limit` objects, each retired by its tracker (it left every list) and with its one-object
//   set emptied, so no kept object is in a reference cycle with itself; an object offered to a full pool, or let
//   go by `keepUnreferenced(from:)`, releases its set.
// - An object is handed out again only if nothing else references it (an app, a tracer's record, a recognizer), so
//   an object someone kept never changes after it retired; one that is referenced when it comes up is let go,
//   exactly as it ended.
// - `keepUnreferenced(from:)` keeps only objects nothing else references and drops their references, so a kept
//   object keeps no view, window, responder or recognizer alive.
// - Nothing allocates on the hot path: the element's hooks are `RetiredPoolElement` requirements, not closures,
//   and the array keeps its storage.

/// Retired objects of one kind kept for reuse.
@MainActor
struct RetiredObjectPool<Element: RetiredPoolElement> {
    /// How many retired objects are kept.
    let limit: Int

    private var retired: [Element] = []

    /// An empty pool that keeps at most `limit` objects.
    init(limit: Int) {
        self.limit = limit
    }

    /// How many objects the pool holds; ``keepUnreferenced(from:)`` takes a count from before a batch of offers.
    var count: Int { retired.count }

    /// A retired object that nothing else references, made new for `configuration`; nil when there is none (the
    /// caller then creates a fresh object).
    mutating func take(reusing configuration: Element.ReuseConfiguration) -> Element? {
        while var element = retired.popLast() {
            // Anyone else holding the object (an app, a tracer's record, a recognizer) keeps it as it ended.
            guard isKnownUniquelyReferenced(&element) else { continue }
            element.prepareForReuse(configuration)
            return element
        }
        return nil
    }

    /// Offers an object that left every list of its tracker for reuse, emptying its one-object set (which breaks
    /// the set's cycle); a full pool lets it go. ``take(reusing:)`` hands it out only if nothing else references it.
    mutating func offer(_ element: Element) {
        guard retired.count < limit else {
            element.emptyOneObjectSet(keepingCapacity: false)
            return
        }
        element.emptyOneObjectSet(keepingCapacity: true)
        retired.append(element)
    }

    /// Keeps the objects offered since `start` that nothing else references, dropping their references (so a kept
    /// object keeps nothing alive); the others are let go, exactly as they ended.
    mutating func keepUnreferenced(from start: Int) {
        var index = start
        while index < retired.count {
            if isKnownUniquelyReferenced(&retired[index]) {
                retired[index].dropReferences()
                index += 1
            } else {
                retired[index].emptyOneObjectSet(keepingCapacity: false)
                retired.remove(at: index)
            }
        }
    }
}
