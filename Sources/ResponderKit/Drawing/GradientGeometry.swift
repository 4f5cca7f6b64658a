// Where a recorded gradient paints, as a path: what an SVG writer fills with the gradient (SVG pads a gradient
// everywhere; Core Graphics paints beyond its ends only when its options say so).
//
// Invariant: "everywhere" is a square 100,000 points from the gradient on each side, beyond any screen.
#if !_runtime(_ObjC)
    import Foundation

    /// The areas gradients paint.
    enum GradientGeometry {
        /// How far "everywhere" reaches.
        static let reach: CGFloat = 100_000

        /// The band a linear gradient paints: between the lines through `start` and `end` perpendicular to the
        /// axis, extended past either end when `options` says so; everywhere when start and end coincide
        /// and either extension is on (Core Graphics then paints the end colour), else nothing.
        static func linearBand(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) -> DrawingPath {
            var geometry = PathGeometry()
            let dx = end.x - start.x
            let dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else {
                if !options.isEmpty { geometry.addRect(everywhere(around: start)) }
                return DrawingPath(geometry)
            }
            let (ux, uy) = (dx / length, dy / length)
            let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
            let after = options.contains(.drawsAfterEndLocation) ? reach : 0
            let a = CGPoint(x: start.x - ux * before, y: start.y - uy * before)
            let b = CGPoint(x: end.x + ux * after, y: end.y + uy * after)
            let (nx, ny) = (-uy * reach, ux * reach)
            geometry.move(to: CGPoint(x: a.x + nx, y: a.y + ny))
            geometry.addLine(to: CGPoint(x: b.x + nx, y: b.y + ny))
            geometry.addLine(to: CGPoint(x: b.x - nx, y: b.y - ny))
            geometry.addLine(to: CGPoint(x: a.x - nx, y: a.y - ny))
            geometry.close()
            return DrawingPath(geometry)
        }

        /// The area a radial gradient paints (filled even-odd): inside the end circle (everywhere when it draws
        /// after its end), less the start circle unless it draws before its start.
        static func radialArea(
            startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
            options: CGGradientDrawingOptions
        ) -> DrawingPath {
            var geometry = PathGeometry()
            if options.contains(.drawsAfterEndLocation) {
                geometry.addRect(everywhere(around: endCenter))
            } else if endRadius > 0 {
                geometry.addOval(in: circle(endCenter, endRadius))
            }
            if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
                geometry.addOval(in: circle(startCenter, startRadius))
            }
            return DrawingPath(geometry)
        }

        private static func circle(_ center: CGPoint, _ radius: CGFloat) -> CGRect {
            CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        }

        private static func everywhere(around point: CGPoint) -> CGRect {
            CGRect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
        }
    }
#endif
