// The delegate of a layer: a view is the delegate of its own layer.
import Foundation

/// Methods a layer calls on its delegate (all optional: the default implementations do nothing). A view is its
/// layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Asked to provide the layer's contents, from `display()`.
    func display(_ layer: CALayer)
    /// Asked to lay out the layer's sublayers, from `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// Asked to draw the layer's content into `ctx`, from the layer's `draw(in:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

extension UIView: CALayerDelegate {}
