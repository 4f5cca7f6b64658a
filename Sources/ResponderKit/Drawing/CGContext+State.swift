// CGContext's graphics state: the save/restore stack, colours, line style, alpha, blend mode, shadow and the CTM.
//
// Invariant: `restoreGState()` without a matching `saveGState()` changes nothing and is reported to the log, never
// a crash (Core Graphics ignores it too).

#if !_runtime(_ObjC)
    import Foundation

    extension CGContext {
        // MARK: The state stack

        /// Pushes a copy of the graphics state (CTM, clip, colours, line style, alpha, blend mode, shadow).
        public func saveGState() {
            savedStates.append(state)
        }

        /// Restores the state saved by the matching ``saveGState()``. Without one, nothing changes and the log says
        /// so. The current path is not part of the state.
        public func restoreGState() {
            guard let saved = savedStates.popLast() else {
                return log("CGContextRestoreGState: invalid context: restoreGState() without a saveGState()")
            }
            state = saved
        }

        // MARK: Colours

        /// Sets the fill colour.
        public func setFillColor(_ color: CGColor) { state.fillColor = color }

        /// Sets the fill colour from RGB components.
        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets the fill colour to a gray.
        public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

        /// Sets the stroke colour.
        public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

        /// Sets the stroke colour from RGB components.
        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets the stroke colour to a gray.
        public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(gray: gray, alpha: alpha)
        }

        /// Sets the global alpha (clamped to 0 … 1) that every later command is drawn with.
        public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

        /// Sets how later commands composite with what is below them.
        public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

        /// Sets a shadow of a third-opaque black, as Core Graphics' default shadow colour.
        public func setShadow(offset: CGSize, blur: CGFloat) {
            setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
        }

        /// Sets the shadow drawn under later commands; a nil or transparent colour turns shadows off.
        public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
            guard let color, color.alpha > 0 else {
                state.shadow = nil
                return
            }
            state.shadow = DrawingShadow(offset: offset, blur: max(blur, 0), color: DisplayColor(cgColor: color))
        }

        // MARK: Line style

        /// Sets the width of stroked lines (user space); negative widths are ignored.
        public func setLineWidth(_ width: CGFloat) {
            guard width.isFinite, width >= 0 else { return }
            state.lineWidth = width
        }

        /// Sets how the ends of stroked lines are drawn.
        public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

        /// Sets how stroked segments join.
        public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

        /// Sets the limit of mitered joins.
        public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

        /// Sets the dash pattern: painted and unpainted lengths alternately, starting `phase` into the pattern. An
        /// empty pattern draws solid lines; a pattern with a negative length or only zeros is ignored.
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
            guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
            guard lengths.isEmpty || lengths.contains(where: { $0 > 0 }) else { return }
            state.dashPhase = phase
            state.dashLengths = lengths
        }

        // Flatness and antialiasing only decide pixels; a recording has none, so these leave it unchanged.

        /// Sets the accuracy with which curves are rasterized. The recording keeps curves exact.
        public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

        /// Sets whether shapes are antialiased when rasterized. The recording is not rasterized.
        public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

        /// Allows antialiasing when rasterized. The recording is not rasterized.
        public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.allowsAntialiasing = allowsAntialiasing }

        // MARK: The transform

        /// Moves the origin of user space.
        public func translateBy(x tx: CGFloat, y ty: CGFloat) {
            state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
        }

        /// Scales user space.
        public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
            state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
        }

        /// Rotates user space by `angle` radians (clockwise on a screen, whose y axis points down).
        public func rotate(by angle: CGFloat) {
            state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
        }

        /// Applies `transform` to user space, before the current CTM.
        public func concatenate(_ transform: CGAffineTransform) {
            state.ctm = transform.concatenating(state.ctm)
        }
    }
#endif
