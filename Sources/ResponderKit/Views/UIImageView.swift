// A view that displays an image; not interactive by default (HT-11, SP-1).
import Foundation

/// A view that displays an image. `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view; it does not take touches until `isUserInteractionEnabled` is set (HT-11).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}
