// The state of one load of a deferred menu element: whether its completion came, and whether it came before the
// provider returned (then its elements are returned at once).
import Foundation

/// One load of a ``UIDeferredMenuElement``'s elements.
@MainActor
final class DeferredMenuLoad {
    /// Whether the provider called its completion.
    var isCompleted = false
    /// Whether the provider returned.
    var hasReturned = false
    /// The elements of a completion that came before the provider returned.
    var synchronousElements: [UIMenuElement]?
}
