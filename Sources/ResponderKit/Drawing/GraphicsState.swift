// The graphics state of a recording `CGContext`: what `saveGState()` pushes and `restoreGState()` pops.
//
// Invariants: `ctm` maps user space to the context's base space; `clip` is in base space (nil: the whole area, for
// a context without bounds); colours are as set (the global `alpha` is separate, as in Core Graphics).

#if !_runtime(_ObjC)
    import Foundation

    /// The parameters that drawing reads, saved and restored as a whole.
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: DrawingShadow?
        var clip: DrawingClip?
        var flatness: CGFloat = 0.6
        var shouldAntialias = true
        var allowsAntialiasing = true

        /// The CTM's mean scale: how much longer a user-space length is in base space.
        var meanScale: CGFloat {
            let determinant = ctm.a * ctm.d - ctm.b * ctm.c
            return abs(determinant).squareRoot()
        }

        /// The stroke style in base space.
        var strokeStyle: DrawingStrokeStyle {
            let scale = meanScale
            return DrawingStrokeStyle(
                width: lineWidth * scale, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                dashPhase: dashPhase * scale, dashLengths: dashLengths.map { $0 * scale })
        }
    }
#endif
