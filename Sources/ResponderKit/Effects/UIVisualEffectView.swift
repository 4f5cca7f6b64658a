// A view that applies a visual effect (a blur) to what is behind it, with a content view for its own subviews.
//
// Invariants: `contentView` is the effect view's only direct subview from ResponderKit and always fills its bounds
// (autoresizing), so a touch anywhere in the view reaches the content view or one of its subviews, as in UIKit
// (UI-20). The effect is stored and drawn only by a backend.
import Foundation

/// An object that implements some complex visual effects, as in UIKit. Add subviews to ``contentView``, not to
/// the effect view itself.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds the content shown over the effect: add subviews here.
    public let contentView: UIView
    /// The effect; nil shows no effect.
    open var effect: UIVisualEffect?

    /// An effect view showing `effect`, with an empty content view filling it.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect and the given frame.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}
