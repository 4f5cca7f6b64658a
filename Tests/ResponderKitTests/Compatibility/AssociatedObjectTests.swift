// Associated objects under the Objective-C runtime's names: the closure-box pattern real UIKit helpers use to give
// controls closure actions, as `responderkit port` leaves it.

import Foundation
import Testing

@testable import ResponderKit

/// A closure box, the target of a selector action, kept alive by the control through an associated object.
@MainActor
private final class ClosureBox: NSObject {
    let closure: (UIControl) -> Void
    init(_ closure: @escaping (UIControl) -> Void) { self.closure = closure }
    func invoke(_ sender: UIControl) { closure(sender) }
}

extension ClosureBox: SelectorDispatching {
    func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("invoke:") { invoke($0) }
    }
}

@MainActor
private enum BoxKeys {
    // The address is the key; the value is never read.
    static var box: UInt8 = 0
}

extension UIControl {
    /// The helper as such code writes it: the box is the target (held weakly) and the association keeps it alive.
    fileprivate func onTouchUpInside(_ closure: @escaping (UIControl) -> Void) {
        let box = ClosureBox(closure)
        addTarget(box, action: "invoke:", for: .touchUpInside)
        objc_setAssociatedObject(self, &BoxKeys.box, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

@MainActor
struct AssociatedObjectTests {
    @Test("A closure box associated with a control stays alive and receives the control's action")
    func closureBoxPattern() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        window.addSubview(button)
        var presses = 0
        button.onTouchUpInside { _ in presses += 1 }
        try EventSimulator(application: app).tap(at: CGPoint(x: 5, y: 5), in: button)
        #expect(presses == 1)
        #expect(objc_getAssociatedObject(button, &BoxKeys.box) is ClosureBox)
    }

    @Test("Values live as long as their object; nil and objc_removeAssociatedObjects remove them; ASSIGN is weak")
    func lifetimes() {
        final class Value {}
        var key1: UInt8 = 0
        var key2: UInt8 = 0
        weak var weakValue: Value?
        weak var weakAssigned: Value?
        let assigned = Value()
        weakAssigned = assigned
        do {
            let owner = UIView()
            let value = Value()
            weakValue = value
            objc_setAssociatedObject(owner, &key1, value, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &key2, "text", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, &key1) as AnyObject? === value)
            #expect(objc_getAssociatedObject(owner, &key2) as? String == "text")
            objc_setAssociatedObject(owner, &key2, nil, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(owner, &key2) == nil)
            objc_setAssociatedObject(owner, &key2, assigned, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &key2) as AnyObject? === assigned)
        }
        #expect(weakValue != nil)  // released at the next change, once its object is gone
        let other = UIView()
        objc_setAssociatedObject(other, &key1, 1, .OBJC_ASSOCIATION_RETAIN)
        #expect(weakValue == nil)
        #expect(weakAssigned != nil)
        objc_removeAssociatedObjects(other)
        #expect(objc_getAssociatedObject(other, &key1) == nil)
        _ = assigned
    }
}
