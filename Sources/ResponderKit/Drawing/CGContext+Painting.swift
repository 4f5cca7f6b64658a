// CGContext's painting and clipping: fills, strokes, clears and clips of the current path and of shapes.
//
// Invariants: painting or clipping with the current path consumes it (the path is empty afterwards, as in Core
// Graphics); an empty path records nothing; a clip only ever narrows until `restoreGState()` (or `resetClip()`).

#if !_runtime(_ObjC)
    import Foundation

    extension CGContext {
        // MARK: The current path

        /// Fills the current path with the fill colour (each subpath closed implicitly) and empties it.
        public func fillPath(using rule: CGPathFillRule = .winding) {
            let painted = takePath()
            guard !painted.isEmpty else { return }
            record(.fill(DrawingPath(painted), rule: rule, color: DisplayColor(cgColor: state.fillColor)))
        }

        /// Fills the current path with the even-odd rule and empties it.
        public func eoFillPath() { fillPath(using: .evenOdd) }

        /// Strokes the current path with the stroke colour and line style, and empties it.
        public func strokePath() {
            let painted = takePath()
            guard !painted.isEmpty else { return }
            record(
                .stroke(DrawingPath(painted), style: state.strokeStyle, color: DisplayColor(cgColor: state.strokeColor))
            )
        }

        /// Paints the current path as `mode` says (fill, stroke or both, fill first) and empties it.
        public func drawPath(using mode: CGPathDrawingMode) {
            let painted = takePath()
            guard !painted.isEmpty else { return }
            switch mode {
            case .fill, .fillStroke:
                record(.fill(DrawingPath(painted), rule: .winding, color: DisplayColor(cgColor: state.fillColor)))
            case .eoFill, .eoFillStroke:
                record(.fill(DrawingPath(painted), rule: .evenOdd, color: DisplayColor(cgColor: state.fillColor)))
            case .stroke: break
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                record(
                    .stroke(
                        DrawingPath(painted), style: state.strokeStyle, color: DisplayColor(cgColor: state.strokeColor))
                )
            }
        }

        // MARK: Shapes (the current path is left alone)

        /// Fills a rectangle with the fill colour.
        public func fill(_ rect: CGRect) { paint(shape { $0.addRect(rect) }, fill: true) }

        /// Fills rectangles with the fill colour.
        public func fill(_ rects: [CGRect]) {
            paint(shape { path in for rect in rects { path.addRect(rect) } }, fill: true)
        }

        /// Strokes a rectangle with the stroke colour and line style.
        public func stroke(_ rect: CGRect) { paint(shape { $0.addRect(rect) }, fill: false) }

        /// Strokes a rectangle with a line of `width` (the state's line width is unchanged).
        public func stroke(_ rect: CGRect, width: CGFloat) {
            let saved = state.lineWidth
            setLineWidth(width)
            stroke(rect)
            state.lineWidth = saved
        }

        /// Fills the ellipse inscribed in `rect`.
        public func fillEllipse(in rect: CGRect) { paint(shape { $0.addOval(in: rect) }, fill: true) }

        /// Strokes the ellipse inscribed in `rect`.
        public func strokeEllipse(in rect: CGRect) { paint(shape { $0.addOval(in: rect) }, fill: false) }

        /// Strokes separate segments: each pair of points is one line.
        public func strokeLineSegments(between points: [CGPoint]) {
            paint(
                shape { path in
                    for index in stride(from: 0, to: points.count - 1, by: 2) {
                        path.move(to: points[index])
                        path.addLine(to: points[index + 1])
                    }
                }, fill: false)
        }

        /// Makes a rectangle transparent.
        public func clear(_ rect: CGRect) {
            let cleared = shape { $0.addRect(rect) }
            guard !cleared.isEmpty else { return }
            record(.clear(DrawingPath(cleared)))
        }

        // MARK: Clipping

        /// Narrows the clip to the inside of the current path (by `rule`) and empties the path.
        public func clip(using rule: CGPathFillRule = .winding) {
            narrowClip(to: takePath(), rule: rule)
        }

        /// Narrows the clip to the inside of the current path by the even-odd rule and empties the path.
        public func eoClip() { clip(using: .evenOdd) }

        /// Narrows the clip to a rectangle (the current path is left alone).
        public func clip(to rect: CGRect) { narrowClip(to: shape { $0.addRect(rect) }, rule: .winding) }

        /// Narrows the clip to the union of rectangles.
        public func clip(to rects: [CGRect]) {
            narrowClip(to: shape { path in for rect in rects { path.addRect(rect) } }, rule: .winding)
        }

        /// Widens the clip back to the whole drawing area.
        public func resetClip() { state.clip = nil }

        // MARK: Helpers

        /// Empties the current path and returns it.
        func takePath() -> PathGeometry {
            defer { currentPath.removeAll() }
            return currentPath
        }

        /// A shape built in user space, mapped into base space.
        func shape(_ build: (inout PathGeometry) -> Void) -> PathGeometry {
            var geometry = PathGeometry()
            build(&geometry)
            geometry.apply(state.ctm)
            return geometry
        }

        /// Fills or strokes a base-space shape with the state's colour and line style.
        func paint(_ geometry: PathGeometry, fill: Bool) {
            guard !geometry.isEmpty else { return }
            if fill {
                record(.fill(DrawingPath(geometry), rule: .winding, color: DisplayColor(cgColor: state.fillColor)))
            } else {
                record(
                    .stroke(
                        DrawingPath(geometry), style: state.strokeStyle, color: DisplayColor(cgColor: state.strokeColor)
                    ))
            }
        }

        /// Intersects the clip with a base-space shape: an axis-aligned rectangle narrows the clip rectangle, any
        /// other shape is kept as a path too. An empty shape clips everything away.
        func narrowClip(to geometry: PathGeometry, rule: CGPathFillRule) {
            let current = state.clip ?? DrawingClip(rect: area)
            if let rect = CGContext.axisAlignedRect(geometry) {
                state.clip = DrawingClip(rect: CGContext.intersect(current.rect, rect), paths: current.paths)
                return
            }
            let bounds = geometry.isEmpty ? CGRect.zero : geometry.pathBounds
            var paths = current.paths
            paths.append(DrawingClipPath(path: DrawingPath(geometry), rule: rule))
            state.clip = DrawingClip(rect: CGContext.intersect(current.rect, bounds), paths: paths)
        }

        /// The intersection of two rectangles, zero (not null) when they do not meet.
        static func intersect(_ a: CGRect, _ b: CGRect) -> CGRect {
            let result = a.intersection(b)
            return result.isNull ? .zero : result
        }

        /// The rectangle `geometry` is, when it is exactly one closed axis-aligned rectangle.
        static func axisAlignedRect(_ geometry: PathGeometry) -> CGRect? {
            let elements = geometry.elements
            guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
                case .line(let c) = elements[2], case .line(let d) = elements[3], elements[4] == .close
            else { return nil }
            let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
            let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
            guard horizontalFirst || verticalFirst else { return nil }
            return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        }
    }
#endif
