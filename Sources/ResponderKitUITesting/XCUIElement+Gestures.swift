// Swipes, pinches and rotations as real finger movements over virtual time (UT-37 … UT-39).
//
// Invariants: every gesture starts at the element's activation point (which must reach the element); moves are
// sent at 60 per second of virtual time (at most 1,200 per gesture); after the last move the fingers lift and the
// app goes idle. Invalid arguments (NaN, infinite, zero or wrong-sign velocities, non-positive scales, a duration
// beyond the application's `maximumVirtualDuration`) are reported and send nothing.
import Foundation
import ResponderKit

extension XCUIElement {
    /// Moves per second of virtual time in gestures.
    static let gestureRate: Double = 60

    /// Swipes up: a finger moves up from the activation point by half the element's height (at least 100 points).
    public func swipeUp() { swipe(dx: 0, dy: -1, velocity: .default, name: "swipe up") }
    /// Swipes down by half the element's height (at least 100 points).
    public func swipeDown() { swipe(dx: 0, dy: 1, velocity: .default, name: "swipe down") }
    /// Swipes left by half the element's width (at least 100 points).
    public func swipeLeft() { swipe(dx: -1, dy: 0, velocity: .default, name: "swipe left") }
    /// Swipes right by half the element's width (at least 100 points).
    public func swipeRight() { swipe(dx: 1, dy: 0, velocity: .default, name: "swipe right") }
    /// Swipes up at `velocity`.
    public func swipeUp(velocity: XCUIGestureVelocity) { swipe(dx: 0, dy: -1, velocity: velocity, name: "swipe up") }
    /// Swipes down at `velocity`.
    public func swipeDown(velocity: XCUIGestureVelocity) {
        swipe(dx: 0, dy: 1, velocity: velocity, name: "swipe down")
    }
    /// Swipes left at `velocity`.
    public func swipeLeft(velocity: XCUIGestureVelocity) {
        swipe(dx: -1, dy: 0, velocity: velocity, name: "swipe left")
    }
    /// Swipes right at `velocity`.
    public func swipeRight(velocity: XCUIGestureVelocity) {
        swipe(dx: 1, dy: 0, velocity: velocity, name: "swipe right")
    }

    private func swipe(dx: CGFloat, dy: CGFloat, velocity: XCUIGestureVelocity, name: String) {
        let speed = velocity.rawValue
        guard speed.isFinite, speed > 0 else {
            owner.report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to \(name) \(summary): velocity \(speed) must be finite and positive"))
            return
        }
        guard let node = resolvedOrReport() else { return }
        let distance = max((dx != 0 ? node.frame.width : node.frame.height) / 2, 100)
        let duration = Double(distance / speed)
        guard validDuration(duration, "duration (distance / velocity)", of: name) else { return }
        perform(name) { _, start throws(InputError) in
            let end = CGPoint(x: start.x + dx * distance, y: start.y + dy * distance)
            try owner.simulator.drag(
                from: start, to: end, steps: XCUIElement.gestureSteps(for: duration), duration: duration)
        }
    }

    /// The moves of a gesture lasting `duration`: 60 per second, at least 2 and at most `maximumGestureSteps`.
    static func gestureSteps(for duration: TimeInterval) -> Int {
        let steps = (duration * gestureRate).rounded(.up)
        return steps < Double(maximumGestureSteps) ? max(Int(steps), 2) : maximumGestureSteps
    }

    /// The most moves one gesture sends (20 seconds at 60 per second; longer gestures move less often).
    static let maximumGestureSteps = 1200

    /// Pinches with two fingers: `scale` below 1 pinches in (zoom out), above 1 spreads (zoom in); `velocity` is
    /// the scale factor per second, negative when pinching in, as in XCUITest.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        let valid = scale.isFinite && scale > 0 && velocity.isFinite && velocity != 0 && (scale < 1) == (velocity < 0)
        guard valid || (scale == 1 && velocity.isFinite && velocity != 0) else {
            owner.report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to pinch \(summary): scale \(scale) must be finite and positive, and velocity "
                        + "\(velocity) finite, non-zero and negative exactly when the scale is below 1"))
            return
        }
        twoFingerGesture("pinch", duration: Double(abs(scale - 1) / abs(velocity))) { center, radius, f in
            let r = radius * (1 + (scale - 1) * f)
            return (CGPoint(x: center.x - r, y: center.y), CGPoint(x: center.x + r, y: center.y))
        }
    }

    /// Rotates with two fingers by `rotation` radians (clockwise when positive) at `velocity` radians per second.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        guard rotation.isFinite, velocity.isFinite, velocity != 0 else {
            owner.report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to rotate \(summary): rotation \(rotation) and velocity \(velocity) must be "
                        + "finite, and the velocity non-zero"))
            return
        }
        twoFingerGesture("rotate", duration: Double(abs(rotation / velocity))) { center, radius, f in
            let angle = rotation * f
            let offset = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
            return (
                CGPoint(x: center.x - offset.x, y: center.y - offset.y),
                CGPoint(x: center.x + offset.x, y: center.y + offset.y)
            )
        }
    }

    /// Two fingers around the activation point, a quarter of the element's smaller side (at least 20 points) from
    /// it, moved through `positions(center, radius, f)` over `duration` (at least 0.1 s, at most the application's
    /// `maximumVirtualDuration`).
    private func twoFingerGesture(
        _ name: String, duration: TimeInterval,
        positions: (CGPoint, CGFloat, CGFloat) -> (CGPoint, CGPoint)
    ) {
        let duration = max(duration, 0.1)
        guard validDuration(duration, "duration", of: name) else { return }
        perform(name) { node, center throws(InputError) in
            let radius = max(min(node.frame.width, node.frame.height) / 4, 20)
            try owner.simulator.twoFingerMove(around: center, duration: duration) { f in positions(center, radius, f) }
        }
    }
}

extension EventSimulator {
    /// Two fingers down where `positions(0)` puts them, moved through `positions(f)` for f from 0 to 1 over
    /// `duration` seconds at 60 moves per second, then lifted; cancelled if a move is refused.
    func twoFingerMove(
        around center: CGPoint, duration: TimeInterval, positions: (CGFloat) -> (CGPoint, CGPoint)
    ) throws(InputError) {
        let (a, b) = positions(0)
        let touches = try touchDown(at: [a, b])
        do {
            let steps = XCUIElement.gestureSteps(for: duration)
            for step in 1...steps {
                advance(by: duration / Double(steps))
                let (p, q) = positions(CGFloat(step) / CGFloat(steps))
                try touchMove(touches, to: [p, q])
            }
            try touchUp(touches)
        } catch {
            for touch in touches { try? touchCancel(touch) }
            throw error
        }
    }
}
