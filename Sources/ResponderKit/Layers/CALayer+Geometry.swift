// A layer's geometry, hit-testing and coordinate conversion.
//
// Invariants: a point `p` in a layer's bounds coordinates is at `position + T(p - bounds.origin - anchorPoint ·
// bounds.size)` in its superlayer's, T being the affine part of `transform` (translation included). For a view's
// layer this is exactly the view's own conversion (see UIView+Geometry.swift).
import Foundation

extension CALayer {
    // MARK: Geometry

    final func setBoundsImpl(_ newValue: CGRect) {
        if let hostView {
            hostView.bounds = newValue
            return
        }
        let standardized = newValue.standardized
        let resized = standardized.size != ownBounds.size
        ownBounds = standardized
        guard resized else { return }
        setNeedsLayout()
        if ownNeedsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    /// A standalone layer's frame: the bounding box of its transformed bounds.
    final var standaloneFrame: CGRect {
        boundingBox(ownBounds) { convertToSuperlayer($0) }
    }

    final func setFrameImpl(_ newValue: CGRect) {
        if let hostView {
            hostView.frame = newValue
            return
        }
        let frame = newValue.standardized
        let t = CATransform3DGetAffineTransform(ownTransform)
        let size = t.isIdentity ? frame.size : (t.boundsSize(covering: frame.size) ?? ownBounds.size)
        let d = CGPoint(x: (storedAnchorPoint.x - 0.5) * size.width, y: (storedAnchorPoint.y - 0.5) * size.height)
        ownPosition = CGPoint(
            x: frame.midX - t.tx + t.a * d.x + t.c * d.y, y: frame.midY - t.ty + t.b * d.x + t.d * d.y)
        setBoundsImpl(CGRect(origin: ownBounds.origin, size: size))
    }

    final var transformImpl: CATransform3D {
        guard let hostView else { return ownTransform }
        let affine = hostView.transform
        if let kept = viewTransform3D, CATransform3DGetAffineTransform(kept) == affine { return kept }
        return CATransform3DMakeAffineTransform(affine)
    }

    final func setTransformImpl(_ newValue: CATransform3D) {
        guard let hostView else {
            ownTransform = newValue
            return
        }
        viewTransform3D = CATransform3DIsAffine(newValue) ? nil : newValue
        hostView.transform = CATransform3DGetAffineTransform(newValue)
    }

    /// Turns a view's layer into a standalone one holding the view's last geometry, and abandons its animations:
    /// the view is being freed. Reads only the view's own storage (no overridable property runs in its deinit).
    final func detachFromView() {
        guard let view = hostView else { return }
        let affine = view.storedTransform
        let kept = viewTransform3D.flatMap { CATransform3DGetAffineTransform($0) == affine ? $0 : nil }
        (ownPosition, ownBounds) = (view.centerImpl, view.storedBounds)
        ownTransform = kept ?? CATransform3DMakeAffineTransform(affine)
        (ownOpacity, ownHidden) = (Float(view.storedAlpha), view.flags.contains(.hidden))
        ownMasksToBounds = view.flags.contains(.clipsToBounds)
        let appearance = view.extras?.appearance
        ownBackgroundColor = appearance?.backgroundColor?.cgColor
        ownContentsScale = appearance?.contentScaleFactor ?? 1
        ownNeedsDisplayOnBoundsChange = appearance?.contentMode == .redraw
        hostView = nil
        let abandoned = runs
        runs = []
        for run in abandoned { run.abandon() }
    }

    // MARK: Conversion

    /// A point of the layer's coordinates in its superlayer's.
    final func convertToSuperlayer(_ p: CGPoint) -> CGPoint {
        if let hostView { return hostView.convertToSuperview(p) }
        let t = CATransform3DGetAffineTransform(ownTransform)
        let b = ownBounds
        let v = CGPoint(
            x: p.x - b.origin.x - storedAnchorPoint.x * b.width, y: p.y - b.origin.y - storedAnchorPoint.y * b.height)
        return CGPoint(
            x: ownPosition.x + t.a * v.x + t.c * v.y + t.tx, y: ownPosition.y + t.b * v.x + t.d * v.y + t.ty)
    }

    /// A point of the superlayer's coordinates in the layer's.
    final func convertFromSuperlayer(_ p: CGPoint) -> CGPoint {
        if let hostView { return hostView.convertFromSuperview(p) }
        let t = CATransform3DGetAffineTransform(ownTransform)
        let offset = CGPoint(x: p.x - ownPosition.x - t.tx, y: p.y - ownPosition.y - t.ty)
        let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        let v = offset.applying(linear.inverted())
        let b = ownBounds
        return CGPoint(
            x: v.x + b.origin.x + storedAnchorPoint.x * b.width, y: v.y + b.origin.y + storedAnchorPoint.y * b.height)
    }

    /// The topmost ancestor and the point in its coordinates.
    private func toRoot(_ p: CGPoint) -> (CALayer, CGPoint) {
        var layer: CALayer = self
        var point = p
        while let parent = layer.superlayer {
            point = layer.convertToSuperlayer(point)
            layer = parent
        }
        return (layer, point)
    }

    /// A point of the root layer's coordinates in the receiver's.
    private func fromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            chain.append(current)
            layer = current.superlayer
        }
        var point = p
        for layer in chain.reversed() { point = layer.convertFromSuperlayer(point) }
        return point
    }

    final func convertImpl(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        if let view = hostView, let other = l?.hostView { return view.convert(p, from: other) }
        let rootPoint = l.map { $0.toRoot(p).1 } ?? p
        return fromRoot(rootPoint)
    }

    final func convertImpl(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let view = hostView, let other = l?.hostView { return view.convert(p, to: other) }
        let rootPoint = toRoot(p).1
        return l.map { $0.fromRoot(rootPoint) } ?? rootPoint
    }

    final func boundingBox(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            convert(CGPoint(x: r.minX, y: r.minY)), convert(CGPoint(x: r.maxX, y: r.minY)),
            convert(CGPoint(x: r.minX, y: r.maxY)), convert(CGPoint(x: r.maxX, y: r.maxY)),
        ]
        let minX = corners.map(\.x).min() ?? 0
        let minY = corners.map(\.y).min() ?? 0
        return CGRect(
            x: minX, y: minY, width: (corners.map(\.x).max() ?? 0) - minX, height: (corners.map(\.y).max() ?? 0) - minY)
    }

    // MARK: Hit-testing

    final func containsImpl(_ p: CGPoint) -> Bool {
        let b = bounds
        return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
    }

    final func hitTestImpl(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convertFromSuperlayer(p)
        if masksToBounds && !contains(local) { return nil }
        let layers = sublayers ?? []
        // Front-most first: higher zPosition, then later in the list.
        let order = layers.indices.sorted {
            layers[$0].zPosition != layers[$1].zPosition ? layers[$0].zPosition > layers[$1].zPosition : $0 > $1
        }
        for index in order {
            if let hit = layers[index].hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Time

    /// The clock of the layer's application: its view's window's (or the shared application's).
    final var eventClock: EventClock {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.hostView { return (view.window?.application ?? UIApplication.shared).clock }
            layer = current.ownSuperlayer
        }
        return UIApplication.shared.clock
    }
}
