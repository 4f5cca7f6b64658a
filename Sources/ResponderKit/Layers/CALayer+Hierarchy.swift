// A layer's sublayers. A view's layer's sublayers are its subviews' layers followed by its standalone sublayers;
// a view's layer moves only with its view.
//
// Invariants: a standalone layer is in at most one `ownSublayers` list, its `ownSuperlayer`'s. Adding a view's
// layer to a view's layer adds the view as a subview; adding it to a standalone layer does nothing (a view lives
// only under a view).
import Foundation

extension CALayer {
    final var sublayersImpl: [CALayer]? {
        let subviewLayers = hostView?.subviews.map(\.layer) ?? []
        let all = subviewLayers + ownSublayers
        return all.isEmpty ? nil : all
    }

    final func setSublayersImpl(_ newValue: [CALayer]?) {
        for layer in ownSublayers { layer.ownSuperlayer = nil }
        ownSublayers = []
        for layer in newValue ?? [] { addSublayer(layer) }
    }

    /// Inserts `layer` at `index` of the sublayers (nil: at the front).
    final func insertSublayerImpl(_ layer: CALayer, at index: Int?) {
        guard layer !== self else { return }
        let subviewCount = hostView?.subviews.count ?? 0
        if let view = layer.hostView {
            guard let host = hostView, !host.isDescendant(of: view) else { return }
            if let index, index < subviewCount {
                host.insertSubview(view, at: max(index, 0))
            } else {
                host.addSubview(view)
            }
            return
        }
        guard !isInSubtree(of: layer) else { return }
        layer.removeFromSuperlayer()
        let position = index.map { min(max($0 - subviewCount, 0), ownSublayers.count) } ?? ownSublayers.count
        ownSublayers.insert(layer, at: position)
        layer.ownSuperlayer = self
    }

    /// Inserts `layer` next to `sibling`: just above or below it, or at the front when it is not a sublayer.
    final func insertSublayerImpl(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        guard let sibling, let index = (sublayers ?? []).firstIndex(where: { $0 === sibling }) else {
            return insertSublayerImpl(layer, at: nil)
        }
        if let siblingView = sibling.hostView, let view = layer.hostView, let host = hostView {
            if above {
                host.insertSubview(view, aboveSubview: siblingView)
            } else {
                host.insertSubview(view, belowSubview: siblingView)
            }
            return
        }
        insertSublayerImpl(layer, at: above ? index + 1 : index)
    }

    final func replaceSublayerImpl(_ oldLayer: CALayer, _ newLayer: CALayer) {
        guard oldLayer !== newLayer, oldLayer.superlayer === self else { return }
        insertSublayerImpl(newLayer, relativeTo: oldLayer, above: false)
        oldLayer.removeFromSuperlayer()
    }

    final func removeFromSuperlayerImpl() {
        if let hostView { return hostView.removeFromSuperview() }
        guard let parent = ownSuperlayer else { return }
        if let index = parent.ownSublayers.firstIndex(where: { $0 === self }) { parent.ownSublayers.remove(at: index) }
        ownSuperlayer = nil
    }

    /// Whether the receiver is `layer` or below it (adding `layer` to the receiver would make a cycle).
    private func isInSubtree(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }
}
