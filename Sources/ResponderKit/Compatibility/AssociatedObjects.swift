// `objc_setAssociatedObject` and friends, under the Objective-C runtime's names, so UIKit helpers that keep
// closures on controls (a common pattern for closure-based target-action) compile and work unchanged.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Attaches `value` to `object` under `key` (nil removes it), as the Objective-C runtime does: the value lives as
/// long as the object (weakly for `.OBJC_ASSOCIATION_ASSIGN`). Keys are addresses, usually of a static variable:
/// `objc_setAssociatedObject(self, &Keys.handler, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`.
///
/// The table belongs to the shared application; values of a freed object are released at the next change.
@preconcurrency @MainActor
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    UIApplication.shared.associatedObjects.set(value, of: object as AnyObject, key: key, policy: policy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value attached to `object` under `key`, or nil.
@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    UIApplication.shared.associatedObjects.value(of: object as AnyObject, key: key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes every value attached to `object`.
@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
    UIApplication.shared.associatedObjects.removeAll(of: object as AnyObject)
}
