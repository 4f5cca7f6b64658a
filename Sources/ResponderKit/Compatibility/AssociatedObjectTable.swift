// Associated objects without the Objective-C runtime: values attached to any object under a pointer key.
//
// Invariants: an entry lives while its object does (the object is referenced weakly; entries of freed objects are
// dropped on the next change, releasing their values); an `ASSIGN` value is referenced weakly.
import Foundation

/// The values attached to objects with `objc_setAssociatedObject`, kept by the shared application.
@MainActor
final class AssociatedObjectTable {
    private struct Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value of `object` under `key`, or nil.
    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        switch entry.values[key] {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    /// Sets (or, with nil, removes) the value of `object` under `key`.
    func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        pruneFreedObjects()
        let id = ObjectIdentifier(object)
        var entry = entries[id].flatMap { $0.object === object ? $0 : nil } ?? Entry(object: object, values: [:])
        if let value {
            // Only class instances can be referenced weakly; other values are copied, as Swift bridges them.
            if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
                entry.values[key] = .weak(WeakBox(value as AnyObject))
            } else {
                entry.values[key] = .strong(value)
            }
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry.values.isEmpty ? nil : entry
    }

    /// Removes every value of `object`.
    func removeAll(of object: AnyObject) {
        entries[ObjectIdentifier(object)] = nil
    }

    /// How many objects have values (for tests).
    var objectCount: Int { entries.count }

    private func pruneFreedObjects() {
        entries = entries.filter { $0.value.object != nil }
    }
}
