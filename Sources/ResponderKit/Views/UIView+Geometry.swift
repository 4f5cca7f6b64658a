// The bodies of UIView's geometry properties (declared, overridable, in UIView.swift).
//
// Invariants:
// - `storedCenter` is the point the middle of the bounds maps to, less the transform's translation: hit-testing and
//   conversion read it directly. It equals `center` (the layer's `position`) unless the layer has a custom
//   `anchorPoint`; then `center = storedCenter + L((anchorPoint - 0.5) * bounds.size)`, L being the transform's
//   linear part, and changes of bounds size, transform and anchor point keep `center` fixed, as Core Animation keeps
//   `position` fixed.
// - A change of bounds size requests layout (`setNeedsLayout`) and autoresizes the subviews, as UIKit does; inside an
//   animation block every change is reported to the animation (see `ViewAnimation`).
import Foundation

extension UIView {
    /// The view that contains this view, or nil.
    public var superview: UIView? { storedSuperview }

    /// The subviews, back (first) to front (last).
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil. A window's window is itself.
    public var window: UIWindow? { storedWindow }

    /// The frame the view has without its transform: its bounds size about its centre. Not overridable, so
    /// hit-testing reads it without calling user code.
    nonisolated final var untransformedFrame: CGRect {
        let size = storedBounds.size
        return CGRect(
            x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width,
            height: size.height)
    }

    final var frameImpl: CGRect {
        if flags.contains(.transformIsIdentity) { return untransformedFrame }
        let size = storedBounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    final func setFrameImpl(_ newValue: CGRect) {
        let frame = newValue.standardized
        if let animation = ViewAnimation.current {
            animation.note(self, keyPath: "position", from: center)
            animation.note(self, keyPath: "bounds", from: storedBounds)
        }
        let oldSize = storedBounds.size
        if flags.contains(.transformIsIdentity) {
            storedCenter = CGPoint(x: frame.midX, y: frame.midY)
            storedBounds.size = frame.size
        } else {
            let t = storedTransform
            storedCenter = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
            if let size = t.boundsSize(covering: frame.size) { storedBounds.size = size }
        }
        Self.invalidateSubviewIndex(of: superviewRef)
        noteViewChange()
        if storedBounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
        if extras?.layout?.item != nil { LayoutActivation.geometryChanged(self) }
    }

    final func setBoundsImpl(_ newValue: CGRect) {
        let standardized = newValue.standardized
        ViewAnimation.current?.note(self, keyPath: "bounds", from: storedBounds)
        noteViewChange()
        guard standardized.size != storedBounds.size else {
            storedBounds = standardized
            return
        }
        // The position is kept only under a custom anchor point (without one, the stored centre is the position).
        let anchor = customAnchorPoint
        let position = anchor != nil ? center : storedCenter
        let oldSize = storedBounds.size
        storedBounds = standardized
        if let anchor { storedCenter = middle(forPosition: position, anchor: anchor) }
        Self.invalidateSubviewIndex(of: superviewRef)
        boundsSizeDidChange(from: oldSize)
        if extras?.layout?.item != nil { LayoutActivation.geometryChanged(self) }
    }

    final var centerImpl: CGPoint {
        guard let anchor = customAnchorPoint else { return storedCenter }
        let offset = anchorOffset(anchor, transform: storedTransform)
        return CGPoint(x: storedCenter.x + offset.x, y: storedCenter.y + offset.y)
    }

    final func setCenterImpl(_ newValue: CGPoint) {
        ViewAnimation.current?.note(self, keyPath: "position", from: center)
        if let anchor = customAnchorPoint {
            storedCenter = middle(forPosition: newValue, anchor: anchor)
        } else {
            storedCenter = newValue
        }
        Self.invalidateSubviewIndex(of: superviewRef)
        noteViewChange()
        if extras?.layout?.item != nil { LayoutActivation.geometryChanged(self) }
    }

    final func setTransformImpl(_ newValue: CGAffineTransform) {
        ViewAnimation.current?.note(self, keyPath: "transform", from: CATransform3DMakeAffineTransform(storedTransform))
        let position = center
        storedTransform = newValue
        flags.set(.transformIsIdentity, newValue.isIdentity)
        if let anchor = customAnchorPoint { storedCenter = middle(forPosition: position, anchor: anchor) }
        Self.invalidateSubviewIndex(of: superviewRef)
        noteViewChange()
    }

    final func setAlphaImpl(_ newValue: CGFloat) {
        ViewAnimation.current?.note(self, keyPath: "opacity", from: Float(storedAlpha))
        storedAlpha = newValue
        flags.set(.transparent, !(newValue > UIView.hitTestAlphaThreshold))
        noteViewChange()
    }

    // MARK: Anchor point

    /// The anchor point of the view's layer when it is not the default (0.5, 0.5).
    final var customAnchorPoint: CGPoint? {
        guard let anchor = extras?.appearance?.layer?.storedAnchorPoint, anchor != CALayer.defaultAnchorPoint
        else { return nil }
        return anchor
    }

    /// Moves the anchor point keeping `center` (the layer's position) where it is: the frame moves.
    final func setAnchorPoint(_ anchor: CGPoint, on layer: CALayer) {
        let position = center
        layer.storedAnchorPoint = anchor
        storedCenter = middle(forPosition: position, anchor: anchor)
        Self.invalidateSubviewIndex(of: superviewRef)
    }

    /// The `storedCenter` that puts the anchor point at `position`.
    private func middle(forPosition position: CGPoint, anchor: CGPoint) -> CGPoint {
        let offset = anchorOffset(anchor, transform: storedTransform)
        return CGPoint(x: position.x - offset.x, y: position.y - offset.y)
    }

    /// Where the anchor point lies relative to the middle of the bounds, after the transform's linear part.
    private func anchorOffset(_ anchor: CGPoint, transform t: CGAffineTransform) -> CGPoint {
        let size = storedBounds.size
        let x = (anchor.x - 0.5) * size.width
        let y = (anchor.y - 0.5) * size.height
        return CGPoint(x: t.a * x + t.c * y, y: t.b * x + t.d * y)
    }

    /// Drops the grid index of `superview` (one of its subviews moved or resized), retaining nothing: it runs no
    /// app code, and the superview of a live view is alive. (Nonisolated, as the unretained hop's walks: a
    /// main-actor closure passed to `Unmanaged` checks its executor on every call.)
    nonisolated static func invalidateSubviewIndex(of superview: Unmanaged<UIView>?) {
        superview?._withUnsafeGuaranteedRef { superview in
            guard let extras = superview.extras, extras.subviewIndex != nil else { return }
            extras.subviewIndex = nil
        }
    }

    // MARK: Size changes

    /// UIKit lays out a view whose bounds size changed, redraws it when its content mode is `.redraw`, and
    /// resizes its subviews by their autoresizing masks at once (before `layoutSubviews()`, which may place them
    /// again).
    private func boundsSizeDidChange(from oldSize: CGSize) {
        requestLayout()
        // A multi-line label's intrinsic height depends on its width (AL-65): UILabel overrides the hook.
        if storedBounds.width != oldSize.width { boundsWidthDidChange(from: oldSize.width) }
        if extras?.appearance?.contentMode == .redraw { setNeedsDisplay() }
        autoresizeSubviews(from: oldSize)
        // A window's size classes follow its size (SH-9).
        if storedWindow === self, let window = self as? UIWindow { TraitResolution.windowTraitsMayHaveChanged(window) }
    }
}
