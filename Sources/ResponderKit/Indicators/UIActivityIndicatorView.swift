// A spinner that shows that work is in progress. Headless nothing spins: `isAnimating` is the observable state and
// a backend draws it.
//
// Invariants: while `hidesWhenStopped` is true, the view is hidden exactly when it is not animating (so a stopped
// indicator is not hit, HT-2); setting `hidesWhenStopped` to false shows it.
import Foundation

/// A view that shows that a task is in progress, as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default colour.
    public enum Style: Int, Sendable {
        /// 37 x 37, white. Deprecated in UIKit since iOS 13: use `.large`.
        case whiteLarge = 0
        /// 20 x 20, white. Deprecated in UIKit since iOS 13: use `.medium`.
        case white = 1
        /// 20 x 20, grey. Deprecated in UIKit since iOS 13: use `.medium`.
        case gray = 2
        /// 20 x 20.
        case medium = 100
        /// 37 x 37.
        case large = 101

        /// The indicator's side length for this style.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }

        /// The colour used while `color` is not set.
        var defaultColor: UIColor {
            switch self {
            case .whiteLarge, .white: return .white
            case .gray: return .gray
            case .medium, .large: return .secondaryLabel
            }
        }
    }

    /// The style; `.medium` unless given at creation. Setting it resizes the view's intrinsic size.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the indicator is animating: between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false

    /// Whether the view is hidden while it does not animate; true by default.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    private var storedColor: UIColor?

    /// The indicator's colour; the style's default until set. Setting nil restores the default.
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set { storedColor = newValue }
    }

    /// Creates a stopped (so hidden) indicator of the given style, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// Creates a stopped (so hidden) `.medium` indicator with the given frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts animating and shows the view.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops animating and, while `hidesWhenStopped` is true, hides the view.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
