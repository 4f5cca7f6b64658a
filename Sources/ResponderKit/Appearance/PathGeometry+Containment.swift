// Point containment and curve extremes for `PathGeometry` (see the invariants in PathGeometry.swift).
import Foundation

extension PathGeometry {
    /// Whether `point` is inside the path under the non-zero winding rule, or the even-odd rule.
    ///
    /// - Parameter closedSubpathsOnly: UIBezierPath's rule: a subpath that was not closed encloses nothing.
    ///   Otherwise (CGPath's rule) every subpath is closed implicitly, as when filling.
    func contains(_ point: CGPoint, evenOdd: Bool, closedSubpathsOnly: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var total = 0
        var subpath = 0
        var start = CGPoint.zero
        var last = CGPoint.zero
        var subpathOpen = false
        func finishSubpath(closed: Bool) {
            if subpathOpen && (closed || !closedSubpathsOnly) {
                total += closed ? subpath : subpath + PathGeometry.lineWinding(last, start, point)
            }
            subpath = 0
            subpathOpen = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finishSubpath(closed: false)
                start = p
                last = p
                subpathOpen = true
            case .line(let p):
                subpath += PathGeometry.lineWinding(last, p, point)
                last = p
            case .quadCurve(let p, let c):
                let (c1, c2) = PathGeometry.cubicControls(from: last, quadControl: c, to: p)
                subpath += PathGeometry.cubicWinding(last, c1, c2, p, point, depth: 0)
                last = p
            case .curve(let p, let c1, let c2):
                subpath += PathGeometry.cubicWinding(last, c1, c2, p, point, depth: 0)
                last = p
            case .close:
                subpath += PathGeometry.lineWinding(last, start, point)
                last = start
                let wasOpen = subpathOpen
                finishSubpath(closed: true)
                // Elements after a close continue a new subpath from the same start.
                subpathOpen = wasOpen
            }
        }
        finishSubpath(closed: false)
        return evenOdd ? total % 2 != 0 : total != 0
    }

    /// The signed crossing of the ray from `p` towards +x with the segment `a` → `b`: +1 when the segment goes
    /// down (y increasing) across the ray, −1 when it goes up, 0 otherwise. A segment crossing exactly at `p`
    /// does not count, so minimum edges are inside and maximum edges outside.
    static func lineWinding(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y {
            if b.y > p.y && side > 0 { return 1 }
        } else if b.y <= p.y && side < 0 {
            return -1
        }
        return 0
    }

    /// The signed crossings of the ray from `p` towards +x with a cubic Bézier segment, subdividing it only where
    /// it may cross the ray near `p`.
    static func cubicWinding(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ p: CGPoint, depth: Int
    ) -> Int {
        let minY = min(p0.y, c1.y, c2.y, p3.y)
        let maxY = max(p0.y, c1.y, c2.y, p3.y)
        // Entirely on one side of the ray's line (by the half-open rule of `lineWinding`): no crossing.
        if maxY <= p.y || minY > p.y { return 0 }
        let minX = min(p0.x, c1.x, c2.x, p3.x)
        let maxX = max(p0.x, c1.x, c2.x, p3.x)
        if maxX <= p.x { return 0 }
        // Wholly right of the point, or too small to matter: the curve crosses the ray as its chord does.
        if minX > p.x || (maxX - minX < curveTolerance && maxY - minY < curveTolerance) || depth >= 48 {
            return lineWinding(p0, p3, p)
        }
        // de Casteljau at t = 0.5.
        let a = mid(p0, c1)
        let b = mid(c1, c2)
        let c = mid(c2, p3)
        let ab = mid(a, b)
        let bc = mid(b, c)
        let m = mid(ab, bc)
        return cubicWinding(p0, a, ab, m, p, depth: depth + 1) + cubicWinding(m, bc, c, p3, p, depth: depth + 1)
    }

    private static func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    /// The cubic control points of a quadratic curve (an exact degree elevation).
    static func cubicControls(from p0: CGPoint, quadControl q: CGPoint, to p3: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y)),
            CGPoint(x: p3.x + 2 / 3 * (q.x - p3.x), y: p3.y + 2 / 3 * (q.y - p3.y))
        )
    }

    /// The end points of a cubic segment and its points where x or y is extreme (derivative zero).
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var result = [p0, p3]
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y
            return CGPoint(x: x, y: y)
        }
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p3.x), (p0.y, c1.y, c2.y, p3.y)] {
            // The derivative, divided by 3: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            for t in quadraticRoots(qa, qb, qc) where t > 0 && t < 1 { result.append(at(t)) }
        }
        return result
    }

    private static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return abs(b) < 1e-12 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
}
