// A view whose bounds origin is a scroll offset, moved by a pan recognizer and by scroll input (SV-1 … SV-5).
//
// Invariants:
// - `contentOffset` is `bounds.origin`, so content is hit-tested at its scrolled position (HT-9).
// - Dragging keeps `contentOffset` within the scrollable range; deceleration runs on the application's clock in
//   fixed steps, so it is deterministic.
// - The scroll view's touch delay and pan are ordinary recognizers on the scroll view itself.
import Foundation

/// A view that allows the scrolling and zooming of its contained views.
@MainActor
open class UIScrollView: UIView {
    /// How long content touch-downs are held back to see whether the user scrolls (SV-2, observed).
    public static let contentTouchDelay: TimeInterval = 0.15
    /// The interval of one deceleration step.
    public static let decelerationStep: TimeInterval = 1.0 / 60
    /// Below this speed, in points per second, deceleration stops.
    public static let minimumDecelerationSpeed: CGFloat = 10

    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the user can scroll. True by default.
    open var isScrollEnabled = true
    /// Whether content touch-downs are held back until it is clear the user is not scrolling (SV-1). True by
    /// default.
    open var delaysContentTouches = true
    /// Whether a drag can take a touch away from content that is tracking it (SV-4). True by default.
    open var canCancelContentTouches = true
    /// Whether scrolling is limited to one axis at a time. Not used for arbitration here.
    open var isDirectionalLockEnabled = false
    /// How quickly the content slows down after the user lifts the finger: the fraction of its velocity kept
    /// per millisecond. ``DecelerationRate/normal`` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that scrolls the view.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer(
        scrollView: self)
    private lazy var delayRecognizer = ScrollDelayGestureRecognizer(scrollView: self)
    private var dragStartOffset: CGPoint = .zero
    private var dragStartTranslation: CGPoint = .zero
    private var decelerationTimer: EventTimer?
    private var decelerationVelocity: CGPoint = .zero

    /// Whether the user is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content is moving after the user lifted the finger.
    public private(set) var isDecelerating = false
    /// Whether the user touched the content (the pan recognizer has touches).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

    /// How quickly a scroll view's content slows down: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond, between 0 and 1.
        public var rawValue: CGFloat
        /// Wraps a fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate (0.998): the content glides.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop (0.99), as paging-like interfaces use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.addTarget(self, action: UIScrollView.handlePan)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Offset

    /// The point of the content shown at the top left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset (there are no animations).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The range `contentOffset` may take while dragging.
    public var scrollableRange: (min: CGPoint, max: CGPoint) {
        let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = scrollableRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    // MARK: Content touches

    /// Whether a content view may receive the touches that began in it (SV-3). True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether scrolling may cancel the touches a content view is tracking (SV-4): true, except false for
    /// controls (SV-5).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Scrolling

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopDecelerating()
            dragStartOffset = contentOffset
            // The content does not jump by the pan's hysteresis: the first `hysteresis` points of movement are
            // consumed, and anything beyond them moves the content at once.
            let translation = recognizer.translation(in: superview ?? self)
            let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
            let consumed = length > 0 ? min(length, UIPanGestureRecognizer.hysteresis) / length : 0
            dragStartTranslation = CGPoint(x: translation.x * consumed, y: translation.y * consumed)
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(recognizer)
        case .changed:
            follow(recognizer)
        case .ended:
            follow(recognizer)
            isDragging = false
            let velocity = recognizer.velocity(in: self)
            let moving = hypot(velocity.x, velocity.y) > UIScrollView.minimumDecelerationSpeed
            delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
            if moving { startDecelerating(with: CGPoint(x: -velocity.x, y: -velocity.y)) }
        case .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    private func follow(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: superview ?? self)
        contentOffset = clamped(
            CGPoint(
                x: dragStartOffset.x - (translation.x - dragStartTranslation.x),
                y: dragStartOffset.y - (translation.y - dragStartTranslation.y)))
    }

    private func startDecelerating(with velocity: CGPoint) {
        decelerationVelocity = velocity
        isDecelerating = true
        scheduleDecelerationStep()
    }

    private func scheduleDecelerationStep() {
        let clock = window?.application.clock ?? UIApplication.shared.clock
        decelerationTimer = clock.schedule(after: UIScrollView.decelerationStep) { [weak self] in
            self?.decelerationStep()
        }
    }

    private func decelerationStep() {
        let dt = UIScrollView.decelerationStep
        // A rate of 1 or more (or NaN) would never come to rest: keep it within what can.
        let rate = decelerationRate.rawValue.isNaN ? DecelerationRate.normal.rawValue : decelerationRate.rawValue
        let decay = pow(min(max(rate, 0), 0.999), CGFloat(dt * 1000))
        decelerationVelocity = CGPoint(x: decelerationVelocity.x * decay, y: decelerationVelocity.y * decay)
        let target = CGPoint(
            x: contentOffset.x + decelerationVelocity.x * CGFloat(dt),
            y: contentOffset.y + decelerationVelocity.y * CGFloat(dt))
        let next = clamped(target)
        contentOffset = next
        let speed = hypot(decelerationVelocity.x, decelerationVelocity.y)
        if next != target || speed < UIScrollView.minimumDecelerationSpeed {
            stopDecelerating()
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            scheduleDecelerationStep()
        }
    }

    /// Stops any deceleration in progress.
    func stopDecelerating() {
        decelerationTimer?.cancel()
        decelerationTimer = nil
        isDecelerating = false
    }

    /// A touch-down stops deceleration, as in UIKit.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        stopDecelerating()
        super.touchesBegan(touches, with: event)
    }
}
