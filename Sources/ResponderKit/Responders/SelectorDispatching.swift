// Calling methods by selector name without the Objective-C runtime.
//
// Invariants: a receiver answers a probe exactly when a real call of the same name would run a method, so
// `responds(to:)`, `canPerformAction(_:withSender:)` and the calls themselves always agree.
import Foundation

/// An object whose methods can be called by their Objective-C selector names.
///
/// UIKit finds action methods through the Objective-C runtime. ResponderKit uses a table each class writes at
/// compile time in ``invokeSelector(_:)``: one ``SelectorCall/match(_:_:)-(_,()->Void)`` line per method.
/// `UIResponder` (every view, control, controller, window and the application) and `UIGestureRecognizer` conform
/// already and declare the method `open`, so subclasses `override` it and end with `super.invokeSelector(call)`;
/// any other class conforms in an extension and ends with `false`. `responderkit port` writes these members.
@preconcurrency @MainActor
public protocol SelectorDispatching: AnyObject {
    /// Calls the method `call.selector` names, or, for a probe, only answers whether there is one.
    ///
    /// - Returns: whether the receiver implements the name.
    func invokeSelector(_ call: SelectorCall) -> Bool
}

extension SelectorDispatching {
    /// Whether the receiver implements the method `selector` names.
    public func responds(to selector: Selector) -> Bool {
        SelectorDispatch.implements(selector, on: self)
    }

    /// Calls the method `selector` names without arguments. Returns nil: return values are not passed back.
    @discardableResult
    public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
        SelectorDispatch.call(selector, on: self, sender: nil, secondArgument: nil)
        return nil
    }

    /// Calls the method `selector` names with one argument. Returns nil: return values are not passed back.
    @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        SelectorDispatch.call(selector, on: self, sender: object, secondArgument: nil)
        return nil
    }

    /// Calls the method `selector` names with two arguments. Returns nil: return values are not passed back.
    @discardableResult
    public func perform(_ selector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        SelectorDispatch.call(selector, on: self, sender: object1, secondArgument: object2)
        return nil
    }
}
