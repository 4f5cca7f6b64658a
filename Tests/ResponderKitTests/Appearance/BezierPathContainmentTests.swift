// UIBezierPath and the CGPath stand-in: how shapes are built and which points they contain (issue 12). Custom
// controls use `contains(_:)` for hit shapes, so the curves must be followed exactly, the fill rules honoured and
// the edges decided like `CGRect.contains` (minimum edges inside, maximum edges outside).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct BezierPathContainmentTests {
    /// A point at `radius` from `center` in direction `angle`.
    private func polar(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    // MARK: Ovals and circles

    @Test("A circle contains the points just inside its rim and not those just outside, all the way round")
    func circleFollowsItsRim() {
        let center = CGPoint(x: 50, y: 50)
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Core Graphics' four-cubic circle deviates from a true circle by at most 0.03 % of the radius.
        for step in 0..<360 {
            let angle = CGFloat(step) * .pi / 180
            #expect(circle.contains(polar(center, 49.9, angle)), "inside at \(step)°")
            #expect(!circle.contains(polar(center, 50.1, angle)), "outside at \(step)°")
        }
        #expect(circle.contains(center))
        // The corners of the bounding square are outside the circle.
        #expect(!circle.contains(CGPoint(x: 2, y: 2)))
        #expect(!circle.contains(CGPoint(x: 97, y: 97)))
        #expect(!circle.contains(CGPoint(x: 97, y: 3)))
    }

    @Test("An ellipse follows its own radii, not its bounding box")
    func ellipseFollowsItsRadii() {
        let ellipse = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(ellipse.contains(CGPoint(x: 199, y: 50)))
        #expect(ellipse.contains(CGPoint(x: 100, y: 1)))
        #expect(!ellipse.contains(CGPoint(x: 100, y: -1)))
        // On the line from the centre to a corner, x/a = y/b = 1/√2 · r for the point at radius fraction r.
        let inside = CGPoint(x: 100 + 100 * 0.70, y: 50 + 50 * 0.70)
        let outside = CGPoint(x: 100 + 100 * 0.72, y: 50 + 50 * 0.72)
        #expect(ellipse.contains(inside))
        #expect(!ellipse.contains(outside))
    }

    // MARK: Rectangles and edges

    @Test("A rectangle contains its minimum edges and not its maximum edges, like CGRect.contains")
    func rectangleEdges() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(rect.contains(CGPoint(x: 10, y: 20)))
        #expect(rect.contains(CGPoint(x: 10, y: 45)))
        #expect(rect.contains(CGPoint(x: 60, y: 20)))
        #expect(!rect.contains(CGPoint(x: 110, y: 45)))
        #expect(!rect.contains(CGPoint(x: 60, y: 70)))
        #expect(!rect.contains(CGPoint(x: 110, y: 70)))
        #expect(rect.contains(CGPoint(x: 109.999, y: 69.999)))
        #expect(!rect.contains(CGPoint(x: 9.999, y: 45)))
        // The same rectangle drawn counterclockwise has the same edges.
        let reversed = UIBezierPath()
        reversed.move(to: CGPoint(x: 10, y: 20))
        reversed.addLine(to: CGPoint(x: 10, y: 70))
        reversed.addLine(to: CGPoint(x: 110, y: 70))
        reversed.addLine(to: CGPoint(x: 110, y: 20))
        reversed.close()
        for point in [CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 45), CGPoint(x: 60, y: 70), CGPoint(x: 50, y: 40)] {
            #expect(reversed.contains(point) == rect.contains(point), "\(point)")
        }
    }

    // MARK: Rounded rectangles

    @Test("A rounded rectangle excludes its corners beyond the radius and includes the rest")
    func roundedRectCorners() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        // Each corner's arc is centred 20 points in from both edges.
        let centres = [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20), CGPoint(x: 80, y: 40), CGPoint(x: 20, y: 40)]
        let outwards: [CGFloat] = [1.25 * .pi, 1.75 * .pi, 0.25 * .pi, 0.75 * .pi]
        for (centre, angle) in zip(centres, outwards) {
            #expect(rounded.contains(polar(centre, 19.9, angle)), "inside the corner at \(centre)")
            #expect(!rounded.contains(polar(centre, 20.1, angle)), "outside the corner at \(centre)")
        }
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 50, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 0.5, y: 30)))
        #expect(rounded.contains(CGPoint(x: 50, y: 30)))
    }

    @Test("Rounding only some corners leaves the others square; the radius is clamped to half the shorter side")
    func roundingSomeCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let topOnly = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 99))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)))
        #expect(!topOnly.contains(CGPoint(x: 99, y: 1)))
        #expect(topOnly.contains(CGPoint(x: 0.5, y: 39.5)))
        #expect(topOnly.contains(CGPoint(x: 99.5, y: 39.5)))
        // The height of cornerRadii is ignored: a 10-point circular corner contains (1, 8); a 10 x 20 elliptical
        // one would not.
        #expect(topOnly.contains(CGPoint(x: 1, y: 8)))
        let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        #expect(capsule.contains(CGPoint(x: 1, y: 20)))
        #expect(capsule.contains(CGPoint(x: 50, y: 0.5)))
    }

    // MARK: Polygons and fill rules

    @Test("A concave polygon contains its body and not its notch")
    func concavePolygon() {
        // An L: the square 0…100 without its top-right quarter.
        let l = UIBezierPath()
        l.move(to: CGPoint(x: 0, y: 0))
        l.addLine(to: CGPoint(x: 50, y: 0))
        l.addLine(to: CGPoint(x: 50, y: 50))
        l.addLine(to: CGPoint(x: 100, y: 50))
        l.addLine(to: CGPoint(x: 100, y: 100))
        l.addLine(to: CGPoint(x: 0, y: 100))
        l.close()
        #expect(l.contains(CGPoint(x: 25, y: 25)))
        #expect(l.contains(CGPoint(x: 75, y: 75)))
        #expect(l.contains(CGPoint(x: 25, y: 75)))
        #expect(!l.contains(CGPoint(x: 75, y: 25)))
        // The inner corner: the notch's minimum edges belong to the notch's neighbours as in a grid of rects.
        #expect(l.contains(CGPoint(x: 50, y: 50)))
        #expect(!l.contains(CGPoint(x: 50, y: 49)))
    }

    /// A 100-point square with a 40-point square hole, the hole drawn in the same direction or the opposite one.
    private func squareWithHole(holeReversed: Bool) -> UIBezierPath {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hole = UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40))
        if holeReversed { hole.apply(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -100, y: 0)) }
        path.append(hole)
        return path
    }

    @Test("A hole drawn the same way is filled under non-zero winding and empty under even-odd")
    func holeSameDirection() {
        let path = squareWithHole(holeReversed: false)
        let inHole = CGPoint(x: 50, y: 50)
        let inRing = CGPoint(x: 10, y: 50)
        #expect(path.contains(inHole))
        #expect(path.contains(inRing))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(inHole))
        #expect(path.contains(inRing))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
    }

    @Test("A hole drawn the other way is empty under both rules")
    func holeOppositeDirection() {
        let path = squareWithHole(holeReversed: true)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 90, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 90, y: 50)))
    }

    @Test("A self-intersecting star has a filled centre under non-zero winding and an empty one under even-odd")
    func starFillRules() {
        let star = UIBezierPath()
        let center = CGPoint(x: 100, y: 100)
        for index in 0..<5 {
            // Every second point of a pentagon: a pentagram.
            let point = polar(center, 90, -.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5)
            if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.close()
        #expect(star.contains(center))
        #expect(star.contains(polar(center, 60, -.pi / 2)), "a point of the star")
        star.usesEvenOddFillRule = true
        #expect(!star.contains(center))
        #expect(star.contains(polar(center, 60, -.pi / 2)))
    }

    // MARK: Arcs, open subpaths and curves

    @Test("An open arc encloses nothing; closed into a pie it contains the sector and not the rest of the disc")
    func arcsAndPies() {
        let center = CGPoint(x: 50, y: 50)
        let arc = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on a screen: from the right-most point down to the bottom.
        #expect(abs(arc.currentPoint.x - 50) < 1e-9)
        #expect(abs(arc.currentPoint.y - 90) < 1e-9)
        #expect(!arc.contains(polar(center, 30, .pi / 4)), "UIKit: an open subpath encloses nothing")
        #expect(arc.cgPath.contains(polar(center, 30, .pi / 4)), "CGPath fills open subpaths as if closed")
        let pie = UIBezierPath()
        pie.move(to: center)
        pie.addArc(withCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        pie.close()
        #expect(pie.contains(polar(center, 39.9, .pi / 4)))
        #expect(!pie.contains(polar(center, 40.1, .pi / 4)))
        #expect(!pie.contains(polar(center, 20, .pi)))
        #expect(!pie.contains(polar(center, 20, -.pi / 4)))
        // Counterclockwise from 0 to π/2 sweeps the other three quarters.
        let bigPie = UIBezierPath()
        bigPie.move(to: center)
        bigPie.addArc(withCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        bigPie.close()
        #expect(!bigPie.contains(polar(center, 20, .pi / 4)))
        #expect(bigPie.contains(polar(center, 20, .pi)))
        #expect(bigPie.contains(polar(center, 20, -.pi / 4)))
    }

    @Test("A full-turn arc is a circle; quadratic and cubic curves are followed, not their control polygons")
    func curvesAreFollowed() {
        let full = UIBezierPath(
            arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        full.close()
        #expect(full.contains(CGPoint(x: 0, y: 9.9)))
        #expect(!full.contains(CGPoint(x: 7.2, y: 7.2)))
        // A quadratic bump from (0, 100) over control (50, 0) to (100, 100) peaks at y = 50.
        let bump = UIBezierPath()
        bump.move(to: CGPoint(x: 0, y: 100))
        bump.addQuadCurve(to: CGPoint(x: 100, y: 100), controlPoint: CGPoint(x: 50, y: 0))
        bump.close()
        #expect(bump.contains(CGPoint(x: 50, y: 50.1)))
        #expect(!bump.contains(CGPoint(x: 50, y: 49.9)))
        #expect(bump.bounds == CGRect(x: 0, y: 0, width: 100, height: 100), "bounds include control points")
        #expect(abs(bump.cgPath.boundingBoxOfPath.minY - 50) < 1e-9, "the path's own box does not")
    }

    // MARK: Building and conversion

    @Test("Paths report bounds, emptiness and the current point, transform, and round-trip through CGPath")
    func buildingAndRoundTrips() {
        let empty = UIBezierPath()
        #expect(empty.isEmpty)
        #expect(empty.bounds.isNull)
        #expect(empty.currentPoint == .zero)
        empty.addLine(to: CGPoint(x: 5, y: 5))
        #expect(empty.isEmpty, "a line without a current point is ignored")

        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.currentPoint == .zero, "closing returns to the subpath's start")
        path.apply(CGAffineTransform(translationX: 100, y: 50))
        #expect(path.bounds == CGRect(x: 100, y: 50, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 105, y: 55)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))

        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
        #expect(copy.contains(CGPoint(x: 105, y: 55)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBezierPath(cgPath: oval.cgPath).cgPath == oval.cgPath)
        let copied = oval.copy() as? UIBezierPath
        #expect(copied?.cgPath == oval.cgPath)
        #expect(copied !== oval)
    }

    @Test("CGPath: built shapes, fill rules, transforms and arcs in Core Graphics' y-up sense")
    func coreGraphicsPaths() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        // The transform applies to the point before the test.
        #expect(ring.contains(CGPoint(x: 0, y: 0), transform: CGAffineTransform(translationX: 10, y: 50)))
        // Core Graphics' clockwise is UIKit's counterclockwise on a screen.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg == ui.cgPath)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(!rect.isEmpty)
    }
}
