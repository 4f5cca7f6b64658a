// Marking a layer for display and layout, and the passes a backend runs. A view's layer forwards to its view.
import Foundation

extension CALayer {
    /// Whether the layer is marked for display (a view's layer: its view).
    public func needsDisplay() -> Bool {
        hostView?.flags.contains(.needsDisplay) ?? ownNeedsDisplay
    }

    /// Whether the layer is marked for layout (a view's layer: its view).
    public func needsLayout() -> Bool {
        hostView?.flags.contains(.needsLayout) ?? ownNeedsLayout
    }

    final func setNeedsDisplayImpl() {
        if let hostView { return hostView.setNeedsDisplay() }
        ownNeedsDisplay = true
    }

    final func displayIfNeededImpl() {
        if let hostView { return hostView.displayIfNeeded() }
        if ownNeedsDisplay { display() }
    }

    final func displayImpl() {
        if let hostView {
            hostView.flags.insert(.needsDisplay)
            return hostView.displayIfNeeded()
        }
        ownNeedsDisplay = false
        let before = contents as AnyObject?
        delegate?.display(self)
        // A delegate's `display(_:)` that set the contents replaces drawing, as in Core Animation.
        guard (contents as AnyObject?) === before else { return }
        #if !_runtime(_ObjC)
            recordContents()
        #endif
    }

    final func setNeedsLayoutImpl() {
        if let hostView { return hostView.setNeedsLayout() }
        ownNeedsLayout = true
    }

    final func layoutIfNeededImpl() {
        if let hostView { return hostView.layoutIfNeeded() }
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer.hostView != nil {
                layer.layoutIfNeeded()
                continue
            }
            if layer.ownNeedsLayout {
                layer.ownNeedsLayout = false
                layer.layoutSublayers()
            }
            stack.append(contentsOf: layer.ownSublayers.reversed())
        }
    }

    final func layoutSublayersImpl() {
        if let hostView { return hostView.layoutSubviews() }
        delegate?.layoutSublayers(of: self)
    }
}
