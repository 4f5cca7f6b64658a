// The `ObjectiveC` module off Apple platforms: `import ObjectiveC` in real UIKit code resolves here and brings in
// what such code uses from the Objective-C runtime: associated objects (`objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`, `objc_AssociationPolicy`), `Selector`, and
// Foundation's `NSObject`/`NSObjectProtocol`/`ObjCBool`, as Apple's module declares them.
// Declared in the manifest only where there is no Objective-C runtime (it would shadow Apple's module).
#if !_runtime(_ObjC)
    @_exported import class Foundation.NSObject
    @_exported import protocol Foundation.NSObjectProtocol
    @_exported import struct Foundation.ObjCBool
    @_exported import struct ResponderKit.Selector
    @_exported import enum ResponderKit.objc_AssociationPolicy
    @_exported import func ResponderKit.objc_getAssociatedObject
    @_exported import func ResponderKit.objc_removeAssociatedObjects
    @_exported import func ResponderKit.objc_setAssociatedObject
#endif
