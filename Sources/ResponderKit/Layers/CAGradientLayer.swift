// A layer that draws a colour gradient over its bounds, from its colours, locations, start and end points.
//
// Invariants: `colors` holds `CGColor`s (anything else is skipped when drawing, as Core Animation ignores it);
// `startPoint` and `endPoint` are in unit coordinates of the bounds. What it draws is recorded by
// `CALayer.recordedDrawing()` (CALayer+Drawing.swift), for a backend.
import Foundation

/// A layer that draws a colour gradient over its background, as in Core Animation.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
/// gradient.locations = [0, 1]
/// gradient.startPoint = CGPoint(x: 0, y: 0.5)
/// gradient.endPoint = CGPoint(x: 1, y: 0.5)
/// ```
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours of the gradient, as `CGColor`s (`[Any]?`, as Core Animation declares it); nil by default.
    open var colors: [Any]?
    /// Where each colour sits, 0 … 1, one per colour; nil (evenly spaced) by default.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top middle, by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom middle, by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The style of the gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s geometry and appearance, and its gradient when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (
            other.colors, other.locations, other.startPoint, other.endPoint, other.type
        )
    }

    /// Archives are not supported (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
