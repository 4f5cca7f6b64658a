// The shared application's content size category, readable from any thread: `UIFont.preferredFont(forTextStyle:)`
// and `UIFontMetrics` are not main-actor isolated (apps call them in plain String extensions), yet follow it.
//
// Invariant: only `UIApplication.shared` writes it (on the main actor); reads and writes hold the lock.
import Foundation

/// A locked content size category.
final class ContentSizeCategoryStore: @unchecked Sendable {
    private let lock = NSLock()
    private var category = UIContentSizeCategory.large

    /// The category.
    var value: UIContentSizeCategory {
        get { lock.withLock { category } }
        set { lock.withLock { category = newValue } }
    }
}
