// The retired-object pool on its own: its limit, reuse only of objects nothing else references, and
// `keepUnreferenced(from:)` dropping the references of what it keeps and letting the rest go.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Retired-object pool")
struct RetiredObjectPoolTests {
    /// An element that records what the pool did to it.
    final class Element: RetiredPoolElement {
        var name: String
        var referenced: AnyObject? = NSObject()
        var singleton: Set<Int>? = [1]
        var reusedAs: [String] = []

        init(_ name: String) { self.name = name }

        func prepareForReuse(_ configuration: String) {
            name = configuration
            reusedAs.append(configuration)
        }
        func dropReferences() { referenced = nil }
        func emptyOneObjectSet(keepingCapacity: Bool) {
            if keepingCapacity { singleton?.removeAll(keepingCapacity: true) } else { singleton = nil }
        }
    }

    @Test("take(reusing:) hands out the last offered object nothing else references, made new; nil when empty")
    func takeReusesUnreferencedObjects() {
        var pool = RetiredObjectPool<Element>(limit: 4)
        #expect(pool.take(reusing: "x") == nil)
        pool.offer(Element("a"))
        pool.offer(Element("b"))
        #expect(pool.count == 2)

        let taken = pool.take(reusing: "c")
        #expect(taken?.name == "c" && taken?.reusedAs == ["c"])
        #expect(taken?.singleton == [], "offered objects have their one-object set emptied")
        #expect(pool.count == 1)
    }

    @Test("An object someone else references is let go, unchanged, when it comes up")
    func referencedObjectIsNotReused() {
        var pool = RetiredObjectPool<Element>(limit: 4)
        let kept = Element("kept")
        pool.offer(Element("free"))
        pool.offer(kept)

        let taken = pool.take(reusing: "new")
        #expect(taken !== kept)
        #expect(taken?.reusedAs == ["new"])
        #expect(kept.name == "kept" && kept.reusedAs.isEmpty)
        #expect(pool.count == 0)
    }

    @Test("A full pool lets an offered object go, releasing its set")
    func fullPoolLetsGo() {
        var pool = RetiredObjectPool<Element>(limit: 1)
        pool.offer(Element("a"))
        let extra = Element("b")
        pool.offer(extra)
        #expect(pool.count == 1)
        #expect(extra.singleton == nil)
    }

    @Test("keepUnreferenced(from:) keeps the unreferenced offers since start, dropping their references")
    func keepUnreferencedFiltersOffers() {
        var pool = RetiredObjectPool<Element>(limit: 8)
        let before = Element("before")
        pool.offer(before)
        let start = pool.count
        let kept = Element("kept elsewhere")
        pool.offer(Element("free"))
        pool.offer(kept)

        pool.keepUnreferenced(from: start)

        #expect(pool.count == 2)
        #expect(before.referenced != nil, "offers before start are left alone")
        #expect(kept.singleton == nil && kept.referenced != nil, "a referenced object is let go as it ended")
        let free = pool.take(reusing: "again")
        #expect(free?.referenced == nil, "a kept object keeps nothing alive")
    }
}
