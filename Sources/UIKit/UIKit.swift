// The `UIKit` module off Apple platforms: `import UIKit` in real UIKit event code resolves here and brings in
// ResponderKit, Foundation and ObjectiveC, as Apple's UIKit brings in Foundation (CGPoint, NSCoder, hypot, …) and,
// through it, the Objective-C runtime's functions (`objc_setAssociatedObject`).
// On Apple platforms the system's UIKit is used and this module is empty.
#if !_runtime(_ObjC)
    @_exported import Foundation
    @_exported import ObjectiveC
    @_exported import ResponderKit
    // On Apple platforms Foundation has URLSession and URLRequest; off them they live here.
    #if canImport(FoundationNetworking)
        @_exported import FoundationNetworking
    #endif
#endif
