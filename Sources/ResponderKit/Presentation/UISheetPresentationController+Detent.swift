// A height a sheet rests at: the system's medium and large, or one the app resolves.
import Foundation

extension UISheetPresentationController {
    /// An object that represents a height where a sheet naturally rests, as in UIKit.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's identifier.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// An identifier with the given string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier with the given string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The full height: the context's maximum (PR-6).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the container's height, inactive in a compact height (PR-6, **chosen**: half the
        /// container, rounded down).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard let bounds = (context as? SheetDetentContext)?.containerHeight else {
                    return context.maximumDetentValue / 2
                }
                return context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (bounds / 2).rounded(.down)
            }
        }

        /// A detent whose height `resolver` computes (nil makes it inactive); the identifier defaults to a unique
        /// one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }
}
