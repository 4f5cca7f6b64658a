// A rectangular area that takes part in hit-testing and the responder chain.
//
// Invariants:
// - Geometry is stored as `center` (in the superview's coordinates), `bounds` (own coordinates, with origin) and
//   `transform` (applied about the centre); `frame` is derived from them.
// - `superview` is set exactly while the view is in its superview's `subviews`; a superview that is deallocated
//   clears its subviews' back pointers, so the pointer never dangles.
// - `window` is the window at the root of the view's tree (a window's window is itself), kept up to date on every
//   move; `activeTouchCount` counts the touches bound to the view that are still delivered to it.
import Foundation

/// An object that manages the content for a rectangular area on the screen and handles its events.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage

    // Hot-path storage is `@exclusivity(unchecked)`: dispatch reads these on every level, the runtime check cost a
    // quarter of a hit-test, and no code path holds an overlapping access to them.

    // Declared hottest first: hit-testing reads the flags, geometry and subviews of every view it visits,
    // and keeping them in the object's first two cache lines matters on hierarchies larger than the caches.
    // `nonisolated(unsafe)` lets the retain-free hit-test (`defaultSubtreeHit`, nonisolated so that its closures
    // need no executor check) read them; it is only ever called on the main actor.
    @exclusivity(unchecked) nonisolated(unsafe) var flags: Flags = [.userInteractionEnabled, .transformIsIdentity]
    /// Touches bound to this view that it still receives.
    @exclusivity(unchecked) var activeTouchCount: Int32 = 0
    /// How many views of this subtree, the receiver included, may hit-test differently from UIView's default;
    /// zero lets hit-testing walk the subtree without calling any overridable method (see `defaultSubtreeHit`).
    @exclusivity(unchecked) var customHitTestingViews: Int32 = 0
    /// `storedSubviews.count`, beside `subviewElements`.
    @exclusivity(unchecked) nonisolated(unsafe) var subviewCount: Int32 = 0
    @exclusivity(unchecked) nonisolated(unsafe) var storedCenter: CGPoint
    nonisolated(unsafe) var storedBounds: CGRect
    /// The front-most subview (`storedSubviews.last`), unretained: the first one hit-testing asks, read without
    /// going through the array.
    @exclusivity(unchecked) nonisolated(unsafe) var frontSubview: Unmanaged<UIView>?
    /// The address of `storedSubviews`' elements (nil while there are none), read as unretained references.
    @exclusivity(unchecked) nonisolated(unsafe) var subviewElements: UnsafePointer<Unmanaged<UIView>>?
    @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [UIView] = [] {
        didSet {
            subviewIndex = nil
            subviewCount = Int32(truncatingIfNeeded: storedSubviews.count)
            // The array keeps its buffer alive and every change passes through here, so the address stays valid
            // until the next change; hit-testing reads the elements through it without retaining the buffer.
            subviewElements = storedSubviews.withUnsafeBufferPointer {
                UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: Unmanaged<UIView>.self)
            }
            frontSubview = storedSubviews.last.map { Unmanaged.passUnretained($0) }
        }
    }
    // Hit-testing reads the `.transparent` flag, not alpha, so alpha comes after the hot fields.
    @exclusivity(unchecked) nonisolated(unsafe) var storedAlpha: CGFloat = 1
    // Not weak: a weak superview would cost an atomic load per responder-chain hop. `deinit` and removal keep
    // it valid.
    @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
    // Not weak: a weak reference would give every window a side table and make its retains slow. Moves keep it
    // right and a window clears it for its subtree when it is deallocated.
    @exclusivity(unchecked) unowned(unsafe) var storedWindow: UIWindow?
    /// Rarely used state, allocated on first use (see `ViewExtras`): most views stay small.
    @exclusivity(unchecked) nonisolated(unsafe) var extras: ViewExtras?

    struct Flags: OptionSet {
        var rawValue: UInt16
        static let hidden = Flags(rawValue: 1 << 0)
        static let userInteractionEnabled = Flags(rawValue: 1 << 1)
        static let multipleTouchEnabled = Flags(rawValue: 1 << 2)
        static let exclusiveTouch = Flags(rawValue: 1 << 3)
        static let clipsToBounds = Flags(rawValue: 1 << 4)
        static let transformIsIdentity = Flags(rawValue: 1 << 5)
        static let isControllerRoot = Flags(rawValue: 1 << 6)
        /// The view's class is known not to override `hitTest(_:with:)` or `point(inside:with:)`.
        static let hitTestsByDefault = Flags(rawValue: 1 << 7)
        /// `alpha` is at or below ``UIView/hitTestAlphaThreshold`` (kept with alpha, so hit-testing tests one word).
        static let transparent = Flags(rawValue: 1 << 8)
    }

    // MARK: Initializers

    /// Creates a view with the given frame rectangle, in its future superview's coordinates.
    public init(frame: CGRect) {
        let frame = frame.standardized
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        if UIView.hitTestsByDefault(self) {
            flags.insert(.hitTestsByDefault)
        } else {
            customHitTestingViews = 1
        }
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
        // UIKit objects are released on the main thread; clear the subviews' unowned back pointers, then release
        // the subviews through the queue so a 10,000-level hierarchy does not recurse 10,000 deinits deep.
        MainActor.assumeIsolated {
            for subview in storedSubviews where subview.storedSuperview === self {
                subview.storedSuperview = nil
            }
            for recognizer in storedGestureRecognizers ?? [] where recognizer.storedView === self {
                recognizer.storedView = nil
            }
            ViewReleaseQueue.release(&storedSubviews)
        }
    }

    // MARK: Geometry

    /// The frame rectangle in the superview's coordinates: the bounding box of the transformed bounds.
    ///
    /// Setting it keeps the transform and sets `center` and `bounds.size` so that the transformed bounds cover
    /// exactly the rectangle, as UIKit's layer does (HT-16): with a scale of 0.5, a frame of 100 x 100 gives bounds
    /// of 200 x 200, and `frame` reads back as set. The centre is the rectangle's midpoint less the transform's
    /// translation. This is exact for scales and for rotations by multiples of 90°, which is what UIKit defines;
    /// under another rotation the bounds are sized so that their rotated bounding box is the rectangle where such
    /// a size exists, and otherwise only the centre moves.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            if flags.contains(.transformIsIdentity) { return untransformedFrame }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let frame = newValue.standardized
            if flags.contains(.transformIsIdentity) {
                storedCenter = CGPoint(x: frame.midX, y: frame.midY)
                storedBounds.size = frame.size
            } else {
                let t = storedTransform
                storedCenter = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
                if let size = t.boundsSize(covering: frame.size) { storedBounds.size = size }
            }
            storedSuperview?.subviewIndex = nil
        }
    }

    /// The frame the view has without its transform: its bounds size about its centre. Not overridable, so
    /// hit-testing reads it without calling user code.
    nonisolated final var untransformedFrame: CGRect {
        let size = storedBounds.size
        return CGRect(
            x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// The view's own coordinate system: its origin is the point shown at the top left (a scroll offset).
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let standardized = newValue.standardized
            if standardized.size != storedBounds.size { storedSuperview?.subviewIndex = nil }
            storedBounds = standardized
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            storedCenter = newValue
            storedSuperview?.subviewIndex = nil
        }
    }

    /// The transform applied about the centre; hit-testing follows it (HT-8, HT-9).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            flags.set(.transformIsIdentity, newValue.isIdentity)
            storedSuperview?.subviewIndex = nil
        }
    }

    // MARK: Visibility and interaction

    /// Whether the view is hidden. Hidden views and their subviews are not hit (HT-2).
    open var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { flags.set(.hidden, newValue) }
    }

    /// The opacity. A view with alpha of 0.01 or less is not hit (HT-3); hit-testing reads the stored value.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            storedAlpha = newValue
            flags.set(.transparent, !(newValue > UIView.hitTestAlphaThreshold))
        }
    }

    /// Whether events reach the view and its subviews. True by default (HT-11).
    open var isUserInteractionEnabled: Bool {
        get { flags.contains(.userInteractionEnabled) }
        set { flags.set(.userInteractionEnabled, newValue) }
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
    @exclusivity(unchecked) open var tag: Int = 0

    /// A string that identifies the view in traces, tests and the `responderkit` tool.
    open var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set {
            if newValue == nil && extras == nil { return }
            ensuredExtras.accessibilityIdentifier = newValue
        }
    }

    // MARK: Relationships

    /// The view that contains this view, or nil.
    public var superview: UIView? { storedSuperview }

    /// The subviews, back (first) to front (last).
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil. A window's window is itself.
    public var window: UIWindow? { storedWindow }

    /// The next responder: the view controller whose root view this is, otherwise the superview (RC-2).
    open override var next: UIResponder? {
        if flags.contains(.isControllerRoot), let controller = owningViewController, controller.viewIfLoaded === self {
            return controller
        }
        return storedSuperview
    }

    override var responderWindow: UIWindow? { storedWindow }

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

    /// Removes the view from its superview. Touches bound to views that leave their window are cancelled
    /// (TD-12).
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
        set {
            for recognizer in storedGestureRecognizers ?? [] { recognizer.storedView = nil }
            storedGestureRecognizers = nil
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
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
}

extension UIView.Flags {
    mutating func set(_ flag: UIView.Flags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
