// What a view's class promises about its overridable methods, read once when the view is created: whether it
// keeps UIKit's `next` (`DefaultResponderChain`), the default event methods (ResponderKit's own forwarding-only
// classes) and the default hit-test (`DefaultHitTesting`).
//
// Invariant: a view's traits never change after `init`: they describe its class, and a view never changes class.
import Foundation

extension UIView {
    /// Sets the traits of the view's class (called by the designated initializer, once).
    func adoptClassTraits() {
        keepsLibraryNext = UIView.keepsLibraryNext(self)
        keepsDefaultEventMethods = UIView.knownDefaultEventMethodClasses.contains(ObjectIdentifier(type(of: self)))
        if UIView.hitTestsByDefault(self) {
            flags.formUnion([.hitTestsByDefault, .subtreeHitTestsByDefault])
        } else {
            customHitTestingViews = 1
        }
    }
}
