// A bar that shows how far a task has come. Appearance-only: it takes no part in event handling beyond being a view,
// and a backend draws it.
//
// Invariants: `progress` is always within 0 … 1 (values outside are clamped, as in UIKit).
import Foundation

/// A view that shows the progress of a task, as in UIKit.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The style for a toolbar.
        case bar = 1
    }

    /// The headless height of the bar.
    public static let barHeight: CGFloat = 4

    /// The style; `.default` unless given at creation.
    open var progressViewStyle: Style = .default

    private var storedProgress: Float = 0

    /// How far the task has come, from 0 to 1; 0 by default. Values outside are clamped.
    open var progress: Float {
        get { storedProgress }
        set {
            storedProgress = min(max(newValue, 0), 1)
            noteViewChange()
        }
    }

    /// The colour of the filled part; nil (the tint colour) by default. Stored for a backend.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part; nil (the standard track colour) by default. Stored for a backend.
    open var trackTintColor: UIColor?
    /// An image for the filled part; nil by default. Stored for a backend.
    open var progressImage: UIImage?
    /// An image for the unfilled part; nil by default. Stored for a backend.
    open var trackImage: UIImage?

    /// Creates a progress view of the given style, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    /// Creates a `.default` progress view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// No intrinsic width; the bar's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The width offered, the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// Sets `progress` (clamped to 0 … 1). Headless there is no animation: the value changes at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
