// The options of NSMapTable's keys and values, which swift-corelibs-foundation lacks: how each is held (strongly or
// weakly) and compared (by equality or identity).
//
// Invariant: only the options ResponderKit's NSMapTable honours exist; code using another fails to compile.
import Foundation

#if !_runtime(_ObjC)
    /// How a collection holds and compares its keys or values, as in Foundation. Off Apple platforms it carries only
    /// its ``options``: ``NSMapTable`` and ``NSHashTable`` read them.
    open class NSPointerFunctions: NSObject {
        /// How an item is held and compared: one memory option and one personality.
        public struct Options: OptionSet, Sendable {
            /// The options' bits, Foundation's values.
            public let rawValue: UInt
            /// Wraps option bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Held strongly (the default).
            public static let strongMemory = Options([])
            /// Held weakly: the entry goes when the object is freed.
            public static let weakMemory = Options(rawValue: 5)
            /// Compared with `isEqual(_:)` and `hash` (the default).
            public static let objectPersonality = Options([])
            /// Compared by identity (`===`).
            public static let objectPointerPersonality = Options(rawValue: 512)

            /// Whether items are held weakly.
            var isWeak: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
            /// Whether items are compared by identity.
            var comparesIdentity: Bool { rawValue & 0xFF00 == Options.objectPointerPersonality.rawValue }
        }

        /// The options the functions stand for.
        public let options: Options

        /// Creates functions for `options`.
        public init(options: Options) {
            self.options = options
        }
    }
#endif
