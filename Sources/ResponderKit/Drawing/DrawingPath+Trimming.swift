// The part of a path between two fractions of its length: what a shape layer's `strokeStart` and `strokeEnd` stroke.
//
// Invariant: the result is made of straight segments along the path's flattened subpaths, in order; lengths are
// measured along them (closed subpaths include their closing segment).

#if !_runtime(_ObjC)
    import Foundation

    extension DrawingPath {
        /// The stretch of the path from `start` to `end` (fractions of its whole length, 0 … 1), as lines.
        func trimmed(from start: CGFloat, to end: CGFloat) -> DrawingPath {
            let subpaths = polylines().map { line in line.isClosed ? line.points + [line.points[0]] : line.points }
            let lengths = subpaths.map { points in
                zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + DrawingPath.length($1.0, $1.1) }
            }
            let total = lengths.reduce(0, +)
            guard total > 0 else { return DrawingPath(PathGeometry()) }
            let (from, to) = (start * total, end * total)
            var geometry = PathGeometry()
            var travelled: CGFloat = 0
            for points in subpaths {
                var drawing = false
                for (a, b) in zip(points, points.dropFirst()) {
                    let length = DrawingPath.length(a, b)
                    defer { travelled += length }
                    let (segmentStart, segmentEnd) = (travelled, travelled + length)
                    guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                    let t0 = max(0, (from - segmentStart) / length)
                    let t1 = min(1, (to - segmentStart) / length)
                    let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                    let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                    if !drawing {
                        geometry.move(to: p0)
                        drawing = true
                    }
                    geometry.addLine(to: p1)
                }
            }
            return DrawingPath(geometry)
        }

        private static func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
    }
#endif
