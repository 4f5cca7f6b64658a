// UIBezierPath's drawing: fill, stroke and clip in the current graphics context, as UIKit does them (the path's own
// line style, the context's colours).
//
// Invariants: the context's state (colours, line style, blend mode, alpha) and current path are as they were after
// each call; with no current context nothing is drawn and the shared application's `graphicsLog` says so.
import Foundation

extension UIBezierPath {
    @MainActor
    final func fillImpl(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = currentGraphicsContext(for: "UIBezierPath.fill()") else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        let pending = context.path
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
        if let pending { context.addPath(pending) }
    }

    @MainActor
    final func strokeImpl(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = currentGraphicsContext(for: "UIBezierPath.stroke()") else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        let pending = context.path
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
        if let pending { context.addPath(pending) }
    }

    @MainActor
    final func addClipImpl() {
        guard let context = currentGraphicsContext(for: "UIBezierPath.addClip()") else { return }
        let pending = context.path
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        if let pending { context.addPath(pending) }
    }
}
