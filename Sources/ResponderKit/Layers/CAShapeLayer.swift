// A layer that draws a path: its fill and stroke are recorded by `recordedDrawing()` (CALayer+Drawing.swift).
import Foundation

/// A layer that draws a cubic Bézier path, as in Core Animation: filled with ``fillColor``, then stroked with
/// ``strokeColor`` between ``strokeStart`` and ``strokeEnd``. Like Core Animation's, its `contains(_:)` tests its
/// bounds, not its path: a custom control whose layer should be hit only on its shape overrides `contains(_:)` with
/// `path?.contains(p) ?? false`, and `hitTest(_:)` follows it.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path to draw; nil by default.
    open var path: CGPath?
    /// The fill colour; opaque black by default.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The rule that decides the filled interior; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor?
    /// Where the stroke starts, 0 … 1 of the path; 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, 0 … 1 of the path; 1 by default.
    open var strokeEnd: CGFloat = 1
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How line ends are drawn; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How lines join; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The dash phase; 0 by default.
    open var lineDashPhase: CGFloat = 0
    /// The dash lengths; nil (a solid line) by default.
    open var lineDashPattern: [NSNumber]?
}
