// Foundation's NSHashTable, which swift-corelibs-foundation lacks: a set of objects that may be held weakly (the
// usual home of a multicast delegate's observers).
//
// Invariants:
// - A weakly held object that was freed is gone: it is never returned, counted or enumerated.
// - Members compare with `isEqual(_:)`/`hash` (NSObject), `==`/`hashValue` (Hashable) or identity, unless the
//   options ask for identity; adding an equal object keeps the member already there, as Foundation does.
// - Not thread-safe, as Foundation's is not.
import Foundation

#if !_runtime(_ObjC)
    /// A set of objects that may be held weakly, as in Foundation.
    open class NSHashTable<ObjectType: AnyObject>: NSObject {
        private let options: NSPointerFunctions.Options
        /// The members by hash; each slot holds its object strongly or weakly, as the options say.
        private var buckets: [Int: [Slot]] = [:]

        private enum Slot {
            case strong(AnyObject)
            case weak(WeakSlot)

            var object: AnyObject? {
                switch self {
                case .strong(let object): return object
                case .weak(let slot): return slot.object
                }
            }
        }

        private final class WeakSlot {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        /// Creates a table holding and comparing its members as `options` say.
        public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
            self.options = options
            super.init()
            buckets.reserveCapacity(max(0, initialCapacity))
        }

        /// Creates a table holding and comparing its members as `options` say.
        public convenience init(options: NSPointerFunctions.Options = []) {
            self.init(options: options, capacity: 0)
        }

        /// A table holding its members weakly: a member goes when it is freed.
        open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

        /// How the table holds and compares its members.
        open var pointerFunctions: NSPointerFunctions { NSPointerFunctions(options: options) }

        private func hash(of object: AnyObject) -> Int {
            if options.comparesIdentity { return ObjectIdentifier(object).hashValue }
            if let object = object as? NSObject { return object.hash }
            if let hashable = object as? AnyHashable { return hashable.hashValue }
            return ObjectIdentifier(object).hashValue
        }

        private func matches(_ stored: AnyObject, _ object: AnyObject) -> Bool {
            if stored === object { return true }
            if options.comparesIdentity { return false }
            if let stored = stored as? NSObject { return stored.isEqual(object) }
            if let hashable = stored as? AnyHashable, let other = object as? AnyHashable { return hashable == other }
            return false
        }

        /// The member equal to `object`, or nil.
        open func member(_ object: ObjectType?) -> ObjectType? {
            guard let object, let bucket = buckets[hash(of: object)] else { return nil }
            for slot in bucket {
                if let stored = slot.object, matches(stored, object) { return stored as? ObjectType }
            }
            return nil
        }

        /// Whether a member equals `anObject`.
        open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

        /// Adds `object` unless an equal member is there (nil does nothing).
        open func add(_ object: ObjectType?) {
            guard let object, member(object) == nil else { return }
            purge()
            let key = hash(of: object)
            buckets[key, default: []].append(options.isWeak ? .weak(WeakSlot(object)) : .strong(object))
        }

        /// Removes the member equal to `object`, if any.
        open func remove(_ object: ObjectType?) {
            guard let object else { return }
            let key = hash(of: object)
            guard var bucket = buckets[key],
                let index = bucket.firstIndex(where: { $0.object.map { matches($0, object) } == true })
            else { return }
            bucket.remove(at: index)
            buckets[key] = bucket.isEmpty ? nil : bucket
        }

        /// Removes every member.
        open func removeAllObjects() { buckets.removeAll() }

        /// The live members, in no particular order.
        open var allObjects: [ObjectType] { buckets.values.joined().compactMap { $0.object as? ObjectType } }

        /// One of the members, or nil when there are none.
        open var anyObject: ObjectType? { allObjects.first }

        /// The number of live members.
        open var count: Int {
            purge()
            return buckets.values.reduce(0) { $0 + $1.count }
        }

        /// An enumerator of the members (a snapshot: changing the table while enumerating is safe).
        open func objectEnumerator() -> NSEnumerator { SnapshotEnumerator(allObjects.map { $0 as AnyObject }) }

        /// Drops the freed members' slots.
        private func purge() {
            guard options.isWeak else { return }
            for (key, bucket) in buckets where bucket.contains(where: { $0.object == nil }) {
                let live = bucket.filter { $0.object != nil }
                buckets[key] = live.isEmpty ? nil : live
            }
        }
    }
#endif
