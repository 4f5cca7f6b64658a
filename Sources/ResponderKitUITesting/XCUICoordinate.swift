// A point relative to an element, resolved when it is used (UT-58, UT-59).
//
// Invariants: the point is the element's frame origin plus the normalized offset times its size plus the points
// offset, read when an action runs; coordinate actions do not require the element to be hittable (they touch
// whatever is there, as in XCUITest), but a non-finite point is reported and sends nothing.
import Foundation
import ResponderKit

/// A location on screen relative to an element, with XCUITest's API.
@MainActor
public final class XCUICoordinate: @MainActor CustomDebugStringConvertible {
    /// The element the coordinate is relative to.
    public let referencedElement: XCUIElement
    let normalizedOffset: CGVector
    let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The point in screen coordinates, now.
    public var screenPoint: CGPoint {
        point() ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// A coordinate offset by `offsetVector` points from this one.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    /// Taps at the coordinate.
    public func tap() {
        act("tap") { point throws(InputError) in try app.simulator.tap(at: point) }
    }

    /// Double-taps at the coordinate.
    public func doubleTap() {
        act("double tap") { point throws(InputError) in
            try app.simulator.tap(at: point)
            app.simulator.advance(by: XCUIElement.doubleTapGap)
            try app.simulator.tap(at: point)
        }
    }

    /// Presses at the coordinate for `duration` seconds.
    public func press(forDuration duration: TimeInterval) {
        guard referencedElement.validDuration(duration, "duration", of: "press at a coordinate of") else { return }
        act("press") { point throws(InputError) in try app.simulator.tap(at: point, duration: duration) }
    }

    /// Presses at the coordinate for `duration` seconds, then drags to `otherCoordinate` and lifts.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        guard referencedElement.validDuration(duration, "duration", of: "press and drag at a coordinate of") else {
            return
        }
        guard let end = otherCoordinate.validPoint("drag to") else { return }
        act("press and drag") { point throws(InputError) in
            try app.simulator.pressAndDrag(from: point, holding: duration, to: end)
        }
    }

    /// The coordinate's description: the element and the offsets.
    public var debugDescription: String {
        "Coordinate of \(referencedElement.summary), normalized offset {\(normalizedOffset.dx), "
            + "\(normalizedOffset.dy)}, offset {\(pointsOffset.dx), \(pointsOffset.dy)}"
    }

    private var app: XCUIApplication { referencedElement.owner }

    /// The point now, or nil when the element cannot be resolved.
    private func point() -> CGPoint? {
        guard case .success(let node) = referencedElement.resolve() else { return nil }
        let frame = node.frame
        return CGPoint(
            x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
            y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    /// The point now; a failure (unresolvable element, non-finite point) is reported and gives nil.
    private func validPoint(_ action: String) -> CGPoint? {
        guard referencedElement.resolvedOrReport() != nil, let point = point() else { return nil }
        guard point.x.isFinite, point.y.isFinite else {
            app.report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to \(action) \(debugDescription): the point {\(point.x), \(point.y)} is not "
                        + "finite"))
            return nil
        }
        return point
    }

    private func act(_ action: String, _ body: (CGPoint) throws(InputError) -> Void) {
        guard !app.isActing else {
            _ = app.beginAction(action, on: debugDescription)
            return
        }
        guard let point = validPoint(action) else { return }
        _ = app.sendInput(action, on: debugDescription) { () throws(InputError) in try body(point) }
    }
}
