// `perform(_:with:afterDelay:)` and its cancellation, on the application's clock instead of a run loop.
import Foundation

extension SelectorDispatching {
    /// Calls the method `selector` names with `argument` after `delay` seconds of the application's clock (the
    /// receiver's application, see `EventSimulator.advance(by:)`). The receiver and the argument are kept alive
    /// until then, as in UIKit.
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        let application = UIApplication.owning(self)
        let perform = DelayedPerform(target: self, selector: selector, argument: argument)
        perform.timer = application.clock.schedule(after: delay) { [unowned application] in
            application.delayedPerforms.removeAll { $0 === perform }
            SelectorDispatch.call(
                perform.selector, on: perform.target, sender: perform.argument, secondArgument: nil,
                application: application)
        }
        application.delayedPerforms.append(perform)
    }
}

extension NSObject {
    /// Cancels every delayed perform of `target` (see ``SelectorDispatching/perform(_:with:afterDelay:)``).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        cancelPerforms(of: target as AnyObject, selector: nil, argument: nil, compareArgument: false)
    }

    /// Cancels the delayed performs of `target` with this selector and an equal argument.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        cancelPerforms(of: target as AnyObject, selector: selector, argument: object, compareArgument: true)
    }

    @MainActor
    private class func cancelPerforms(of target: AnyObject, selector: Selector?, argument: Any?, compareArgument: Bool)
    {
        var applications = [UIApplication.owning(target)]
        if applications[0] !== UIApplication.shared { applications.append(.shared) }
        for application in applications {
            application.delayedPerforms.removeAll { perform in
                guard
                    perform.matches(
                        target: target, selector: selector, argument: argument, compareArgument: compareArgument)
                else { return false }
                perform.timer?.cancel()
                return true
            }
        }
    }
}
