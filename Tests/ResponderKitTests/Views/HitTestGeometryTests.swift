// Spec HT-8 and HT-9: how a point travels from a view into its subviews (centre, transform, bounds origin), and
// therefore where scaled, rotated, translated and scrolled views are hit.
//
// Numbers are worked out by hand. Exact comparisons are used where the arithmetic is exact in binary floating
// point (halves, doubles); rotations are compared with a small absolute tolerance.

import Foundation
import Testing

@testable import ResponderKit

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

/// HT-8 written out: offset from the centre, inverse transform, plus the centre of the bounds.
@MainActor
private func specConversion(_ point: CGPoint, into subview: UIView) -> CGPoint {
    let offset = CGPoint(x: point.x - subview.center.x, y: point.y - subview.center.y)
    let local = offset.applying(subview.transform.inverted())
    return CGPoint(x: local.x + subview.bounds.midX, y: local.y + subview.bounds.midY)
}

/// A view that remembers the point its `hitTest` was last asked about.
private final class PointRecordingView: UIView {
    var received: [CGPoint] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        received.append(point)
        return super.hitTest(point, with: event)
    }
}

@MainActor
struct HitTestConversionTests {
    @Test("HT-8: without a transform, conversion into a subview is the centre offset plus the bounds centre")
    func identityConversion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 130, y: 120), from: parent) == CGPoint(x: 30, y: 20))
        child.bounds.origin = CGPoint(x: 10, y: 5)
        // Centre (120, 110); bounds centre (30, 15): (130, 120) - (120, 110) + (30, 15).
        #expect(child.convert(CGPoint(x: 130, y: 120), from: parent) == CGPoint(x: 40, y: 25))
        #expect(child.convert(CGPoint(x: 100, y: 100), from: parent) == CGPoint(x: 10, y: 5))
    }

    @Test("HT-8: the transform is undone about the centre before the bounds centre is added")
    func scaledConversion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: 10, y: 5)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // (130, 120) - centre (120, 110) = (10, 10); unscaled (5, 5); plus bounds centre (30, 15).
        #expect(child.convert(CGPoint(x: 130, y: 120), from: parent) == CGPoint(x: 35, y: 20))
        #expect(child.convert(CGPoint(x: 35, y: 20), to: parent) == CGPoint(x: 130, y: 120))
        // The centre of the parent-space frame is always the bounds centre.
        #expect(child.convert(child.center, from: parent) == CGPoint(x: 30, y: 15))
    }

    @Test("HT-8: conversion matches the rule for a mixed transform and a bounds origin")
    func mixedTransformMatchesTheRule() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 150, y: 120, width: 80, height: 60))
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: -7, y: 31)
        child.transform = CGAffineTransform(rotationAngle: 0.6)
            .concatenating(CGAffineTransform(scaleX: 1.5, y: 0.75))
            .concatenating(CGAffineTransform(translationX: 12, y: -9))
        let points = [
            CGPoint(x: 0, y: 0), CGPoint(x: 190, y: 150), CGPoint(x: 201.5, y: 133.25), CGPoint(x: -40, y: 380),
        ]
        for point in points {
            let converted = child.convert(point, from: parent)
            #expect(isClose(converted, specConversion(point, into: child)))
            #expect(isClose(child.convert(converted, to: parent), point))
        }
    }

    @Test("HT-8: the point a subview's hitTest receives is subview.convert(p, from: parent)")
    func hitTestReceivesTheConvertedPoint() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = PointRecordingView(frame: CGRect(x: 150, y: 120, width: 80, height: 60))
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: 20, y: -10)
        child.transform = CGAffineTransform(rotationAngle: 1.1).scaledBy(x: 1.25, y: 1.25)
        let point = CGPoint(x: 193, y: 147)
        _ = parent.hitTest(point, with: nil)
        #expect(child.received.count == 1)
        if let received = child.received.first {
            #expect(isClose(received, child.convert(point, from: parent)))
            #expect(isClose(received, specConversion(point, into: child)))
        }
    }

    @Test("HT-8: conversion through several levels composes parent by parent")
    func nestedConversionComposes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let middle = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let leaf = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 80))
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.bounds.origin = CGPoint(x: 0, y: 25)
        middle.transform = CGAffineTransform(rotationAngle: -0.4)
        leaf.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        let point = CGPoint(x: 211, y: 187)
        let stepwise = leaf.convert(middle.convert(point, from: root), from: middle)
        #expect(isClose(leaf.convert(point, from: root), stepwise))
        #expect(isClose(root.convert(stepwise, from: leaf), point))
        #expect(isClose(leaf.convert(stepwise, to: root), point))
    }
}

@MainActor
struct HitTestTransformedShapeTests {
    @Test("HT-9: a view scaled up is hit over its enlarged on-screen frame")
    func scaledUpViewIsHitOnScreen() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // On screen: (80, 80) … (160, 160).
        #expect(child.frame == CGRect(x: 80, y: 80, width: 80, height: 80))
        #expect(parent.hitTest(CGPoint(x: 85, y: 85), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 155, y: 155), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 79, y: 120), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 120, y: 161), with: nil) === parent)
    }

    @Test("HT-9: a view scaled down is not hit where its untransformed frame would have been")
    func scaledDownViewIsHitOnScreen() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // On screen: (110, 110) … (130, 130).
        #expect(parent.hitTest(CGPoint(x: 105, y: 105), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 135, y: 120), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 111, y: 129), with: nil) === child)
    }

    @Test("HT-9: a square rotated by 45° is hit in its diamond, not in its bounding box")
    func rotatedSquareIsHitAsADiamond() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Centre (200, 200); the corners lie 70.7 points from it along the axes.
        #expect(parent.hitTest(CGPoint(x: 200, y: 200), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 265, y: 200), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 200, y: 136), with: nil) === child)
        // Inside the unrotated square, but outside the diamond: |dx| + |dy| = 90 > 70.7.
        #expect(parent.hitTest(CGPoint(x: 245, y: 245), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 155, y: 155), with: nil) === parent)
    }

    @Test("HT-9: a wide view rotated by 90° is hit as a tall one")
    func rotatedBarIsHitUpright() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        parent.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Centre (150, 150): on screen (140, 100) … (160, 200).
        #expect(parent.hitTest(CGPoint(x: 150, y: 190), with: nil) === bar)
        #expect(parent.hitTest(CGPoint(x: 145, y: 105), with: nil) === bar)
        #expect(parent.hitTest(CGPoint(x: 190, y: 150), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 110, y: 150), with: nil) === parent)
        // The rotation turns +y of the parent into +x of the bar: (150, 190) is 40 points right of the centre.
        #expect(isClose(bar.convert(CGPoint(x: 150, y: 190), from: parent), CGPoint(x: 90, y: 10)))
    }

    @Test("HT-9: a translation transform moves the hit area with the drawing")
    func translatedViewIsHitWhereItIsDrawn() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        child.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(child.frame == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(child.center == CGPoint(x: 25, y: 25))
        #expect(parent.hitTest(CGPoint(x: 120, y: 20), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
        #expect(child.convert(CGPoint(x: 120, y: 20), from: parent) == CGPoint(x: 20, y: 20))
    }

    @Test("HT-9: content of a scrolled view (non-zero bounds origin) is hit at its scrolled position")
    func scrolledContentIsHitWhereItIsShown() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIView(frame: root.bounds)
        let firstRow = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let row = UIView(frame: CGRect(x: 0, y: 340, width: 320, height: 44))
        root.addSubview(scroller)
        scroller.addSubview(firstRow)
        scroller.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 10, y: 350), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === firstRow)

        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        // The row now shows at y 40 … 84 of the screen; the first row has scrolled off the top.
        #expect(root.hitTest(CGPoint(x: 10, y: 50), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 10, y: 350), with: nil) === scroller)
        #expect(row.convert(CGPoint(x: 10, y: 50), from: root) == CGPoint(x: 10, y: 10))
    }

    @Test("HT-9: a horizontally scrolled view combined with a scale is hit on screen")
    func scrolledAndScaledContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let item = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(item)
        scroller.bounds.origin = CGPoint(x: 200, y: 0)
        scroller.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // The scroller shows content x 200 … 400 in screen (150, 150) … (250, 250), at half size: the item's
        // content x 250 … 300 lands on screen x 175 … 200, content y 0 … 50 on screen y 150 … 175.
        #expect(root.hitTest(CGPoint(x: 180, y: 160), with: nil) === item)
        #expect(root.hitTest(CGPoint(x: 170, y: 160), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test("HT-9: a simulated touch on scrolled content binds to it and reports its local location")
    func simulatedTouchOnScrolledContent() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let scroller = UIView(frame: window.bounds)
        let row = UIView(frame: CGRect(x: 0, y: 340, width: 320, height: 44))
        window.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds.origin = CGPoint(x: 0, y: 300)

        let touch = try sim.touchDown(at: CGPoint(x: 30, y: 60))
        #expect(touch.view === row)
        #expect(touch.window === window)
        #expect(touch.location(in: row) == CGPoint(x: 30, y: 20))
        #expect(touch.location(in: scroller) == CGPoint(x: 30, y: 360))
        try sim.touchUp(touch)
    }
}
