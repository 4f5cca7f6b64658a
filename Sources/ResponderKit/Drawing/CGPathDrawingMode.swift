// CGPathDrawingMode for platforms without CoreGraphics (Linux), with Core Graphics' raw values.
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// How `CGContext.drawPath(using:)` paints the current path.
    public enum CGPathDrawingMode: Int32, Sendable {
        /// Fills with the non-zero winding rule.
        case fill = 0
        /// Fills with the even-odd rule.
        case eoFill = 1
        /// Strokes.
        case stroke = 2
        /// Fills with the non-zero winding rule, then strokes.
        case fillStroke = 3
        /// Fills with the even-odd rule, then strokes.
        case eoFillStroke = 4
    }
#endif
