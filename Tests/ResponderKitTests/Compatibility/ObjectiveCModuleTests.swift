// `import ObjectiveC` as real UIKit files write it: off Apple platforms it resolves to ResponderKit's ObjectiveC
// module, which provides associated objects (SH-17).

import Foundation
import ObjectiveC
import Testing

@testable import ResponderKit

/// The keys of the extension below, as such code declares them.
@MainActor
private enum BadgeKeys {
    static var badge: UInt8 = 0
}

extension UIView {
    /// A stored property added in an extension with associated objects, through `import ObjectiveC`.
    fileprivate var badgeText: String? {
        get { ObjectiveC.objc_getAssociatedObject(self, &BadgeKeys.badge) as? String }
        set { objc_setAssociatedObject(self, &BadgeKeys.badge, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@MainActor
@Suite struct ObjectiveCModuleTests {
    @Test("SH-17: A file that imports ObjectiveC stores and removes associated objects")
    func associatedObjectsThroughTheModule() {
        let view = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        #expect(view.badgeText == "3")
        let policy: ObjectiveC.objc_AssociationPolicy = .OBJC_ASSOCIATION_RETAIN
        objc_setAssociatedObject(view, &BadgeKeys.badge, "4", policy)
        #expect(view.badgeText == "4")
        objc_removeAssociatedObjects(view)
        #expect(view.badgeText == nil)
        let flag: ObjCBool = true
        #expect(flag.boolValue)
    }
}
