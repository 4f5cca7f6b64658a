// The one place that calls a method by selector name on any object: first the receiver's own table
// (`SelectorDispatching.invokeSelector`), then an implementation the selector carries (written for methods of
// extensions of library classes). Every API that takes a `Selector` goes through here.
import Foundation

/// Calls and probes methods by selector name.
@MainActor
enum SelectorDispatch {
    /// Whether `target` implements the method `selector` names.
    static func implements(_ selector: Selector, on target: AnyObject) -> Bool {
        let call = SelectorCall.probe(selector)
        if let receiver = target as? SelectorDispatching, receiver.invokeSelector(call) { return true }
        return selector.implementation?.invoke(target, call) ?? false
    }

    /// Calls the method `selector` names on `target`. A target that does not implement it is traced and warned
    /// about once (in `application`, the shared one when nil); nothing else happens.
    ///
    /// - Returns: whether a method ran.
    @discardableResult
    static func call(
        _ selector: Selector, on target: AnyObject, sender: Any?, secondArgument: Any?,
        application: UIApplication? = nil
    ) -> Bool {
        let call = SelectorCall(selector: selector, sender: sender, secondArgument: secondArgument)
        if let receiver = target as? SelectorDispatching, receiver.invokeSelector(call) { return true }
        if let implementation = selector.implementation, implementation.invoke(target, call) { return true }
        SelectorDiagnostics.miss(selector, target: target, application: application ?? .shared)
        return false
    }
}
