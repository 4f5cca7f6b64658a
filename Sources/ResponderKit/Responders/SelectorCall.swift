// One call of a method by its selector name, as generated (or hand-written) `invokeSelector(_:)` methods see it.
//
// Invariants: a probe never calls anything; `match` compares names exactly (Objective-C selector names are case
// sensitive and include their colons); arguments that cannot be converted to the method's parameter types are
// reported once per name and not passed, never force-cast.
import Foundation

/// A call of a method by selector name: the name, the arguments and whether it is only a question.
///
/// Write one `match` line per method in ``SelectorDispatching/invokeSelector(_:)`` (`responderkit port` writes
/// them for you):
///
/// ```swift
/// override func invokeSelector(_ call: SelectorCall) -> Bool {
///     call.match("handleTap:") { handleTap($0) }
///         || call.match("refresh") { refresh() }
///         || super.invokeSelector(call)
/// }
/// ```
@preconcurrency @MainActor
public struct SelectorCall {
    /// The name being called.
    public let selector: Selector
    /// The first argument: the sender of an action, the recognizer of a gesture action, a timer, an object.
    public let sender: Any?
    /// The second argument: the event of a control action, or the second object of `perform(_:with:with:)`.
    public let secondArgument: Any?
    /// Whether this only asks if the receiver implements the name (`responds(to:)`, `canPerformAction`): a probe
    /// calls nothing.
    public let isProbe: Bool

    /// A call of `selector` with up to two arguments.
    public init(selector: Selector, sender: Any? = nil, secondArgument: Any? = nil, isProbe: Bool = false) {
        self.selector = selector
        self.sender = sender
        self.secondArgument = secondArgument
        self.isProbe = isProbe
    }

    /// A probe for `selector`: calls nothing.
    public static func probe(_ selector: Selector) -> SelectorCall {
        SelectorCall(selector: selector, isProbe: true)
    }

    /// Calls `body` when the call names `name` (and is not a probe); returns whether it names it.
    public func match(_ name: Selector, _ body: () -> Void) -> Bool {
        guard name.name == selector.name else { return false }
        if !isProbe { body() }
        return true
    }

    /// Calls `body` with the first argument when the call names `name` (and is not a probe); returns whether it
    /// names it. An argument of another type than the method takes is reported and the method is not called.
    public func match<A>(_ name: Selector, _ body: (A) -> Void) -> Bool {
        guard name.name == selector.name else { return false }
        if isProbe { return true }
        guard let first = SelectorCall.convert(sender, to: A.self) else {
            SelectorDiagnostics.argumentMismatch(selector, expected: A.self, got: sender)
            return true
        }
        body(first)
        return true
    }

    /// Calls `body` with both arguments when the call names `name` (and is not a probe); returns whether it
    /// names it.
    public func match<A, B>(_ name: Selector, _ body: (A, B) -> Void) -> Bool {
        guard name.name == selector.name else { return false }
        if isProbe { return true }
        guard let first = SelectorCall.convert(sender, to: A.self) else {
            SelectorDiagnostics.argumentMismatch(selector, expected: A.self, got: sender)
            return true
        }
        guard let second = SelectorCall.convert(secondArgument, to: B.self) else {
            SelectorDiagnostics.argumentMismatch(selector, expected: B.self, got: secondArgument)
            return true
        }
        body(first, second)
        return true
    }

    /// `value` as a `T`: a nil argument converts to any optional type (and to `Any`), as Objective-C passes nil.
    static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value { return value as? T }
        return Optional<Any>.none as? T
    }
}
