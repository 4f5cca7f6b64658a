// A view that displays an image; not interactive by default (HT-11, SP-1). Images are stored and observable,
// drawn only by a backend; an image animation runs on the application's clock.
//
// Invariants: `isAnimating` is true from `startAnimating()` (with animation images) until `stopAnimating()`, or
// until `animationRepeatCount` repetitions of `animationDuration` have passed on the clock.
import Foundation

/// A view that displays an image. `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted. Setting another image invalidates the intrinsic size (the image
    /// view's, and its button's when it is a button's image view).
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            noteViewChange()
            invalidateIntrinsicContentSize()
            if let button = superview as? UIButton, button.imageView === self {
                button.invalidateIntrinsicContentSize()
            }
        }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// The configuration a symbol image is drawn with, over the image's own (UI-12); nil by default. Stored and
    /// readable, drawn only by a backend.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether the view shows its highlighted image(s); false by default.
    open var isHighlighted = false
    /// The images of an animation, shown in turn while animating.
    open var animationImages: [UIImage]?
    /// The images of an animation while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// The length of one cycle of the animation; 0 means one thirtieth of a second per image.
    open var animationDuration: TimeInterval = 0
    /// How many cycles an animation runs; 0 (the default) means until stopped.
    open var animationRepeatCount = 0
    private var animationTimer: EventTimer?
    private var animating = false

    /// Creates an image view; it does not take touches until `isUserInteractionEnabled` is set (HT-11).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of `image`, showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view the size of `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size, or no intrinsic size (``UIView/noIntrinsicMetric`` both ways) without an image (AL-68).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? super.sizeThatFits(size)
    }

    // MARK: Image animation

    /// Whether an image animation is running.
    open var isAnimating: Bool { animating }

    /// Starts cycling through the animation images (the highlighted ones while highlighted). Does nothing
    /// without images. With a repeat count, it stops by itself on the application's clock.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        guard let images, !images.isEmpty else { return }
        animationTimer?.cancel()
        animating = true
        guard animationRepeatCount > 0 else { return }
        let cycle = animationDuration > 0 ? animationDuration : TimeInterval(images.count) / 30
        let clock = (window?.application ?? UIApplication.shared).clock
        animationTimer = clock.schedule(after: cycle * TimeInterval(animationRepeatCount)) { [weak self] in
            self?.stopAnimating()
        }
    }

    /// Stops the image animation.
    open func stopAnimating() {
        animationTimer?.cancel()
        animationTimer = nil
        animating = false
    }

    // An image view is not an element, even with a label, unless the app says so (AX-1).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }
}
