// An application's named colours: what an asset catalogue's colour sets are on iOS, registered by the app or its
// tests (there is no asset catalogue off Apple platforms).
//
// Invariant: reads and writes hold the lock, so `UIColor(named:)` may look a colour up from any thread.
import Foundation

/// A locked table of colours by name.
final class NamedColorCatalog: @unchecked Sendable {
    private let lock = NSLock()
    private var colors: [String: UIColor] = [:]

    /// The colour registered under `name`, nil for none.
    func color(named name: String) -> UIColor? { lock.withLock { colors[name] } }

    /// Registers `color` under `name`, or removes the name for nil.
    func register(_ color: UIColor?, named name: String) { lock.withLock { colors[name] = color } }
}
