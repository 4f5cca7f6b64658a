// Walks a window's views into a `DisplayList`: each visible view's own items (its background, and what a control
// adds through `UIView.appendDisplayItems(to:)`), then its subviews', back to front.
//
// Invariants:
// - Items are in painter's order: a view's items, its layer's recorded drawing and its standalone sublayers'
//   (DisplayListBuilder+Drawing.swift), then each subview's subtree in `subviews` order.
// - Hidden views, views whose effective alpha is 0 and subviews clipped away entirely add nothing, nor does anything
//   inside them.
// - While a view adds its items, `transform`, `clip` and `opacity` are that view's; items are in its bounds
//   coordinates.
// - No allocation per view: the walk appends to the item array and an explicit stack (no recursion, so any depth
//   works), both reserved up front.
import Foundation

/// Builds the display list of one window; views add their items through `fill` and `text`.
@MainActor
struct DisplayListBuilder {
    /// A view waiting to be visited, with what its ancestors give it.
    private struct Pending {
        // Strong: a view's overridden getters (backgroundColor, tintColor) are app code that could move views.
        let view: UIView
        let transform: CGAffineTransform
        let clip: CGRect?
        let opacity: CGFloat
    }

    /// The items so far, back to front.
    var items: [DisplayItem] = []
    private var stack: [Pending] = []
    /// Maps the coordinates of the view being visited to window points.
    private(set) var transform = CGAffineTransform.identity
    /// The clip of the view being visited (from its `clipsToBounds` ancestors), in window points.
    private(set) var clip: CGRect?
    /// The effective opacity of the view being visited: its alpha times its ancestors'.
    var opacity: CGFloat = 1

    /// A builder whose item array holds `capacity` items before it grows.
    init(capacity: Int) {
        items.reserveCapacity(capacity)
        stack.reserveCapacity(64)
    }

    /// Adds the items of `window` and its visible subtree; the window's coordinates are window points.
    mutating func build(_ window: UIWindow) {
        guard !window.flags.contains(.hidden) else { return }
        let opacity = DisplayListBuilder.unit(window.storedAlpha)
        guard opacity > 0 else { return }
        stack.append(Pending(view: window, transform: .identity, clip: nil, opacity: opacity))
        while let next = stack.popLast() { visit(next) }
    }

    private mutating func visit(_ pending: Pending) {
        let view = pending.view
        transform = pending.transform
        clip = pending.clip
        opacity = pending.opacity
        view.appendDisplayItems(to: &self)
        #if !_runtime(_ObjC)
            if let layer = view.existingLayer { appendLayerDrawing(of: view, layer) }
        #endif
        let subviews = view.storedSubviews
        guard !subviews.isEmpty else { return }
        var inner = clip
        if view.flags.contains(.clipsToBounds) {
            let box = DisplayListBuilder.boundingBox(of: view.storedBounds, under: transform)
            let clipped = clip.map { $0.intersection(box) } ?? box
            guard !clipped.isEmpty else { return }
            inner = clipped
        }
        // Pushed front-most first, so the back-most subview is visited next.
        for subview in subviews.reversed() {
            guard !subview.flags.contains(.hidden) else { continue }
            let alpha = opacity * DisplayListBuilder.unit(subview.storedAlpha)
            guard alpha > 0 else { continue }
            let toWindow = DisplayListBuilder.toSuperview(subview).concatenating(transform)
            stack.append(Pending(view: subview, transform: toWindow, clip: inner, opacity: alpha))
        }
    }

    // MARK: Items of the view being visited

    /// Fills `rect` (in the view's coordinates) with `color` at the view's opacity; nothing for nil, a transparent
    /// colour or an empty rectangle.
    mutating func fill(_ rect: CGRect, with color: UIColor?) {
        guard let color else { return }
        fill(rect, DisplayColor(color, opacity: opacity))
    }

    /// Fills `rect` (in the view's coordinates) with `color` as it is (the caller applied the opacity).
    mutating func fill(_ rect: CGRect, _ color: DisplayColor) {
        guard color.a > 0, !rect.isEmpty else { return }
        items.append(DisplayItem(rect: rect, transform: transform, clip: clip, color: color))
    }

    /// Draws `string` in `rect` (in the view's coordinates) at the view's opacity; nothing for empty text, a
    /// transparent colour or an empty rectangle.
    mutating func text(
        _ string: String, in rect: CGRect, fontSize: CGFloat, color: UIColor, alignment: NSTextAlignment
    ) {
        let textColor = DisplayColor(color, opacity: opacity)
        guard !string.isEmpty, textColor.a > 0, !rect.isEmpty else { return }
        let text = DisplayText(string: string, fontSize: fontSize, color: textColor, alignment: alignment)
        items.append(DisplayItem(rect: rect, transform: transform, clip: clip, color: .clear, text: text))
    }

    // MARK: Geometry

    /// Maps `view`'s bounds coordinates to its superview's, as `convertToSuperview` maps points: about the middle
    /// of the bounds, through the transform, to the centre.
    static func toSuperview(_ view: UIView) -> CGAffineTransform {
        let middle = CGPoint(x: view.storedBounds.midX, y: view.storedBounds.midY)
        let center = view.storedCenter
        guard !view.flags.contains(.transformIsIdentity) else {
            return CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: center.x - middle.x, ty: center.y - middle.y)
        }
        let t = view.storedTransform
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d, tx: center.x + t.tx - (t.a * middle.x + t.c * middle.y),
            ty: center.y + t.ty - (t.b * middle.x + t.d * middle.y))
    }

    /// The bounding box of `rect`'s corners under `t` (without the corner array `CGRect.applying` builds).
    static func boundingBox(of rect: CGRect, under t: CGAffineTransform) -> CGRect {
        let xs = (t.a * rect.minX, t.a * rect.maxX)
        let ys = (t.c * rect.minY, t.c * rect.maxY)
        let minX = min(xs.0, xs.1) + min(ys.0, ys.1) + t.tx
        let maxX = max(xs.0, xs.1) + max(ys.0, ys.1) + t.tx
        let bx = (t.b * rect.minX, t.b * rect.maxX)
        let dy = (t.d * rect.minY, t.d * rect.maxY)
        let minY = min(bx.0, bx.1) + min(dy.0, dy.1) + t.ty
        let maxY = max(bx.0, bx.1) + max(dy.0, dy.1) + t.ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// An alpha clamped to 0 … 1 (NaN is 0).
    static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
