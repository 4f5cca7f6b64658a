// A continuous two-finger recognizer for rotation (GR-24).
import Foundation

/// A continuous gesture recognizer that interprets rotation gestures involving two touches.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the fingers must turn before the rotation begins (observed).
    public static let hysteresis: CGFloat = 0.05

    /// The rotation in radians since the gesture began; positive is clockwise on screen. Setting it (typically to
    /// 0 after applying it to a transform) makes later values continue from the new value.
    open var rotation: CGFloat = 0
    /// The rotation's speed in radians per second.
    public private(set) var velocity: CGFloat = 0

    private var startAngle: CGFloat = 0
    /// The angle between the fingers at the last event; each move adds the turn since then to `rotation`, so a
    /// value the app set is continued rather than overwritten.
    private var lastAngle: CGFloat = 0
    private var lastTime: TimeInterval?

    /// Measures the starting angle once two fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed }
        if numberOfTouches == 2 { startAngle = angle() }
    }

    /// Begins once the angle changes past the hysteresis; reports rotation after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        let current = angle()
        switch state {
        case .possible:
            guard abs(normalized(current - startAngle)) > UIRotationGestureRecognizer.hysteresis else { return }
            lastAngle = current
            rotation = 0
            velocity = 0
            lastTime = event.timestamp
            state = .began
        case .began, .changed:
            let turn = normalized(current - lastAngle)
            if let lastTime, event.timestamp > lastTime {
                velocity = turn / CGFloat(event.timestamp - lastTime)
            }
            lastAngle = current
            lastTime = event.timestamp
            rotation += turn
            state = .changed
        default:
            break
        }
    }

    /// A lifted finger ends a begun rotation and fails a possible one.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endIfActiveElseFail()
    }

    /// Cancels a begun rotation; fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelIfActiveElseFail()
    }

    private func angle() -> CGFloat {
        guard trackedTouches.count >= 2 else { return 0 }
        let a = trackedTouches[0].windowLocation
        let b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Wraps an angle difference into (-π, π].
    private func normalized(_ angle: CGFloat) -> CGFloat {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value <= -.pi { value += 2 * .pi }
        return value
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        startAngle = 0
        lastAngle = 0
        lastTime = nil
    }
}
