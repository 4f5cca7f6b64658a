// How `frame`, `bounds`, `center` and `transform` relate (the geometry HT-8 builds on), and conversion between
// views in the same window, in different windows at different screen origins, and to window and screen space.

import Foundation
import Testing

@testable import ResponderKit

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
    isClose(lhs.origin, rhs.origin, within: tolerance)
        && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}

@MainActor
struct FrameBoundsCenterTests {
    @Test("init(frame:) sets the centre to the frame's middle and the bounds to the frame's size at origin zero")
    func initFromFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.transform == .identity)
        #expect(UIView().frame == .zero)
    }

    @Test("Setting center moves the frame and leaves the bounds alone")
    func settingCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Setting frame sets the centre and the bounds size, keeping the bounds origin")
    func settingFrameKeepsTheBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(view.center == CGPoint(x: 20, y: 15))
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 40, height: 30))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("Setting the bounds size resizes the frame around the fixed centre")
    func settingBoundsSizeGrowsAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 10)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: 40, width: 200, height: 10))
    }

    @Test("Setting the bounds origin scrolls the content: the frame stays, subviews move on screen")
    func settingBoundsOriginScrolls() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let content = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        parent.addSubview(view)
        view.addSubview(content)
        #expect(content.convert(CGPoint.zero, to: parent) == CGPoint(x: 40, y: 50))
        view.bounds.origin = CGPoint(x: 25, y: -5)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(content.frame == CGRect(x: 30, y: 30, width: 10, height: 10))
        #expect(content.convert(CGPoint.zero, to: parent) == CGPoint(x: 15, y: 55))
    }

    @Test("A scale transform scales the frame about the centre and leaves bounds and centre alone")
    func scaleTransformScalesTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == CGRect(x: -40, y: 32.5, width: 200, height: 25))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("A rotation makes the frame the bounding box of the rotated bounds")
    func rotationFrameIsTheBoundingBox() {
        let bar = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(bar.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))

        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * 2.0.squareRoot()
        #expect(isClose(square.frame, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side)))
        #expect(square.center == CGPoint(x: 50, y: 50))
    }

    @Test("Converting a view's bounds to its superview gives its frame, whatever the transform")
    func boundsConvertToTheFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 120, y: 80, width: 90, height: 40))
        parent.addSubview(view)
        view.bounds.origin = CGPoint(x: 13, y: -4)
        #expect(view.convert(view.bounds, to: parent) == view.frame)
        for transform in [
            CGAffineTransform(rotationAngle: 0.3), CGAffineTransform(scaleX: -1.5, y: 2),
            CGAffineTransform(rotationAngle: 2).translatedBy(x: 7, y: -3),
        ] {
            view.transform = transform
            #expect(isClose(view.convert(view.bounds, to: parent), view.frame))
            #expect(isClose(parent.convert(view.frame, to: view), view.convert(view.frame, from: parent)))
        }
    }

    @Test("Converting to or from the view itself changes nothing")
    func convertingToItself() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: 0.7)
        view.bounds.origin = CGPoint(x: 3, y: 4)
        let point = CGPoint(x: 12.5, y: -3.25)
        #expect(isClose(view.convert(point, to: view), point))
        #expect(isClose(view.convert(point, from: view), point))
    }

    @Test("Converting between two sibling subtrees goes through their common ancestor")
    func convertBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)
        #expect(left.convert(CGPoint(x: 5, y: 5), to: inner) == CGPoint(x: -155, y: -55))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: left) == CGPoint(x: 160, y: 60))
        #expect(
            left.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: inner)
                == CGRect(x: -160, y: -60, width: 10, height: 10))
    }
}

@MainActor
struct CrossWindowConversionTests {
    /// Two windows at different screen origins, each with one view.
    private func makeWindows() -> (UIApplication, UIWindow, UIView, UIWindow, UIView) {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200), application: app)
        let second = UIWindow(frame: CGRect(x: 300, y: 400, width: 200, height: 200), application: app)
        let inFirst = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let inSecond = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        first.addSubview(inFirst)
        second.addSubview(inSecond)
        return (app, first, inFirst, second, inSecond)
    }

    @Test("Converting a point between views of two windows goes through screen coordinates")
    func pointAcrossWindows() {
        let (app, first, inFirst, second, inSecond) = makeWindows()
        // inFirst (0, 0) is first (10, 10), screen (60, 70), second (-240, -330), inSecond (-260, -350).
        #expect(inFirst.convert(CGPoint.zero, to: inSecond) == CGPoint(x: -260, y: -350))
        #expect(inSecond.convert(CGPoint.zero, from: inFirst) == CGPoint(x: -260, y: -350))
        // inSecond (0, 0) is second (20, 20), screen (320, 420), first (270, 360), inFirst (260, 350).
        #expect(inSecond.convert(CGPoint.zero, to: inFirst) == CGPoint(x: 260, y: 350))
        #expect(inFirst.convert(CGPoint.zero, from: inSecond) == CGPoint(x: 260, y: 350))
        #expect(first.convert(CGPoint.zero, to: second) == CGPoint(x: -250, y: -340))
        #expect(second.convert(CGPoint.zero, to: inFirst) == CGPoint(x: 240, y: 330))
        #expect(app.windows.count == 2)
    }

    @Test("Converting a rect between views of two windows keeps its size and moves its origin")
    func rectAcrossWindows() {
        let (_, first, inFirst, second, inSecond) = makeWindows()
        #expect(inFirst.convert(inFirst.bounds, to: inSecond) == CGRect(x: -260, y: -350, width: 50, height: 50))
        #expect(inSecond.convert(inFirst.bounds, from: inFirst) == CGRect(x: -260, y: -350, width: 50, height: 50))
        #expect(first.window === first && second.window === second)
    }

    @Test("A nil target means window coordinates for a view and screen coordinates for a window")
    func nilTargetSpaces() {
        let (_, first, inFirst, second, inSecond) = makeWindows()
        #expect(inSecond.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 20))
        #expect(inSecond.convert(CGPoint(x: 20, y: 20), from: nil) == CGPoint.zero)
        #expect(second.convert(CGPoint.zero, to: nil) == CGPoint(x: 300, y: 400))
        #expect(second.convert(CGPoint(x: 300, y: 400), from: nil) == CGPoint.zero)
        #expect(first.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 55, y: 65))
        #expect(inFirst.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 15))
    }

    @Test("Conversion across windows round-trips with transforms and scroll offsets on both sides")
    func roundTripAcrossWindows() {
        let (_, _, inFirst, _, inSecond) = makeWindows()
        inFirst.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 1.5)
        inSecond.bounds.origin = CGPoint(x: -8, y: 12)
        inSecond.transform = CGAffineTransform(rotationAngle: -1.2)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 25), CGPoint(x: -100, y: 340)] {
            let there = inFirst.convert(point, to: inSecond)
            #expect(isClose(inSecond.convert(there, to: inFirst), point))
            #expect(isClose(inSecond.convert(point, from: inFirst), there))
        }
    }
}
