// A portable action name. On Apple platforms the Objective-C `Selector` is used instead, so UIKit code that
// spells actions as string literals compiles on both.
#if !canImport(ObjectiveC)
    /// The name of an action, such as `"copy:"`. Create one from a string literal.
    ///
    /// There is no Objective-C runtime behind it: a responder declares which names it implements by overriding
    /// `UIResponder.actionHandler(for:)`.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The action's name.
        public let name: String

        /// Creates a selector with the given name.
        public init(_ name: String) {
            self.name = name
        }

        /// Creates a selector from a string literal.
        public init(stringLiteral value: String) {
            self.name = value
        }

        /// The name.
        public var description: String { name }
    }
#endif
