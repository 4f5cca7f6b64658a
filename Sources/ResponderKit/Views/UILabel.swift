// A view that displays text; not interactive by default (HT-11, SP-1).
import Foundation

/// A view that displays one or more lines of read-only text. `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown: stored for source compatibility and drawn only by a backend.
    open var text: String?

    /// Creates a label; it does not take touches until `isUserInteractionEnabled` is set (HT-11).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}
