// An NSEnumerator over a fixed list of objects, for the enumerators of NSMapTable and NSHashTable.
import Foundation

#if !_runtime(_ObjC)
    /// Enumerates the objects it was given, in order; later changes to their source do not affect it.
    final class SnapshotEnumerator: NSEnumerator {
        private let items: [AnyObject]
        private var position = 0

        init(_ items: [AnyObject]) { self.items = items }

        override func nextObject() -> Any? {
            guard position < items.count else { return nil }
            defer { position += 1 }
            return items[position]
        }
    }
#endif
