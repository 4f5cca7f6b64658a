// A view whose bounds origin is a scroll offset, moved by a pan recognizer and by scroll input (SV-1 … SV-5,
// SV-11). What follows a release (targets, paging, deceleration) is in UIScrollView+Deceleration.swift, animated
// scrolling from code in UIScrollView+Animation.swift.
//
// Invariants:
// - `contentOffset` is `bounds.origin`, so content is hit-tested at its scrolled position (HT-9). Code may set
//   any offset; only the user's drags and the scroll view's own motion keep it within `scrollableRange` (or, with
//   `bounces`, pull it past an edge with resistance).
// - A drag moves only the axes it was allowed when it began (SV-11's axis rule, directional lock).
// - At most one motion runs at a time, deceleration, spring-back or a scroll animation, in fixed steps on the application's clock, so
//   it is deterministic; `isDecelerating` is true exactly while one runs.
//   A scroll animation from code is not deceleration: `isDecelerating` stays false during it.
// - The scroll view's touch delay and pan are ordinary recognizers on the scroll view itself.
import Foundation

/// A view that allows the scrolling and zooming of its contained views.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How long content touch-downs are held back to see whether the user scrolls (SV-2, observed).
    public static let contentTouchDelay: TimeInterval = 0.15
    /// The interval of one deceleration or spring-back step.
    public static let decelerationStep: TimeInterval = 1.0 / 60
    /// Below this speed, in points per second, deceleration stops.
    public static let minimumDecelerationSpeed: CGFloat = 10
    /// How long content released past an edge takes to spring back to it (SV-11): 0.4 s, like UIKit's bounce, in
    /// steps of ``decelerationStep``.
    public static let springBackDuration: TimeInterval = 0.4

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet { adjustedContentInsetMayHaveChanged(keepingEdge: true) }
    }
    /// Extra scrollable space around the content; scrolling uses ``adjustedContentInset``, which adds the safe area.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetMayHaveChanged(keepingEdge: true) }
    }
    /// How far the vertical scroll indicator is inset from the edges (apps set its bottom to clear the keyboard,
    /// TI-11). Stored: headless no indicator is drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the edges. Stored: headless no indicator is drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one, sets both, as UIKit's deprecated property does.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the user can scroll. True by default.
    open var isScrollEnabled = true
    /// Whether content touch-downs are held back until it is clear the user is not scrolling (SV-1). True by
    /// default.
    open var delaysContentTouches = true
    /// Whether a drag can take a touch away from content that is tracking it (SV-4). True by default.
    open var canCancelContentTouches = true
    /// Whether the content can be dragged past its edges, following the finger with resistance and springing
    /// back over ``springBackDuration`` after release (SV-11). True by default; false stops the content at its
    /// edges. Deceleration stops at an edge either way.
    open var bounces = true
    /// Whether the horizontal scroll indicator shows while scrolling; true by default. Stored and readable, drawn
    /// only by a backend (UI-18).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling; true by default. Stored and readable, drawn only
    /// by a backend (UI-18).
    open var showsVerticalScrollIndicator = true
    /// Whether vertical drags scroll, and bounce, even when the content is not taller than the bounds (after
    /// insets) (SV-11). False by default; it has effect only while ``bounces`` is true.
    open var alwaysBounceVertical = false
    /// Whether horizontal drags scroll, and bounce, even when the content is not wider than the bounds (after
    /// insets) (SV-11). False by default; it has effect only while ``bounces`` is true.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis scrolls along that axis only until the finger lifts. False by
    /// default. A drag starts along an axis when, as the pan begins, its movement along that axis is at least
    /// twice its movement along the other; a drag that starts diagonally moves both axes, as in UIKit.
    open var isDirectionalLockEnabled = false
    /// How quickly the content slows down after the user lifts the finger: the fraction of its velocity kept
    /// per millisecond. ``DecelerationRate/normal`` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the content comes to rest on multiples of the bounds size when the user lifts the finger (SV-15,
    /// SV-16). False by default.
    open var isPagingEnabled = false
    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that scrolls the view.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer(
        scrollView: self)
    private lazy var delayRecognizer = ScrollDelayGestureRecognizer(scrollView: self)

    /// Whether the content view of `touch` has received it, rather than having it held back or withheld by the
    /// content-touch delay.
    func contentHasReceived(_ touch: UITouch) -> Bool { delayRecognizer.contentHasReceived(touch) }
    /// Where the drag started, before resistance: an offset pulled past an edge is mapped back to the finger
    /// position that would have put it there, so the content does not jump when a bounce is caught.
    private var dragStartOffset: CGPoint = .zero
    /// The offset when the drag began: a flick pages at most one page from it (SV-16).
    var dragOriginOffset: CGPoint = .zero
    private var dragStartTranslation: CGPoint = .zero
    /// The axes the current drag moves, fixed when it begins.
    var dragMovesX = false
    var dragMovesY = false
    /// Whether directional lock still has to choose the drag's axes (scroll input begins with no movement).
    private var dragLockPending = false
    var motionTimer: EventTimer?
    var deceleration: ScrollDeceleration?
    var spring: ScrollOffsetAnimation?
    var offsetAnimation: ScrollOffsetAnimation?
    /// Whether the current touch stopped a spring-back (or any motion of a paging scroll view), which then resumes
    /// when the touch ends without a drag.
    var touchCaughtBounce = false
    /// Zooming (Zooming/), and the keyboard, status bar and inset adjustment (Adjusting/).
    var zoomState = ScrollZoomState()
    var adjustmentState = ScrollAdjustmentState()

    /// Whether the user is dragging the content: from `scrollViewWillBeginDragging` until just after
    /// `scrollViewWillEndDragging` (SV-19).
    public internal(set) var isDragging = false
    /// Whether the content is moving after the user lifted the finger: decelerating, settling on a page, or
    /// springing back to an edge (SV-19).
    public internal(set) var isDecelerating = false
    /// Whether the user touched the content (the pan recognizer has touches).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

    /// Creates a scroll view with the given frame; like UIKit's, it clips its content to its bounds
    /// (`clipsToBounds` is true).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Drawing only: hit-testing never reaches subviews outside the bounds anyway (HT-6).
        clipsToBounds = true
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.addTarget(self, action: UIScrollView.handlePan)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Offset

    /// The point of the content shown at the top left: the bounds origin. Setting it from code is never
    /// clamped, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            guard newValue.x.isFinite, newValue.y.isFinite else { return rejectOffset(newValue) }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
            // A refresh control is kept first among the subviews (UIScrollView+RefreshControl.swift): one cast.
            (subviews.first as? UIRefreshControl)?.scrollViewDidMove(self)
        }
    }

    /// Sets the offset, stopping any motion; with `animated`, the content moves there over
    /// ``scrollAnimationDuration`` on the application's clock and the delegate hears
    /// `scrollViewDidEndScrollingAnimation` at the end (SV-20 … SV-23).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, animated: animated)
    }

    /// Scrolls just enough for `rect` (in content coordinates) to be visible; nothing when it already is (SV-24).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToVisible(rect, animated: animated)
    }

    /// The content came to rest after a release, a settle or a scroll animation; the page view controller's
    /// scroll view overrides it (a class-body member so that it can).
    func scrollDidComeToRest() {}

    /// The range `contentOffset` keeps to when the user scrolls; dragging with ``bounces`` goes past it and
    /// springs back.
    public var scrollableRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - bounds.width),
            y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = scrollableRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Called when ``adjustedContentInset`` changes (SV-60); tells the delegate. An override calls `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The safe area changed: so may ``adjustedContentInset`` (SV-59).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged(keepingEdge: true)
    }

    // MARK: Content touches

    /// Whether a content view may receive the touches that began in it (SV-3). True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether scrolling may cancel the touches a content view is tracking (SV-4): true, except false for
    /// controls (SV-5).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Dragging

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopDecelerating()
            touchCaughtBounce = false
            // The content does not jump by the pan's hysteresis: the first `hysteresis` points of movement are
            // consumed, and anything beyond them moves the content at once.
            let translation = recognizer.translation(in: superview ?? self)
            let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
            let consumed = length > 0 ? min(length, UIPanGestureRecognizer.hysteresis) / length : 0
            dragStartTranslation = CGPoint(x: translation.x * consumed, y: translation.y * consumed)
            dragStartOffset = bounces(recognizer) ? unresisted(contentOffset) : contentOffset
            dragOriginOffset = contentOffset
            dragMovesX = canScrollHorizontally
            dragMovesY = canScrollVertically
            dragLockPending = isDirectionalLockEnabled
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            dragDidBegin()
            follow(recognizer)
        case .changed:
            follow(recognizer)
            dragDidMove(recognizer)
        case .ended:
            follow(recognizer)
            dragDidEnd()
            // A drag that ends while zooming does not glide: the zoom settles the content.
            endDrag(velocity: isZooming || zoomState.timer != nil ? .zero : recognizer.velocity(in: self))
        case .cancelled:
            dragDidEnd()
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    private func follow(_ recognizer: UIPanGestureRecognizer) {
        // While a pinch zooms, it moves the content (UIScrollView+ZoomGesture.swift).
        guard zoomState.pinchView == nil else { return }
        let translation = recognizer.translation(in: superview ?? self)
        if dragLockPending, translation != .zero {
            dragLockPending = false
            let (x, y) = (abs(translation.x), abs(translation.y))
            // Only a drag that starts clearly along one axis is locked to it; a diagonal one moves freely.
            if x >= 2 * y { dragMovesY = false } else if y >= 2 * x { dragMovesX = false }
        }
        let target = CGPoint(
            x: dragStartOffset.x - (translation.x - dragStartTranslation.x),
            y: dragStartOffset.y - (translation.y - dragStartTranslation.y))
        let range = scrollableRange
        let resists = bounces(recognizer)
        var next = contentOffset
        if dragMovesX {
            next.x = Self.dragged(target.x, from: range.min.x, to: range.max.x, along: bounds.width, resists: resists)
        }
        if dragMovesY {
            next.y = Self.dragged(target.y, from: range.min.y, to: range.max.y, along: bounds.height, resists: resists)
        }
        if !resists {
            // Content stopped at an edge scrolls back as soon as the finger turns, with no slack to take up.
            if dragMovesX { dragStartOffset.x += next.x - target.x }
            if dragMovesY { dragStartOffset.y += next.y - target.y }
        }
        contentOffset = next
    }

    /// Continues the current drag from where the content is now (a pinch moved it).
    func rebaseDrag() {
        dragStartOffset = bounces(panGestureRecognizer) ? unresisted(contentOffset) : contentOffset
        dragStartTranslation = panGestureRecognizer.translation(in: superview ?? self)
    }

    /// Whether the current drag may pull the content past its edges: mouse-wheel steps stop at the edges.
    private func bounces(_ recognizer: UIPanGestureRecognizer) -> Bool {
        bounces && recognizer.scrollInputType != .discrete
    }

    // MARK: Touches

    /// A touch went down in the scroll view: it stops the content where it is, as in UIKit.
    func touchDidBegin() {
        guard isDecelerating || offsetAnimation != nil else { return }
        if spring != nil || isPagingEnabled { touchCaughtBounce = true }
        stopDecelerating()
    }

    /// Every touch of the pan lifted: a bounce caught by a touch that did not drag springs back again, and a
    /// paging scroll view caught between pages settles on the nearest one (SV-17).
    func touchesDidFinish() {
        defer { touchCaughtBounce = false }
        guard touchCaughtBounce, !isDragging, !isDecelerating, window != nil else { return }
        if isPagingEnabled {
            settleOnNearestPage()
        } else if bounces {
            springBack()
        }
    }

    /// A touch-down stops deceleration, as in UIKit.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDidBegin()
        super.touchesBegan(touches, with: event)
    }

    /// Scrolls by a page (the visible size) in `direction`, within the scrollable range, and returns whether the
    /// offset moved. `.next`/`.previous` go down/up, or right/left when the content only scrolls sideways.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let range = scrollableRange
        let sideways = range.max.y <= range.min.y && range.max.x > range.min.x
        var offset = contentOffset
        switch direction {
        case .up: offset.y += bounds.height
        case .down: offset.y -= bounds.height
        case .left: offset.x += bounds.width
        case .right: offset.x -= bounds.width
        case .next: if sideways { offset.x += bounds.width } else { offset.y += bounds.height }
        case .previous: if sideways { offset.x -= bounds.width } else { offset.y -= bounds.height }
        }
        let target = clamped(offset)
        guard target != contentOffset else { return false }
        contentOffset = target
        return true
    }
}
