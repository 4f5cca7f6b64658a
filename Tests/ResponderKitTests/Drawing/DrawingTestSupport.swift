// Helpers of the drawing tests (docs/spec-drawing.md): render into an image at one pixel per point, read back what
// was recorded, and collect what drawing logs.

import Foundation

@testable import ResponderKit

/// What `actions` drew into a 100 × 100 image at scale 1.
@MainActor
func recorded(
    size: CGSize = CGSize(width: 100, height: 100), _ actions: (UIGraphicsImageRendererContext) -> Void
) -> DrawingList {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    return image.cgImage?.drawing ?? DrawingList()
}

/// The lines the shared application's `graphicsLog` received while `body` ran.
@MainActor
func graphicsLogLines(during body: () -> Void) -> [String] {
    let application = UIApplication.shared
    let saved = application.graphicsLog
    var lines: [String] = []
    application.graphicsLog = { lines.append($0) }
    body()
    application.graphicsLog = saved
    return lines
}

/// A colour as drawing records it.
func recordedColor(_ color: UIColor) -> DisplayColor { DisplayColor(cgColor: color.cgColor) }

extension DrawingOperation {
    /// The filled path's bounds and colour, for a fill.
    var fillRect: (CGRect, DisplayColor)? {
        if case .fill(let path, _, let color) = self { return (path.bounds, color) }
        return nil
    }

    /// The stroked path's bounds, style and colour, for a stroke.
    var strokeInfo: (CGRect, DrawingStrokeStyle, DisplayColor)? {
        if case .stroke(let path, let style, let color) = self { return (path.bounds, style, color) }
        return nil
    }

    /// The cleared path's bounds, for a clear.
    var clearedRect: CGRect? {
        if case .clear(let path) = self { return path.bounds }
        return nil
    }
}

/// A view that draws an oval filled red and its bounds stroked blue, and records each call of `draw(_:)`.
final class CanvasView: UIView {
    /// The rectangles `draw(_:)` was called with.
    var drawnRects: [CGRect] = []
    /// The current context during each call.
    var contexts: [CGContext?] = []
    /// Where every canvas notes its draws, in order (for painter's order).
    var sharedLog: ((String) -> Void)?

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        contexts.append(UIGraphicsGetCurrentContext())
        sharedLog?(accessibilityIdentifier ?? "canvas")
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
        let context = UIGraphicsGetCurrentContext()
        context?.setStrokeColor(UIColor.blue.cgColor)
        context?.setLineWidth(2)
        context?.stroke(bounds)
    }
}

extension UIView {
    /// What the view's last display pass recorded (its layer's contents), or nil.
    var recordedDrawing: DrawingList? { (layer.contents as? CGImage)?.drawing }
}
