// Spec HT-16: setting `frame` on a transformed view sets `center` and `bounds.size` so that the transformed bounds
// cover exactly the rectangle, and everything that follows from the geometry (HT-8 conversion, HT-9 hit-testing)
// agrees with UIKit for views whose frame was set after their transform.
//
// Numbers are worked out by hand; scales by halves and doubles and quarter turns keep the arithmetic exact.

import Foundation
import Testing

@testable import ResponderKit

/// A window with one view whose frame is set after its transform, as app code does.
@MainActor
private struct TransformedStage {
    let app = UIApplication()
    let window: UIWindow
    let view = UIView()

    init(
        transform: CGAffineTransform, frame: CGRect,
        in windowFrame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400)
    ) {
        window = UIWindow(frame: windowFrame, application: app)
        window.addSubview(view)
        view.transform = transform
        view.frame = frame
        window.makeKeyAndVisible()
    }
}

@MainActor
struct FrameUnderTransformTests {
    @Test("HT-16: under a scale of 0.5, a 100 x 100 frame gives 200 x 200 bounds centred at (50, 50)")
    func halfScale() {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 0.5, y: 0.5), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.view.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(stage.view.center == CGPoint(x: 50, y: 50))
        #expect(stage.view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("HT-16, HT-9: the half-scaled view is hit at (99, 99) and not at (101, 101)")
    func halfScaleHitTest() {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 0.5, y: 0.5), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.window.hitTest(CGPoint(x: 99, y: 99), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 0, y: 0), with: nil) === stage.view)
        // Just outside the frame the window itself is hit: the walk reached it, so the view really was passed by.
        #expect(stage.window.hitTest(CGPoint(x: 101, y: 101), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 50), with: nil) === stage.window)
    }

    @Test("HT-16, HT-8: the superview's (50, 50) is (100, 100) in the half-scaled view, and back")
    func halfScaleConversion() {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 0.5, y: 0.5), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.view.convert(CGPoint(x: 50, y: 50), from: stage.window) == CGPoint(x: 100, y: 100))
        #expect(stage.view.convert(CGPoint(x: 200, y: 200), to: stage.window) == CGPoint(x: 100, y: 100))
        #expect(stage.view.convert(stage.view.bounds, to: stage.window) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            stage.view.convert(CGRect(x: 0, y: 0, width: 100, height: 100), from: stage.window)
                == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("HT-16: with a translation in the transform the centre is the rectangle's midpoint less it")
    func translation() {
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: -6))
        let stage = TransformedStage(transform: transform, frame: CGRect(x: 20, y: 40, width: 60, height: 80))
        #expect(stage.view.center == CGPoint(x: 40, y: 86))
        #expect(stage.view.bounds.size == CGSize(width: 30, height: 40))
        #expect(stage.view.frame == CGRect(x: 20, y: 40, width: 60, height: 80))
        // Corners of the frame: inside at the min edges, outside at the max edges (HT-5 through the transform).
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 40), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 79.5, y: 119.5), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 80, y: 100), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 19.5, y: 100), with: nil) === stage.window)
    }

    @Test(
        "HT-16: under quarter turns the bounds swap sides so that the frame reads back as set",
        arguments: [1, 2, 3] as [Int])
    func quarterTurns(quarters: Int) {
        // Exact quarter turns (sine and cosine would leave 6e-17 in the zero entries).
        let turns: [CGAffineTransform] = [
            .identity, CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0),
            CGAffineTransform(a: -2, b: 0, c: 0, d: -2, tx: 0, ty: 0),
            CGAffineTransform(a: 0, b: -2, c: 2, d: 0, tx: 0, ty: 0),
        ]
        let frame = CGRect(x: 10, y: 30, width: 120, height: 40)
        let stage = TransformedStage(transform: turns[quarters], frame: frame)
        let expected = quarters == 2 ? CGSize(width: 60, height: 20) : CGSize(width: 20, height: 60)
        #expect(stage.view.bounds.size == expected)
        #expect(stage.view.center == CGPoint(x: 70, y: 50))
        #expect(stage.view.frame == frame)
        // A turn or flip changes which edges are half-open, so probe half a point inside and outside.
        #expect(stage.window.hitTest(CGPoint(x: 10.5, y: 30.5), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 129.5, y: 69.5), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 130.5, y: 50), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 70, y: 70.5), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 9.5, y: 50), with: nil) === stage.window)
    }

    @Test("HT-16: a rotation by 90° made with sine and cosine gives the same bounds to within rounding")
    func roundedQuarterTurn() {
        let stage = TransformedStage(
            transform: CGAffineTransform(rotationAngle: .pi / 2), frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(abs(stage.view.bounds.width - 50) < 1e-9)
        #expect(abs(stage.view.bounds.height - 100) < 1e-9)
        #expect(stage.view.center == CGPoint(x: 50, y: 25))
    }

    @Test("HT-16: another rotation sizes the bounds so that their bounding box is the frame, where that exists")
    func otherRotations() {
        let stage = TransformedStage(
            transform: CGAffineTransform(rotationAngle: .pi / 6), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // A side s rotated by 30° has a bounding box of s (cos 30° + sin 30°).
        let side = 100 / (cos(CGFloat.pi / 6) + sin(CGFloat.pi / 6))
        #expect(abs(stage.view.bounds.width - side) < 1e-9 && abs(stage.view.bounds.height - side) < 1e-9)
        #expect(abs(stage.view.frame.width - 100) < 1e-9)
        // At 45° no size has that bounding box except for squares, and the system is singular: only the centre
        // moves, the bounds keep their size.
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        turned.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        #expect(turned.bounds.size == CGSize(width: 10, height: 20))
        #expect(turned.center == CGPoint(x: 125, y: 125))
    }

    @Test("HT-16: with the identity transform, frame sets the centre and the bounds size as before")
    func identity() {
        let view = UIView()
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40))
    }

    @Test("HT-8, HT-9: a view nested under a half-scaled ancestor with a scrolled bounds origin")
    func nestedUnderScaledAncestor() {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 0.5, y: 0.5), frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.view.bounds.origin = CGPoint(x: 40, y: 20)
        // The child sits at (60, 60) … (100, 100) of the ancestor's content, which shows (40, 20) at its top left.
        let child = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        stage.view.addSubview(child)
        // Window (100, 100) is the ancestor's (40, 20); each ancestor point is half a window point.
        #expect(stage.view.convert(CGPoint(x: 100, y: 100), from: stage.window) == CGPoint(x: 40, y: 20))
        #expect(child.convert(CGPoint.zero, to: stage.window) == CGPoint(x: 110, y: 120))
        #expect(child.convert(child.bounds, to: stage.window) == CGRect(x: 110, y: 120, width: 20, height: 20))
        #expect(child.convert(CGPoint(x: 115, y: 125), from: stage.window) == CGPoint(x: 10, y: 10))
        #expect(stage.window.hitTest(CGPoint(x: 110, y: 120), with: nil) === child)
        #expect(stage.window.hitTest(CGPoint(x: 129.5, y: 139.5), with: nil) === child)
        #expect(stage.window.hitTest(CGPoint(x: 130, y: 130), with: nil) === stage.view)
        #expect(stage.window.hitTest(CGPoint(x: 109.5, y: 130), with: nil) === stage.view)
    }

    @Test("HT-16, HT-9: a doubled view inside a doubled ancestor, both framed after their transforms")
    func nestedTransformsFramedAfterwards() {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 2, y: 2), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(stage.view.bounds.size == CGSize(width: 100, height: 100))
        let inner = UIView()
        stage.view.addSubview(inner)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(inner.bounds.size == CGSize(width: 10, height: 10))
        // The inner frame is (10, 10, 20, 20) in the ancestor, so (20, 20, 40, 40) in the window.
        #expect(inner.convert(inner.bounds, to: stage.window) == CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
        #expect(stage.window.hitTest(CGPoint(x: 59.5, y: 59.5), with: nil) === inner)
        #expect(stage.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === stage.view)
    }

    @Test("HT-16: a real tap lands on the half-scaled view at (99, 99) and on the window at (101, 101)")
    func tapThroughTheInputPath() throws {
        let stage = TransformedStage(
            transform: CGAffineTransform(scaleX: 0.5, y: 0.5), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sim = EventSimulator(application: stage.app)
        let inside = try sim.touchDown(at: CGPoint(x: 99, y: 99), in: stage.window)
        #expect(inside.view === stage.view)
        #expect(inside.location(in: stage.view) == CGPoint(x: 198, y: 198))
        try sim.touchUp(inside)
        let outside = try sim.touchDown(at: CGPoint(x: 101, y: 101), in: stage.window)
        #expect(outside.view === stage.window)
        try sim.touchUp(outside)
    }
}
