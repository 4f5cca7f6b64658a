// CGMutablePath for platforms without CoreGraphics (Linux): a path that can be built element by element.
//
// Invariants: without a current point (before the first move), lines and curves are ignored, as Core Graphics
// ignores them. On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// A mutable graphics path.
    public final class CGMutablePath: CGPath {
        /// An empty path.
        public init() {
            super.init(geometry: PathGeometry())
        }

        override init(geometry: PathGeometry) {
            super.init(geometry: geometry)
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.move(to: point.applying(transform))
        }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.addLine(to: point.applying(transform))
        }

        /// Starts a subpath at the first point and adds lines through the others.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// Adds a quadratic Bézier curve from the current point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        }

        /// Adds a cubic Bézier curve from the current point.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            geometry.addCurve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }

        /// Adds an arc of a circle. `clockwise` is in Core Graphics' y-up sense: on a screen (y down), a
        /// clockwise arc here is drawn counterclockwise, the opposite of `UIBezierPath`'s `clockwise`.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            var arc = PathGeometry()
            if geometry.current != nil { arc.move(to: geometry.currentPoint.applying(transform.inverted())) }
            arc.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise)
            arc.apply(transform)
            appendContinuing(arc)
        }

        /// Adds a closed rectangle.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            var shape = PathGeometry()
            shape.addRect(rect)
            shape.apply(transform)
            geometry.append(shape)
        }

        /// Adds a closed ellipse inscribed in `rect`.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            var shape = PathGeometry()
            shape.addOval(in: rect)
            shape.apply(transform)
            geometry.append(shape)
        }

        /// Adds a closed rectangle with quarter-ellipse corners.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            var shape = PathGeometry()
            shape.addRoundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
            shape.apply(transform)
            geometry.append(shape)
        }

        /// Adds the elements of another path.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            var other = path.geometry
            other.apply(transform)
            geometry.append(other)
        }

        /// Closes the current subpath with a line to its start.
        public func closeSubpath() {
            geometry.close()
        }

        /// Appends an arc built from the current point, without its leading move.
        private func appendContinuing(_ arc: PathGeometry) {
            var elements = arc.elements[...]
            if geometry.current != nil, case .move = elements.first { elements = elements.dropFirst() }
            for element in elements { geometry.add(element) }
        }
    }
#endif
