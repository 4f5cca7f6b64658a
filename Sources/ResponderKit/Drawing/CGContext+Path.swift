// CGContext's current path: built in user space, kept in base space (each point mapped by the CTM of its call).
//
// Invariants: without a current point, lines and curves are ignored (Core Graphics logs and ignores them); shapes
// (rectangles, ellipses) start their own closed subpaths; arcs join the current point with a line.

#if !_runtime(_ObjC)
    import Foundation

    extension CGContext {
        /// Empties the current path.
        public func beginPath() { currentPath.removeAll() }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint) { currentPath.move(to: point.applying(state.ctm)) }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(state.ctm)) }

        /// Starts a subpath at the first point and adds lines through the others.
        public func addLines(between points: [CGPoint]) {
            guard let first = points.first else { return }
            move(to: first)
            for point in points.dropFirst() { addLine(to: point) }
        }

        /// Adds a cubic Bézier curve from the current point.
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            let t = state.ctm
            currentPath.addCurve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        }

        /// Adds a quadratic Bézier curve from the current point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint) {
            currentPath.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
        }

        /// Adds a closed rectangle.
        public func addRect(_ rect: CGRect) {
            var shape = PathGeometry()
            shape.addRect(rect)
            append(shape)
        }

        /// Adds closed rectangles.
        public func addRects(_ rects: [CGRect]) {
            for rect in rects { addRect(rect) }
        }

        /// Adds a closed ellipse inscribed in `rect`.
        public func addEllipse(in rect: CGRect) {
            var shape = PathGeometry()
            shape.addOval(in: rect)
            append(shape)
        }

        /// Adds an arc of a circle, joined to the current point by a line. `clockwise` is in Core Graphics' y-up
        /// sense: in a context whose y axis points down (a view's, an image renderer's), `clockwise: true` turns
        /// counterclockwise on the screen, as on iOS.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            guard let inverse = invertibleCTMInverse else { return }
            var arc = PathGeometry()
            if currentPath.current != nil { arc.move(to: currentPath.currentPoint.applying(inverse)) }
            arc.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise)
            arc.apply(state.ctm)
            var elements = arc.elements[...]
            if currentPath.current != nil, case .move = elements.first { elements = elements.dropFirst() }
            for element in elements { currentPath.add(element) }
        }

        /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
        /// there to `tangent2End`, joined to the current point by a line (rounded corners drawn the Quartz way).
        public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
            guard currentPath.current != nil, let inverse = invertibleCTMInverse else { return }
            let p0 = currentPath.currentPoint.applying(inverse)
            let (v1, v2) = (
                CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y),
                CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
            )
            let (l1, l2) = ((v1.x * v1.x + v1.y * v1.y).squareRoot(), (v2.x * v2.x + v2.y * v2.y).squareRoot())
            let cross = v1.x * v2.y - v1.y * v2.x
            guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else { return addLine(to: tangent1End) }
            let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
            let distance = radius / tan(angle / 2)
            let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
            let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
            let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
            let end = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
            // The centre is on the bisector, `radius` from both tangent lines.
            let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
            let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
            let centerDistance = radius / sin(angle / 2)
            let center = CGPoint(
                x: tangent1End.x + bisector.x / length * centerDistance,
                y: tangent1End.y + bisector.y / length * centerDistance)
            let startAngle = atan2(start.y - center.y, start.x - center.x)
            let endAngle = atan2(end.y - center.y, end.x - center.x)
            // Turning from the first tangent to the second decides the direction of the arc.
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: cross < 0)
        }

        /// Adds the elements of `path`, mapped by the CTM.
        public func addPath(_ path: CGPath) {
            append(path.geometry)
        }

        /// Closes the current subpath with a line to its start.
        public func closePath() { currentPath.close() }

        /// The current path in user space, or nil when it is empty.
        public var path: CGPath? {
            guard !currentPath.isEmpty, let inverse = invertibleCTMInverse else { return nil }
            var copy = currentPath
            copy.apply(inverse)
            return CGPath(geometry: copy)
        }

        /// Whether the current path is empty.
        public var isPathEmpty: Bool { currentPath.isEmpty }

        /// The current point of the path in user space (zero when the path is empty).
        public var currentPointOfPath: CGPoint {
            guard let inverse = invertibleCTMInverse else { return .zero }
            return currentPath.currentPoint.applying(inverse)
        }

        /// The bounding box of the current path in user space, control points included; null when empty.
        public var boundingBoxOfPath: CGRect {
            guard !currentPath.isEmpty, let inverse = invertibleCTMInverse else { return .null }
            var copy = currentPath
            copy.apply(inverse)
            return copy.controlPointBounds
        }

        /// Whether `point` (user space) is inside the current path painted with `mode`: filled, or for strokes
        /// within half the line width of it.
        public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
            let p = point.applying(state.ctm)
            switch mode {
            case .fill, .fillStroke:
                if currentPath.contains(p, evenOdd: false, closedSubpathsOnly: false) { return true }
            case .eoFill, .eoFillStroke:
                if currentPath.contains(p, evenOdd: true, closedSubpathsOnly: false) { return true }
            case .stroke: break
            }
            guard mode != .fill, mode != .eoFill else { return false }
            let reach = state.lineWidth * state.meanScale / 2
            return DrawingPath(currentPath).polylines().contains { line in
                let points = line.isClosed ? line.points + [line.points[0]] : line.points
                return zip(points, points.dropFirst()).contains { CGContext.distance(from: p, to: ($0, $1)) <= reach }
            }
        }

        // MARK: Helpers

        /// The inverse of the CTM, or nil when the CTM squashes user space flat.
        var invertibleCTMInverse: CGAffineTransform? {
            let t = state.ctm
            guard t.a * t.d - t.b * t.c != 0 else { return nil }
            return t.inverted()
        }

        /// Appends `shape` (user space) to the current path, mapped by the CTM.
        func append(_ shape: PathGeometry) {
            var mapped = shape
            mapped.apply(state.ctm)
            currentPath.append(mapped)
        }

        /// The distance from `point` to the segment `segment`.
        static func distance(from point: CGPoint, to segment: (CGPoint, CGPoint)) -> CGFloat {
            let (a, b) = segment
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let squared = dx * dx + dy * dy
            let t = squared > 0 ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / squared)) : 0
            let (x, y) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
            return (x * x + y * y).squareRoot()
        }
    }
#endif
