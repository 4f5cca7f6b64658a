// One `perform(_:with:afterDelay:)` waiting on an application's clock.
//
// Invariants: the target and the argument are retained until the perform runs or is cancelled, as in UIKit; a
// perform is in its application's `delayedPerforms` exactly while its timer is pending.
import Foundation

/// A delayed perform, kept by the application so `cancelPreviousPerformRequests` can find it.
@MainActor
final class DelayedPerform {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var timer: EventTimer?

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// Whether `cancelPreviousPerformRequests(withTarget:selector:object:)` with these values cancels it: the same
    /// target, and, when given, the same selector and an equal argument.
    func matches(target: AnyObject, selector: Selector?, argument: Any?, compareArgument: Bool) -> Bool {
        guard self.target === target else { return false }
        if let selector, selector != self.selector { return false }
        guard compareArgument else { return true }
        switch (self.argument, argument) {
        case (nil, nil): return true
        case (let lhs as AnyHashable, let rhs as AnyHashable): return lhs == rhs
        case (let lhs?, let rhs?): return (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }
}
