// A placeholder menu element whose children are supplied when a menu showing it appears.
//
// Invariants: a cached element calls its provider at most once after a completion arrived (the elements are kept
// for every later menu); an uncached one calls it each time a menu shows it. A completion called again after the
// first for one load is ignored.
import Foundation

/// A menu element that supplies its elements when the menu showing it appears, replacing itself with them (CM-10).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The closure that supplies the elements: it calls its argument once, now or later, with them.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether the elements are asked again each time a menu shows the element.
    public let isUncached: Bool
    /// The elements of the last completed load, kept by a cached element.
    private var cachedElements: [UIMenuElement]?
    /// The number of the current load: a completion of an older load is stale.
    private var loadSerial = 0

    /// Creates an element whose provider is called the first time a menu shows it; its elements are kept for later
    /// menus.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "")
    }

    private init(uncachedProvider: @escaping ElementProvider) {
        provider = uncachedProvider
        isUncached = true
        super.init(title: "")
    }

    /// Creates an element whose provider is called each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Loads the elements for a menu that shows the element now: the kept ones when cached, else the provider's.
    /// Returns them when available at once (cached, or a provider that completes synchronously); otherwise
    /// `update` receives them when the provider completes (once per load), and nil is returned.
    func load(update: @escaping @MainActor ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
        if !isUncached, let cachedElements { return cachedElements }
        loadSerial += 1
        let serial = loadSerial
        var synchronous: [UIMenuElement]?
        var returned = false
        var completed = false
        provider { [weak self] elements in
            // A second call of one completion is ignored: the first elements stand (CM-10).
            guard !completed else { return }
            completed = true
            guard let self, serial == self.loadSerial else { return }
            if !self.isUncached { self.cachedElements = elements }
            if returned { update(elements) } else { synchronous = elements }
        }
        returned = true
        return synchronous
    }
}
