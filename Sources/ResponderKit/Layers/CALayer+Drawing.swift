// What a standalone layer draws: its `draw(in:)` recorded as its contents, and the drawing of the layers that draw
// themselves (a shape layer's path, a gradient layer's gradient), for a backend and for tests.
//
// Invariants: recordings are in the layer's bounds coordinates moved to start at zero (as a contents image is);
// a layer that draws nothing gets no contents.
import Foundation

#if !_runtime(_ObjC)
    extension CALayer {
        /// Records `draw(in:)` into a context of the bounds at `contentsScale` and stores it as `contents`.
        final func recordContents() {
            let bounds = self.bounds
            let context = CGContext(
                area: bounds, scale: contentsScale, clip: bounds, log: graphicsLogForwarder())
            withCurrentGraphicsContext(context, caller: "CALayer.draw(in:)") { draw(in: context) }
            guard !context.commands.isEmpty || contents is CGImage else { return }
            contents = CGImage(
                width: Int((bounds.width * context.scale).rounded()),
                height: Int((bounds.height * context.scale).rounded()),
                scale: context.scale, drawing: context.recording(relativeTo: bounds.origin))
        }

        /// What the layer shows of its own, in its bounds coordinates moved to start at zero: a shape layer's path, a
        /// gradient layer's gradient, else the drawing of its contents image (nil when it has none).
        final func recordedDrawing() -> DrawingList? {
            if let shape = self as? CAShapeLayer { return shape.shapeDrawing() }
            if let gradient = self as? CAGradientLayer { return gradient.gradientDrawing() }
            return (contents as? CGImage)?.drawing
        }
    }

    extension CAShapeLayer {
        /// The path filled with `fillColor` (by `fillRule`), then stroked with `strokeColor` and the line style,
        /// between `strokeStart` and `strokeEnd`.
        final func shapeDrawing() -> DrawingList? {
            guard let path, !path.isEmpty else { return nil }
            let origin = bounds.origin
            var geometry = path.geometry
            geometry.apply(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            var commands: [DrawingCommand] = []
            if let fillColor, fillColor.alpha > 0 {
                let rule: CGPathFillRule = fillRule == .evenOdd ? .evenOdd : .winding
                commands.append(
                    DrawingCommand(
                        operation: .fill(DrawingPath(geometry), rule: rule, color: DisplayColor(cgColor: fillColor))))
            }
            if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
                let start = min(max(strokeStart, 0), 1)
                let end = min(max(strokeEnd, 0), 1)
                if end > start {
                    let stroked =
                        start > 0 || end < 1
                        ? DrawingPath(geometry).trimmed(from: start, to: end) : DrawingPath(geometry)
                    let style = DrawingStrokeStyle(
                        width: lineWidth, cap: CAShapeLayer.cap(lineCap), join: CAShapeLayer.join(lineJoin),
                        miterLimit: miterLimit,
                        dashPhase: lineDashPhase, dashLengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
                    commands.append(
                        DrawingCommand(
                            operation: .stroke(stroked, style: style, color: DisplayColor(cgColor: strokeColor))))
                }
            }
            return DrawingList(commands: commands)
        }

        private static func cap(_ cap: CAShapeLayerLineCap) -> CGLineCap {
            cap == .round ? .round : cap == .square ? .square : .butt
        }

        private static func join(_ join: CAShapeLayerLineJoin) -> CGLineJoin {
            join == .round ? .round : join == .bevel ? .bevel : .miter
        }
    }

    extension CAGradientLayer {
        /// The gradient over the bounds: axial from `startPoint` to `endPoint`, or radial (and conic, drawn as
        /// radial) from `startPoint` out to `endPoint`'s distance. Nil without a colour.
        final func gradientDrawing() -> DrawingList? {
            let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
            guard !cgColors.isEmpty else { return nil }
            let stops = locations?.count == cgColors.count ? locations?.map { CGFloat($0.doubleValue) } : nil
            let gradient = CGGradient(
                colors: cgColors, locations: stops ?? CAGradientLayer.evenLocations(cgColors.count))
            let size = bounds.size
            let start = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
            let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
            let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
            let operation: DrawingOperation
            if type == .axial {
                operation = .linearGradient(gradient, start: start, end: end, options: options)
            } else {
                let radius = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y))
                    .squareRoot()
                operation = .radialGradient(
                    gradient, startCenter: start, startRadius: 0, endCenter: start, endRadius: radius, options: options)
            }
            return DrawingList(
                commands: [
                    DrawingCommand(operation: operation, clip: DrawingClip(rect: CGRect(origin: .zero, size: size)))
                ])
        }

        private static func evenLocations(_ count: Int) -> [CGFloat] {
            count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
    }
#endif
