// A view's layer: created on first use, of the view's `layerClass`, one per view. Its geometry and visibility are
// the view's own (see CALayer.swift).
import Foundation

extension UIView {
    /// The view's Core Animation layer, created on first use as an instance of ``layerClass`` (a `CALayer` if
    /// that is not a layer class). Reading or writing its geometry and visibility reads or writes the view.
    public var layer: CALayer {
        let appearance = ensuredAppearance
        if let layer = appearance.layer { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.hostView = self
        appearance.layer = layer
        return layer
    }

    /// The view's layer if it has been created.
    final var existingLayer: CALayer? { extras?.appearance?.layer }
}
