// A recorded path: lines and Bézier curves in subpaths, in base space, with what a backend needs to draw it (its
// bounds, its subpaths flattened into polylines) and what a test needs to check it (containment).
//
// Invariant: a path is a value; it never changes after it is recorded.

import Foundation

/// A path in a ``DrawingList``: the elements of the `CGPath` or `UIBezierPath` drawn, mapped into base space.
public struct DrawingPath: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath.
        case move(to: CGPoint)
        /// A line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line to its start.
        case close
    }

    /// One subpath flattened into straight segments: its points in order, and whether it is closed.
    public struct Polyline: Equatable, Sendable {
        /// The points; a closed polyline does not repeat its first point at the end.
        public var points: [CGPoint]
        /// Whether the subpath was closed (`closePath()`, or a shape such as a rectangle).
        public var isClosed: Bool
    }

    let geometry: PathGeometry

    init(_ geometry: PathGeometry) {
        self.geometry = geometry
    }

    /// The elements, in order.
    public var elements: [Element] {
        geometry.elements.map { element in
            switch element {
            case .move(let p): return .move(to: p)
            case .line(let p): return .line(to: p)
            case .quadCurve(let p, let c): return .quadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): return .curve(to: p, control1: c1, control2: c2)
            case .close: return .close
            }
        }
    }

    /// The smallest rectangle holding the path's points, control points included; null when empty.
    public var bounds: CGRect { geometry.controlPointBounds }

    /// Whether the path has no elements.
    public var isEmpty: Bool { geometry.isEmpty }

    /// Whether the filled path contains `point` (every subpath closed implicitly, as filling closes them).
    public func contains(_ point: CGPoint, rule: CGPathFillRule = .winding) -> Bool {
        geometry.contains(point, evenOdd: rule == .evenOdd, closedSubpathsOnly: false)
    }

    /// The subpaths as polylines: each curve is cut into segments no more than `tolerance` points from the
    /// curve (at least 1 and at most 64 per curve). Subpaths of a single point are left out.
    public func polylines(tolerance: CGFloat = 0.25) -> [Polyline] {
        let tolerance = tolerance.isFinite && tolerance > 0.01 ? tolerance : 0.01
        var result: [Polyline] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if points.count > 1 { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        for element in geometry.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]
            case .line(let p):
                points.append(p)
            case .quadCurve(let p, let c):
                let start = points.last ?? p
                let steps = DrawingPath.steps(
                    length: DrawingPath.distance(start, c) + DrawingPath.distance(c, p), tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = points.last ?? p
                let length =
                    DrawingPath.distance(start, c1) + DrawingPath.distance(c1, c2) + DrawingPath.distance(c2, p)
                let steps = DrawingPath.steps(length: length, tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(
                        CGPoint(
                            x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let first = points.first
                if points.count > 1, let first, points.last == first { points.removeLast() }
                let restart = points.first
                finish(closed: true)
                if let restart { points = [restart] }
            }
        }
        finish(closed: false)
        return result
    }

    /// Segments for a curve whose control polygon is `length` long: enough that each deviates from the curve by
    /// about `tolerance` at most.
    private static func steps(length: CGFloat, _ tolerance: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 1 }
        return min(max(Int((length / (8 * tolerance)).squareRoot().rounded(.up)) * 2, 1), 64)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
