// A function that changes a configuration's text attributes (a button's title font or colour, say).
//
// Invariant: two transformers are equal when one is a copy of the other (closures cannot be compared; each
// transformer made with `init(_:)` has its own identity, kept by its copies).
import Foundation

/// A transformer that modifies the text attributes of a configuration's title or subtitle, as in UIKit.
public struct UIConfigurationTextAttributesTransformer: Hashable {
    /// Gives a transformer its identity: copies share it.
    private final class Identity {}

    private let transform: (AttributeContainer) -> AttributeContainer
    private let identity = Identity()

    /// A transformer that runs `transform` on the attributes.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Transformers are equal when one is a copy of the other.
    public static func == (
        lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer
    ) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
