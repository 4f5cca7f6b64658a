// Foundation's NSMapTable, which swift-corelibs-foundation lacks: a dictionary of objects whose keys and values may
// be held weakly (the weak-to-strong table is the usual way to attach state to objects one does not own).
//
// Invariants:
// - An entry whose weakly held key or value was freed is gone: it is never returned, counted or enumerated, and
//   its other half is released at the next change or count.
// - Keys compare with `isEqual(_:)`/`hash` (NSObject), `==`/`hashValue` (Hashable) or identity, unless the key
//   options ask for identity; each entry remembers its key's hash, so a freed key's bucket is still found.
// - Not thread-safe, as Foundation's is not.
import Foundation

#if !_runtime(_ObjC)
    /// A collection of key-value pairs whose keys and values may be held weakly, as in Foundation.
    open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
        private enum Reference {
            case strong(AnyObject)
            case weak(WeakReference)

            init(_ object: AnyObject, weak: Bool) { self = weak ? .weak(WeakReference(object)) : .strong(object) }

            var object: AnyObject? {
                switch self {
                case .strong(let object): return object
                case .weak(let reference): return reference.object
                }
            }
        }

        private final class WeakReference {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        private struct Entry {
            var key: Reference
            var value: Reference
            var hash: Int
            var isLive: Bool { key.object != nil && value.object != nil }
        }

        private var buckets: [Int: [Entry]] = [:]
        private let keyOptions: NSPointerFunctions.Options
        private let valueOptions: NSPointerFunctions.Options

        /// Creates a table holding keys and values as the options say (strongly, by equality, by default).
        public init(
            keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
            capacity initialCapacity: Int
        ) {
            self.keyOptions = keyOptions
            self.valueOptions = valueOptions
            super.init()
            buckets.reserveCapacity(max(0, initialCapacity))
        }

        /// Creates a table holding keys and values as the options say.
        public convenience init(
            keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []
        ) {
            self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
        }

        /// A table holding keys and values strongly.
        open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
            NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
        }
        /// A table holding keys weakly and values strongly: an entry goes with its key.
        open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
            NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
        }
        /// A table holding keys strongly and values weakly: an entry goes with its value.
        open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
            NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
        }
        /// A table holding keys and values weakly.
        open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
            NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
        }

        /// How the table holds and compares its keys.
        open var keyPointerFunctions: NSPointerFunctions { NSPointerFunctions(options: keyOptions) }
        /// How the table holds its values.
        open var valuePointerFunctions: NSPointerFunctions { NSPointerFunctions(options: valueOptions) }

        // MARK: Keys

        private func hash(of key: AnyObject) -> Int {
            if keyOptions.comparesIdentity { return ObjectIdentifier(key).hashValue }
            if let object = key as? NSObject { return object.hash }
            if let hashable = key as? AnyHashable { return hashable.hashValue }
            return ObjectIdentifier(key).hashValue
        }

        private func matches(_ stored: AnyObject, _ key: AnyObject) -> Bool {
            if stored === key { return true }
            if keyOptions.comparesIdentity { return false }
            if let object = stored as? NSObject { return object.isEqual(key) }
            if let hashable = stored as? AnyHashable, let other = key as? AnyHashable { return hashable == other }
            return false
        }

        private func index(of key: AnyObject, in bucket: [Entry]) -> Int? {
            bucket.firstIndex { entry in entry.isLive && entry.key.object.map { matches($0, key) } == true }
        }

        // MARK: Access

        /// The value for `aKey`, or nil (also for a nil key).
        open func object(forKey aKey: KeyType?) -> ObjectType? {
            guard let aKey, let bucket = buckets[hash(of: aKey)], let found = index(of: aKey, in: bucket) else {
                return nil
            }
            return bucket[found].value.object as? ObjectType
        }

        /// Sets the value for `aKey` (a nil value removes the entry; a nil key does nothing). An existing equal key
        /// is kept, as Foundation keeps it.
        open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
            guard let aKey else { return }
            guard let anObject else { return removeObject(forKey: aKey) }
            purge()
            let keyHash = hash(of: aKey)
            var bucket = buckets[keyHash] ?? []
            let value = Reference(anObject, weak: valueOptions.isWeak)
            if let found = index(of: aKey, in: bucket) {
                bucket[found].value = value
            } else {
                bucket.append(Entry(key: Reference(aKey, weak: keyOptions.isWeak), value: value, hash: keyHash))
            }
            buckets[keyHash] = bucket
        }

        /// Removes the entry for `aKey`, if any.
        open func removeObject(forKey aKey: KeyType?) {
            guard let aKey else { return }
            let keyHash = hash(of: aKey)
            guard var bucket = buckets[keyHash], let found = index(of: aKey, in: bucket) else { return }
            bucket.remove(at: found)
            buckets[keyHash] = bucket.isEmpty ? nil : bucket
        }

        /// Removes every entry.
        open func removeAllObjects() {
            buckets.removeAll()
        }

        /// The number of live entries (those whose weakly held objects were freed are not counted).
        open var count: Int {
            purge()
            return buckets.values.reduce(0) { $0 + $1.count }
        }

        /// The live entries' keys and values, in no particular order.
        private var liveEntries: [(key: KeyType, value: ObjectType)] {
            buckets.values.joined().compactMap { entry in
                guard let key = entry.key.object as? KeyType, let value = entry.value.object as? ObjectType else {
                    return nil
                }
                return (key, value)
            }
        }

        /// An enumerator of the keys (a snapshot: changing the table while enumerating is safe).
        open func keyEnumerator() -> NSEnumerator { SnapshotEnumerator(liveEntries.map(\.key)) }

        /// An enumerator of the values (a snapshot).
        open func objectEnumerator() -> NSEnumerator? { SnapshotEnumerator(liveEntries.map(\.value)) }

        /// The entries as a dictionary, for keys that are hashable (others are left out).
        open func dictionaryRepresentation() -> [AnyHashable: Any] {
            var dictionary: [AnyHashable: Any] = [:]
            for (key, value) in liveEntries {
                if let hashable = key as? AnyHashable { dictionary[hashable] = value }
            }
            return dictionary
        }

        /// Drops the entries whose weakly held key or value was freed, releasing their other half.
        private func purge() {
            guard keyOptions.isWeak || valueOptions.isWeak else { return }
            for (keyHash, bucket) in buckets where bucket.contains(where: { !$0.isLive }) {
                let live = bucket.filter(\.isLive)
                buckets[keyHash] = live.isEmpty ? nil : live
            }
        }
    }
#endif
