// The kinds of recorded drawing: fills, strokes, clears, images, gradients and text. Geometry is in base space.

import Foundation

/// What one ``DrawingCommand`` draws. Points, paths and rectangles are in the context's base space (the CTM of
/// the call applied); an image's and a text run's `transform` maps their own rectangle into base space.
public enum DrawingOperation: Equatable, Sendable {
    /// Fills the path's interior, decided by `rule`, with `color`.
    case fill(DrawingPath, rule: CGPathFillRule, color: DisplayColor)
    /// Strokes the path with `color`; the style's width is in base-space points.
    case stroke(DrawingPath, style: DrawingStrokeStyle, color: DisplayColor)
    /// Makes the path's interior transparent (`CGContext.clear(_:)`).
    case clear(DrawingPath)
    /// Draws `image` scaled into `rect`, mapped by `transform` into base space.
    case image(CGImage, rect: CGRect, transform: CGAffineTransform)
    /// Fills the clip with a linear gradient from `start` to `end`.
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    /// Fills the clip with a radial gradient between two circles.
    case radialGradient(
        CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions)
    /// Draws one line of text.
    case text(DrawingTextRun)
}
