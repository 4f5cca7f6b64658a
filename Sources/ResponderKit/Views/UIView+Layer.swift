// A view's layer: created on first use, of the view's `layerClass`, one per view. Its geometry and visibility are
// the view's own (see CALayer.swift). A custom layer class is created through its `init?(coder:)` (see
// `makeLayer(of:)`): give it one that calls your setup, as UIKit code that archives layers does.
import Foundation

extension UIView {
    /// The view's Core Animation layer, created on first use as an instance of ``layerClass`` (a `CALayer` if
    /// that is not a layer class). Reading or writing its geometry and visibility reads or writes the view.
    public var layer: CALayer {
        let appearance = ensuredAppearance
        if let layer = appearance.layer { return layer }
        let layer = UIView.makeLayer(of: type(of: self).layerClass)
        layer.hostView = self
        appearance.layer = layer
        return layer
    }

    /// A layer of `layerClass`: Core Animation's own classes through `init()`; any other class through
    /// `init?(coder:)` with a `LayerClassCoder` (Swift calls only required initializers through a metatype, and
    /// `init?(coder:)` is the one every layer class has); a plain `CALayer` when that fails.
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        switch ObjectIdentifier(layerClass) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        default:
            guard let layerType = layerClass as? CALayer.Type else { return CALayer() }
            return layerType.init(coder: LayerClassCoder()) ?? CALayer()
        }
    }

    /// The view's layer if it has been created.
    final var existingLayer: CALayer? { extras?.appearance?.layer }
}
