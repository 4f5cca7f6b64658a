// A rectangular area that takes part in hit-testing and the responder chain.
//
// Invariants:
// - Geometry is stored as `center` (in the superview's coordinates), `bounds` (own coordinates, with origin) and
//   `transform` (applied about the centre); `frame` is derived from them (a layer's custom anchor point: see
//   UIView+Geometry.swift). Rarely used state (appearance, layer, recognizers) lives in `extras`.
// - `superview` is set exactly while the view is in its superview's `subviews`; a superview that is deallocated
//   clears its subviews' back pointers, so the pointer never dangles.
// - `window` is the window at the root of the view's tree (a window's window is itself), kept up to date on every
//   move; `activeTouchCount` counts the touches bound to the view that are still delivered to it.
import Foundation

/// An object that manages the content for a rectangular area on the screen and handles its events.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage
    // Declared hottest first: hit-testing reads the flags, geometry and subviews of every view it visits. Each
    // unsafe attribute is in docs/unsafe.md with the benchmark row it buys: `nonisolated(unsafe)` for the
    // nonisolated retain-free hit-test (only ever called on the main actor); `@exclusivity(unchecked)` where the
    // runtime check cost a hit-test row far more than 5%; no code path holds an overlapping access to them.
    @exclusivity(unchecked) nonisolated(unsafe) var flags: Flags = [.userInteractionEnabled, .transformIsIdentity]
    /// Touches bound to this view that it still receives.
    var activeTouchCount: Int32 = 0
    @exclusivity(unchecked) nonisolated(unsafe) var storedCenter: CGPoint
    /// The bounds size; the origin, rarely set, is in the extras (see `storedBounds`).
    nonisolated(unsafe) var storedBoundsSize: CGSize
    /// The subviews, with the unretained front-most one the hit-test asks first (see `_SubviewStorage`).
    @exclusivity(unchecked) nonisolated(unsafe) var subviewStorage = _SubviewStorage() {
        didSet { subviewIndex = nil }
    }
    // After the subviews: it fills the four bytes the storage's count leaves (the view fits in 128 heap bytes).
    /// How many views of this subtree, the receiver included, may hit-test differently from UIView's default.
    /// Its zero-ness is mirrored by the `.subtreeHitTestsByDefault` flag, which hit-testing reads.
    var customHitTestingViews: Int32 = 0 {
        didSet {
            flags.set(.subtreeHitTestsByDefault, customHitTestingViews == 0)
            assert(customHitTestingViews >= 0, "UIView: negative count of custom hit-testing views")
        }
    }
    // Not weak (an atomic load per chain hop, and side tables): `tearDown` and removal keep it valid. Unmanaged,
    // so the unretained chain hop reads it without a retain (an `unowned(unsafe)` load is retained when used).
    nonisolated(unsafe) var superviewRef: Unmanaged<UIView>?
    // Not weak (side tables slow every retain): moves keep it right; a deallocating window clears its subtree's.
    nonisolated(unsafe) var windowRef: Unmanaged<UIWindow>?
    /// The tag (`viewWithTag(_:)`): in the view, not in its extras, because apps that tag views tag many of them.
    var storedTag = 0
    /// Rarely used state, allocated on first use (see `ViewExtras`): most views stay small.
    nonisolated(unsafe) var extras: ViewExtras?

    // MARK: Initializers

    /// Creates a view with the given frame rectangle, in its future superview's coordinates.
    public init(frame: CGRect) {
        let frame = frame.standardized
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBoundsSize = frame.size
        super.init()
        adoptClassTraits()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // UIKit objects are released on the main thread (see `tearDown`).
        MainActor.assumeIsolated { tearDown() }
    }

    // MARK: Geometry

    /// The frame rectangle in the superview's coordinates: the bounding box of the transformed bounds.
    ///
    /// Setting it keeps the transform and sets `center` and `bounds.size` so that the transformed bounds cover
    /// exactly the rectangle, as UIKit's layer does (HT-16): with a scale of 0.5, a frame of 100 x 100 gives bounds
    /// of 200 x 200. Exact for scales and rotations by multiples of 90°, which is what UIKit defines; under another
    /// rotation the bounds are sized to fit where such a size exists, and otherwise only the centre moves.
    open var frame: CGRect {
        get { frameImpl }
        set { setFrameImpl(newValue) }
    }

    /// The view's own coordinate system: its origin is the point shown at the top left (a scroll offset).
    open var bounds: CGRect {
        get { storedBounds }
        set { setBoundsImpl(newValue) }
    }

    /// The centre of the frame, in the superview's coordinates: the layer's `position`.
    open var center: CGPoint {
        get { centerImpl }
        set { setCenterImpl(newValue) }
    }

    /// The transform applied about the centre; hit-testing follows it (HT-8, HT-9).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setTransformImpl(newValue) }
    }

    // MARK: Visibility and interaction

    /// Whether the view is hidden. Hidden views and their subviews are not hit (HT-2).
    open var isHidden: Bool {
        get { flags.contains(.hidden) }
        set {
            let wasHidden = flags.contains(.hidden)
            flags.set(.hidden, newValue)
            noteViewChange()
            // A stack view collapses and restores its hidden arranged views (SK-25).
            if wasHidden != newValue, let stack = storedSuperview as? UIStackView {
                stack.arrangedSubviewVisibilityChanged(self)
            }
        }
    }
    /// The opacity. A view with alpha of 0.01 or less is not hit (HT-3); hit-testing reads the stored value.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { setAlphaImpl(newValue) }
    }
    /// Whether events reach the view and its subviews. True by default (HT-11).
    open var isUserInteractionEnabled: Bool {
        get { flags.contains(.userInteractionEnabled) }
        set { setCountedFlag(.userInteractionEnabled, newValue) }
    }
    /// Whether the view receives more than one touch at a time. False by default (TD-10).
    open var isMultipleTouchEnabled: Bool {
        get { flags.contains(.multipleTouchEnabled) }
        set { flags.set(.multipleTouchEnabled, newValue) }
    }
    /// Whether the view blocks touches to other views in its window while it tracks one. False by default
    /// (TD-11).
    open var isExclusiveTouch: Bool {
        get { flags.contains(.exclusiveTouch) }
        set { flags.set(.exclusiveTouch, newValue) }
    }
    /// Whether drawing is clipped: stored for source compatibility and drawn only by a backend; hit-tests clip (HT-6).
    open var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { flags.set(.clipsToBounds, newValue) }
    }
    /// An integer to identify the view with ``viewWithTag(_:)``.
    open var tag: Int {
        get { storedTag }
        set { storedTag = newValue }
    }
    /// A string that identifies the view in traces, tests and the `responderkit` tool.
    open var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set { setCountedAccessibilityIdentifier(newValue) }
    }

    // MARK: Relationships

    /// The next responder: the view controller whose root view this is, otherwise the superview (RC-2).
    open override var next: UIResponder? {
        if flags.contains(.isControllerRoot), let controller = owningViewController, controller.viewIfLoaded === self {
            return controller
        }
        return storedSuperview
    }

    override var responderWindow: UIWindow? { storedWindow }
    override var defaultAccessibilityFrame: CGRect { screenFrame }

    // MARK: Hierarchy (implemented in UIView+Hierarchy.swift)

    /// Adds a view at the front of the receiver's subviews. Adding a subview that is already there moves it to
    /// the front. Adding the receiver itself or one of its ancestors does nothing (UIKit raises an exception).
    open func addSubview(_ view: UIView) { addSubviewImpl(view) }
    /// Inserts a view at `index` of the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewImpl(view, at: index) }
    /// Inserts a view just above `siblingSubview`; adds it at the front if the sibling is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubviewImpl(view, aboveSubview: siblingSubview)
    }
    /// Inserts a view just below `siblingSubview`; adds it at the front if the sibling is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubviewImpl(view, belowSubview: siblingSubview)
    }
    /// Swaps the subviews at the two indices; out-of-range indices do nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviewImpl(at: index1, withSubviewAt: index2)
    }
    /// Moves a subview to the front (the end of `subviews`).
    open func bringSubviewToFront(_ view: UIView) { bringSubviewToFrontImpl(view) }
    /// Moves a subview to the back (the start of `subviews`).
    open func sendSubviewToBack(_ view: UIView) { sendSubviewToBackImpl(view) }
    /// Removes the view from its superview; touches bound to views that leave their window are cancelled (TD-12).
    open func removeFromSuperview() { removeFromSuperviewImpl() }
    /// Whether the receiver is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isDescendantImpl(of: view) }
    /// The first view with this tag in the receiver's subtree, searched depth first starting with the receiver.
    open func viewWithTag(_ tag: Int) -> UIView? { viewWithTagImpl(tag) }

    // MARK: Hooks

    /// Called before the superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes, on every view of the moved subtree. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed, on every view of the moved subtree. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit-testing (implemented in UIView+HitTesting.swift)

    /// Returns the farthest descendant of the receiver (including itself) that contains `point`, given in the
    /// receiver's bounds coordinates, or nil (HT-1, HT-2).
    ///
    /// Hidden views, views with `isUserInteractionEnabled == false` and views with alpha ≤ 0.01 return nil
    /// with their whole subtree (HT-4). Subviews are asked front-most first, through their own overridable
    /// `hitTest(_:with:)` (HT-2, HT-7).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point`, in the receiver's bounds coordinates, is inside it. By default: `bounds.contains(point)`,
    /// min edges inside and max edges outside (HT-5).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { defaultPointInside(point) }

    // MARK: Conversion (implemented in UIView+Conversion.swift)

    /// Converts `point` from the receiver's coordinates to those of `view`. A nil `view` means the receiver's
    /// window coordinates (screen coordinates when the receiver is itself a window).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }
    /// Converts `point` from the coordinates of `view` to the receiver's. A nil `view` means window coordinates
    /// (screen coordinates when the receiver is a window).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }
    /// Converts a rectangle from the receiver's coordinates to those of `view`: the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }
    /// Converts a rectangle from the coordinates of `view` to the receiver's: the bounding box of its corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }

    // MARK: Interactions

    /// Attaches an interaction.
    open func addInteraction(_ interaction: UIInteraction) { addInteractionImpl(interaction) }
    /// Detaches an interaction.
    open func removeInteraction(_ interaction: UIInteraction) { removeInteractionImpl(interaction) }

    // MARK: Editing

    /// Ends editing in the receiver's subtree (FR-6): the first responder of its window, if it is the receiver or
    /// one of its descendants, is asked to resign, or, with `force`, resigns without being asked.
    ///
    /// - Returns: whether no first responder of the subtree remains.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingImpl(force) }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view, or nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers }
        set { setGestureRecognizersImpl(newValue) }
    }
    /// Attaches a recognizer, detaching it from any other view first. Recognizers of a touch's view and its
    /// ancestors see the touch before the view does (GR-6, TD-13).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        addGestureRecognizerImpl(gestureRecognizer)
    }
    /// Detaches a recognizer from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        removeGestureRecognizerImpl(gestureRecognizer)
    }
    /// Asks whether a recognizer may begin; consulted on the touched view and its ancestors up to the
    /// recognizer's view (GR-9). True by default; controls refuse recognizers on their ancestors that would take
    /// their default action (GR-25).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Appearance (stored and observable, drawn only by a backend: see UIView+Appearance.swift)

    /// The background colour; nil (transparent) by default. Stored and observable, drawn only by a backend.
    open var backgroundColor: UIColor? {
        get { extras?.appearance?.backgroundColor }
        set { setBackgroundColorImpl(newValue) }
    }
    /// The tint colour: the view's own, else its superview's, else `.systemBlue`. Setting it calls
    /// ``tintColorDidChange()`` on the view and on the descendants that inherit it. Setting nil inherits again.
    open var tintColor: UIColor! {
        get { tintColorImpl }
        set { setTintColorImpl(newValue) }
    }
    /// Called when the view's tint colour changes (its own, or the one it inherits). Does nothing by default.
    open func tintColorDidChange() {}
    /// Whether the view is opaque, a drawing hint; true by default. Stored and observable, drawn only by a backend.
    open var isOpaque: Bool {
        get { extras?.appearance?.isOpaque ?? true }
        set { setIsOpaqueImpl(newValue) }
    }
    /// How the content is laid out when the bounds change; `.scaleToFill` by default. With `.redraw`, a change
    /// of bounds size calls ``setNeedsDisplay()``.
    open var contentMode: ContentMode {
        get { extras?.appearance?.contentMode ?? .scaleToFill }
        set { setContentModeImpl(newValue) }
    }
    /// The scale of the view's content: by default its window's screen's scale (``UIScreen/main``'s when it has
    /// no window). The view's layer's `contentsScale`.
    open var contentScaleFactor: CGFloat {
        get { contentScaleFactorImpl }
        set { setContentScaleFactorImpl(newValue) }
    }
    /// Marks the whole view as needing to be drawn; a backend draws it (see ``draw(_:)``).
    open func setNeedsDisplay() { setNeedsDisplayImpl(storedBounds) }
    /// Marks `rect`, in the view's coordinates, as needing to be drawn; a backend draws it.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplayImpl(rect) }
    /// Draws the view's content in `rect` into `UIGraphicsGetCurrentContext()`; does nothing by default. Called by
    /// the display pass (`layer.displayIfNeeded()`, `UIWindow.runDisplayPass()`) with the dirty rectangle.
    open func draw(_ rect: CGRect) { noteEmptyDraw() }
    /// Adds what the view shows to a display list, in its own coordinates: its background; controls add their state.
    func appendDisplayItems(to builder: inout DisplayListBuilder) { builder.fill(storedBounds, with: backgroundColor) }

    // MARK: Auto Layout (the rest is in Layout/: UIView+AutoLayout.swift, UIView+Margins.swift, …)

    /// Updates the view's constraints in the constraints pass (leaves first); call `super` last. By default it brings
    /// the view's intrinsic-size constraints up to date.
    open func updateConstraints() { updateConstraintsImpl() }
    /// Whether the class needs constraint-based layout (its `updateConstraints()` runs once it is in a window).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The insets from the frame to the alignment rectangle, which constraints position; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline is the receiver's (`firstBaselineAnchor`); the receiver by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is the receiver's (`lastBaselineAnchor`); the receiver by default.
    open var forLastBaselineLayout: UIView { self }
    /// The smallest (`layoutFittingCompressedSize`) or largest size that satisfies the view's constraints.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingImpl(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size nearest `targetSize`, pulled towards it at the fitting priorities, that satisfies the constraints.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFittingImpl(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Called when the layout margins change. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// Called when ``safeAreaInsets`` changes. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    // MARK: Layout (implemented in UIView+Layout.swift)

    /// Requests ``layoutSubviews()`` at the next layout pass: ``layoutIfNeeded()``, or the pass a window runs before
    /// it hit-tests a new touch. Also requested when the bounds size changes or a subview is added or removed.
    open func setNeedsLayout() { requestLayout() }

    /// Lays out the receiver's subtree now: calls ``layoutSubviews()`` on each view of it that requested layout,
    /// parents before children. Does nothing when no layout is pending.
    open func layoutIfNeeded() { layoutIfNeededImpl() }

    /// Lays out the subviews: by default it gives the subviews that Auto Layout positions their solved frames
    /// (autoresizing runs when the bounds change).
    open func layoutSubviews() { applyEngineLayoutToSubviews() }
    /// The bounds width changed from `oldWidth` (a hook, not a cast per resize: UILabel wraps at its width).
    func boundsWidthDidChange(from oldWidth: CGFloat) {}

    /// The size that best fits `size`. The current bounds size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin (the centre if transformed).
    open func sizeToFit() { sizeToFitImpl() }

    /// The natural size of the content; ``UIView/noIntrinsicMetric`` in both dimensions by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the view its ``intrinsicContentSize`` changed: its size constraints are updated at the next constraints
    /// pass, and its superview lays out again (frame-based ``layoutSubviews()`` may size it too).
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeImpl() }

    /// How the view is resized and moved when its superview's bounds size changes (springs and struts; see
    /// UIView+Autoresizing.swift). Empty by default: the view keeps its frame.
    open var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set { setAutoresizingMaskImpl(newValue) }
    }

    /// Whether a change of the view's bounds size resizes its subviews by their ``autoresizingMask``. True by
    /// default.
    open var autoresizesSubviews: Bool {
        get { !flags.contains(.keepsSubviewFrames) }
        set { flags.set(.keepsSubviewFrames, !newValue) }
    }

    // MARK: Layer (see UIView+Layer.swift)

    /// The class of the view's ``layer``, created on first use. Override it to back the view with a subclass:
    /// `override class var layerClass: AnyClass { CAShapeLayer.self }`.
    open class var layerClass: AnyClass { CALayer.self }
}
