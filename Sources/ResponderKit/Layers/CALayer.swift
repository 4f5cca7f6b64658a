// A layer: geometry, visibility and appearance. A view's layer IS the view's geometry and visibility: reading or
// writing `position`, `bounds`, `frame`, `transform`, `opacity`, `isHidden`, `masksToBounds` or `backgroundColor`
// reads or writes the view (one source of truth); a standalone layer (`CALayer()`) stores its own.
//
// Invariants:
// - `hostView` is set exactly while the layer is a view's layer; the view's deinit detaches it, copying the
//   view's last geometry into the layer's own storage, so the pointer never dangles.
// - A view's layer's sublayers are its subviews' layers, in subview order, followed by the standalone layers added
//   to it; a view's layer is moved only through its view (see CALayer+Hierarchy.swift).
// - Appearance (corners, border, shadow, contents) is stored and observable, drawn only by a backend.
import Foundation

/// An object that manages image-based content and its geometry, as in Core Animation.
///
/// Headless nothing is drawn and no animation has intermediate frames: `presentation()` returns the layer itself
/// (its model values). The geometry of a view's layer is the view's own (see <doc:AppearanceStandIns>).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The default anchor point: the middle of the bounds.
    static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The view whose layer this is, or nil for a standalone layer. The view clears it before it goes away.
    unowned(unsafe) var hostView: UIView?
    // A standalone layer's own geometry and visibility (unused while `hostView` is set).
    var ownPosition = CGPoint.zero
    var ownBounds = CGRect.zero
    var ownTransform = CATransform3DIdentity
    var ownOpacity: Float = 1
    var ownHidden = false
    var ownMasksToBounds = false
    var ownBackgroundColor: CGColor?
    var ownContentsScale: CGFloat = 1
    var ownNeedsDisplayOnBoundsChange = false
    /// A view's layer's last non-affine 3D transform; the view holds its affine part.
    var viewTransform3D: CATransform3D?
    var storedAnchorPoint = CALayer.defaultAnchorPoint
    weak var storedDelegate: CALayerDelegate?
    /// The standalone sublayers, back to front (a view's layer lists its subviews' layers before these).
    var ownSublayers: [CALayer] = []
    weak var ownSuperlayer: CALayer?
    var ownNeedsLayout = false
    var ownNeedsDisplay = false
    /// The animations running (or kept after finishing) on the layer, in the order they were added.
    var runs: [LayerAnimationRun] = []

    /// Creates a standalone layer with zero geometry. Not required, as in Core Animation: a subclass overrides it
    /// with `override init()` (a view creates a custom `layerClass` through `init?(coder:)`, see UIView+Layer.swift).
    public override init() {
        super.init()
    }

    /// Creates a standalone layer with the geometry and appearance of `layer` (Core Animation uses this for
    /// presentation copies).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        (ownPosition, ownBounds, ownTransform) = (other.position, other.bounds, other.transform)
        (ownOpacity, ownHidden, ownMasksToBounds) = (other.opacity, other.isHidden, other.masksToBounds)
        (ownBackgroundColor, storedAnchorPoint, zPosition) = (other.backgroundColor, other.anchorPoint, other.zPosition)
        (cornerRadius, borderWidth, borderColor) = (other.cornerRadius, other.borderWidth, other.borderColor)
        (shadowColor, shadowOpacity, shadowOffset) = (other.shadowColor, other.shadowOpacity, other.shadowOffset)
        (shadowRadius, shadowPath, contents, name) = (other.shadowRadius, other.shadowPath, other.contents, other.name)
    }

    /// Archives are not supported: this initializer fails, except for the coder with which a view creates a custom
    /// `layerClass` (it then initializes a default layer, as `init()` does).
    public required init?(coder: NSCoder) {
        guard coder is LayerClassCoder else { return nil }
        super.init()
    }

    // MARK: Geometry (a view's layer reads and writes the view)

    /// The layer's anchor point in its superlayer's coordinates: a view's `center`.
    open var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set { if let hostView { hostView.center = newValue } else { ownPosition = newValue } }
    }

    /// The layer's own coordinate system: a view's `bounds`.
    open var bounds: CGRect {
        get { hostView?.bounds ?? ownBounds }
        set { setBoundsImpl(newValue) }
    }

    /// The bounding box of the transformed bounds in the superlayer's coordinates: a view's `frame`.
    open var frame: CGRect {
        get { hostView?.frame ?? standaloneFrame }
        set { setFrameImpl(newValue) }
    }

    /// The point of the bounds (in unit coordinates, (0.5, 0.5) by default) that `position` places and the
    /// transform turns about. On a view's layer it moves the view's frame (its centre stays the position), and
    /// hit-testing follows it.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if let hostView { hostView.setAnchorPoint(newValue, on: self) } else { storedAnchorPoint = newValue }
        }
    }

    /// The anchor point's z coordinate. Stored and observable.
    open var anchorPointZ: CGFloat = 0

    /// The transform applied about the anchor point: a view's `transform` as a 3D transform. Only the affine part
    /// affects a view (and hit-testing); a non-affine transform is kept here, drawn only by a backend.
    open var transform: CATransform3D {
        get { transformImpl }
        set { setTransformImpl(newValue) }
    }

    /// The order of sibling layers for drawing. Stored and observable; hit-testing of views ignores it, as in
    /// UIKit.
    open var zPosition: CGFloat = 0

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Visibility (a view's layer reads and writes the view)

    /// The opacity, 0 … 1: a view's `alpha`.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set { if let hostView { hostView.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden: a view's `isHidden`.
    open var isHidden: Bool {
        get { hostView?.isHidden ?? ownHidden }
        set { if let hostView { hostView.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds: a view's `clipsToBounds`. A clipping standalone layer's
    /// ``hitTest(_:)`` also ignores points outside its bounds.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set { if let hostView { hostView.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The background colour: a view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { hostView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let hostView {
                hostView.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                ownBackgroundColor = newValue
            }
        }
    }

    // MARK: Appearance (stored and observable, drawn only by a backend)

    /// The radius of the rounded corners; 0 by default.
    open var cornerRadius: CGFloat = 0
    /// The corners that `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The curve of the rounded corners; `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, -3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow; nil (the layer's shape) by default.
    open var shadowPath: CGPath?
    /// The content (an image, for example); nil by default.
    open var contents: Any?
    /// A layer whose alpha masks this one; drawn only by a backend (hit-testing ignores it, as in UIKit).
    open var mask: CALayer?
    /// Whether a backend renders the layer as a bitmap; false by default.
    open var shouldRasterize = false
    /// The scale of a rasterized layer; 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// A name, for debugging and lookup.
    open var name: String?

    /// The scale of the contents: a view's `contentScaleFactor`; 1 for a standalone layer by default.
    open var contentsScale: CGFloat {
        get { hostView?.contentScaleFactor ?? ownContentsScale }
        set { if let hostView { hostView.contentScaleFactor = newValue } else { ownContentsScale = newValue } }
    }

    /// Whether a change of bounds size marks the layer for display: a view's `contentMode == .redraw`.
    open var needsDisplayOnBoundsChange: Bool {
        get { hostView.map { $0.contentMode == .redraw } ?? ownNeedsDisplayOnBoundsChange }
        set {
            guard let hostView else {
                ownNeedsDisplayOnBoundsChange = newValue
                return
            }
            if newValue {
                hostView.contentMode = .redraw
            } else if hostView.contentMode == .redraw {
                hostView.contentMode = .scaleToFill
            }
        }
    }

    /// The delegate: a view's layer's is the view.
    open var delegate: CALayerDelegate? {
        get { storedDelegate ?? hostView }
        set { storedDelegate = newValue }
    }

    /// The layer as it appears on screen: headless, the layer itself, since no animation has intermediate
    /// values (models and presentation agree).
    open func presentation() -> Self? { self }

    /// The model layer: the layer itself.
    open func model() -> Self { self }

    // MARK: Hierarchy (implemented in CALayer+Hierarchy.swift)

    /// The sublayers, back to front, or nil when there are none. A view's layer lists its subviews' layers first.
    open var sublayers: [CALayer]? {
        get { sublayersImpl }
        set { setSublayersImpl(newValue) }
    }

    /// The layer that contains this one: a view's layer's is its superview's layer.
    open var superlayer: CALayer? { hostView.map { $0.superview?.layer } ?? ownSuperlayer }

    /// Adds a layer at the front. A view's layer added to a view's layer adds its view as a subview.
    open func addSublayer(_ layer: CALayer) { insertSublayerImpl(layer, at: nil) }

    /// Inserts a layer at `idx` of ``sublayers`` (clamped).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerImpl(layer, at: Int(idx)) }

    /// Inserts a layer just above `sibling` (at the front if it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayerImpl(layer, relativeTo: sibling, above: true)
    }

    /// Inserts a layer just below `sibling` (at the front if it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayerImpl(layer, relativeTo: sibling, above: false)
    }

    /// Replaces a sublayer with another, at the same place.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replaceSublayerImpl(oldLayer, newLayer) }

    /// Removes the layer from its superlayer: a view's layer removes its view from its superview.
    open func removeFromSuperlayer() { removeFromSuperlayerImpl() }

    // MARK: Hit-testing and conversion (implemented in CALayer+Geometry.swift)

    /// Whether `p`, in the layer's coordinates, is inside its bounds (minimum edges inside, maximum outside).
    open func contains(_ p: CGPoint) -> Bool { containsImpl(p) }

    /// The farthest descendant (or the layer itself) containing `p`, given in the superlayer's coordinates:
    /// hidden layers are skipped, sublayers are asked front-most first (by `zPosition`, then order).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImpl(p) }

    /// Converts a point from `l`'s coordinates to the receiver's (nil: the root layer's).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertImpl(p, from: l) }

    /// Converts a point from the receiver's coordinates to `l`'s (nil: the root layer's).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertImpl(p, to: l) }

    /// Converts a rectangle from `l`'s coordinates to the receiver's: the bounding box of its corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { boundingBox(r) { convert($0, from: l) } }

    /// Converts a rectangle from the receiver's coordinates to `l`'s: the bounding box of its corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { boundingBox(r) { convert($0, to: l) } }

    // MARK: Display and layout (implemented in CALayer+Display.swift)

    /// Marks the layer for display: a view's layer marks its view (`setNeedsDisplay()`).
    open func setNeedsDisplay() { setNeedsDisplayImpl() }

    /// Displays the layer if it is marked: what a backend calls. A view's layer calls the view's `draw(_:)`.
    open func displayIfNeeded() { displayIfNeededImpl() }

    /// Provides the contents: asks the delegate's `display(_:)`; when that sets no contents, records ``draw(in:)``
    /// into a context of the bounds and makes it the `contents` (CALayer+Drawing.swift). A view's layer calls the
    /// view's `draw(_:)`.
    open func display() { displayImpl() }

    /// Draws the layer's content into `ctx` (the bounds' coordinates): asks the delegate's `draw(_:in:)`; override
    /// it to draw a custom layer. Called by ``display()``.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Marks the layer for layout: a view's layer marks its view (`setNeedsLayout()`).
    open func setNeedsLayout() { setNeedsLayoutImpl() }

    /// Lays out the layer's tree now if marked: a view's layer lays out its view (`layoutIfNeeded()`).
    open func layoutIfNeeded() { layoutIfNeededImpl() }

    /// Lays out the sublayers: asks the delegate's `layoutSublayers(of:)`; a view's layer calls `layoutSubviews()`.
    open func layoutSublayers() { layoutSublayersImpl() }

    // MARK: Animations (implemented in CALayer+Animations.swift)

    /// Adds a copy of `anim` under `key` (replacing an animation with that key, which stops unfinished). It starts
    /// at its begin time and stops after its active duration, on the application's clock.
    open func add(_ anim: CAAnimation, forKey key: String?) { addImpl(anim, forKey: key) }

    /// Removes the animation with `key`; its delegate is told it stopped unfinished.
    open func removeAnimation(forKey key: String) { removeAnimationImpl(forKey: key) }

    /// Removes every animation (including those a UIView animation added); each stops unfinished.
    open func removeAllAnimations() { removeAllAnimationsImpl() }

    /// The animation running under `key` (the layer's copy), if any.
    open func animation(forKey key: String) -> CAAnimation? { runs.last { $0.key == key }?.animation }

    /// The keys of the layer's animations, or nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = runs.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}
