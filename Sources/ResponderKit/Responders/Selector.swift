// A portable action name. On Apple platforms the Objective-C `Selector` is used instead, so UIKit code that
// spells actions as string literals compiles on both.
//
// Invariants: two selectors are equal exactly when their names are; an implementation a selector carries never
// takes part in equality or hashing.
#if !_runtime(_ObjC)
    import Foundation

    /// The name of a method, such as `"copy:"`, as Objective-C spells it. Create one from a string literal.
    ///
    /// There is no Objective-C runtime behind it: objects answer names through
    /// ``SelectorDispatching/invokeSelector(_:)``, a table each class writes at compile time. A selector made from a
    /// method reference (`Selector("find:", UIResponder.find)`) also carries the method, so it reaches methods
    /// declared in extensions of classes whose table you cannot change.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method's name.
        public let name: String
        /// The method itself, for selectors made from a method reference.
        let implementation: SelectorImplementation?

        /// Creates a selector with the given name.
        public init(_ name: String) {
            self.name = name
            implementation = nil
        }

        /// Creates a selector from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A selector named `name` that calls `method` on targets of type `T` that do not implement the name
        /// themselves: `Selector("refresh", UIResponder.refresh)`.
        @MainActor
        public init<T: AnyObject>(_ name: String, _ method: @escaping @MainActor (T) -> () -> Void) {
            self.name = name
            implementation = SelectorImplementation { target, call in
                guard let target = target as? T else { return false }
                return call.match(Selector(name)) { method(target)() }
            }
        }

        /// A selector named `name` that calls `method` with one argument on targets of type `T`:
        /// `Selector("findFirstResponder:", UIResponder.findFirstResponder)`.
        @MainActor
        public init<T: AnyObject, A>(_ name: String, _ method: @escaping @MainActor (T) -> (A) -> Void) {
            self.name = name
            implementation = SelectorImplementation { target, call in
                guard let target = target as? T else { return false }
                return call.match(Selector(name)) { (argument: A) in method(target)(argument) }
            }
        }

        /// A selector named `name` that calls `method` with two arguments on targets of type `T`.
        @MainActor
        public init<T: AnyObject, A, B>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B) -> Void) {
            self.name = name
            implementation = SelectorImplementation { target, call in
                guard let target = target as? T else { return false }
                return call.match(Selector(name)) { (first: A, second: B) in method(target)(first, second) }
            }
        }

        /// The name.
        public var description: String { name }

        /// Selectors are equal when their names are.
        public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The selector named `name`, as Objective-C's `NSSelectorFromString`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Objective-C's name, so UIKit code compiles unchanged.
    public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

    /// The name of `selector`, as Objective-C's `NSStringFromSelector`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

    /// The method a selector made from a method reference carries.
    final class SelectorImplementation: Sendable {
        /// Calls (or probes) the method on `target`; false when `target` is not of the method's class.
        let invoke: @MainActor (AnyObject, SelectorCall) -> Bool

        init(_ invoke: @escaping @MainActor (AnyObject, SelectorCall) -> Bool) {
            self.invoke = invoke
        }
    }
#endif
