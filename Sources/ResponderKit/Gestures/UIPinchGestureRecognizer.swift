// A continuous two-finger recognizer for pinching (GR-24).
import Foundation

/// A continuous gesture recognizer that interprets pinching gestures involving two touches.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much, in points, the distance between the fingers must change before the pinch begins (observed).
    public static let hysteresis: CGFloat = 8

    /// The scale factor: the current distance between the fingers over the distance when the pinch began. Setting
    /// it (typically to 1 after applying it to a transform) makes later values relative to the distance at that
    /// moment, scaled by the new value.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            // Rebase: the reference distance becomes the one for which the current distance gives the new value.
            if newValue > 0, lastDistance > 0 { beganDistance = lastDistance / newValue }
            if let sample = lastScaleSample { lastScaleSample = (sample.time, newValue) }
        }
    }
    /// The rate of change of the scale, per second.
    public private(set) var velocity: CGFloat = 0

    private var storedScale: CGFloat = 1
    private var startDistance: CGFloat = 0
    /// The reference distance: `scale` is the current distance over it.
    private var beganDistance: CGFloat = 0
    /// The distance between the fingers at the last event of a begun pinch.
    private var lastDistance: CGFloat = 0
    private var lastScaleSample: (time: TimeInterval, scale: CGFloat)?

    /// Measures the starting distance once two fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed }
        if numberOfTouches == 2 { startDistance = distance() }
    }

    /// Begins once the distance changes past the hysteresis; reports scale changes after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        let current = distance()
        switch state {
        case .possible:
            guard abs(current - startDistance) > UIPinchGestureRecognizer.hysteresis else { return }
            beganDistance = current
            lastDistance = current
            storedScale = 1
            velocity = 0
            lastScaleSample = (event.timestamp, 1)
            state = .began
        case .began, .changed:
            guard beganDistance > 0 else { return }
            let newScale = current / beganDistance
            if let last = lastScaleSample, event.timestamp > last.time {
                velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time)
            }
            lastScaleSample = (event.timestamp, newScale)
            lastDistance = current
            storedScale = newScale
            state = .changed
        default:
            break
        }
    }

    /// A lifted finger ends a begun pinch and fails a possible one.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endIfActiveElseFail()
    }

    /// Cancels a begun pinch; fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelIfActiveElseFail()
    }

    private func distance() -> CGFloat {
        guard trackedTouches.count >= 2 else { return 0 }
        let a = trackedTouches[0].windowLocation
        let b = trackedTouches[1].windowLocation
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        storedScale = 1
        velocity = 0
        startDistance = 0
        beganDistance = 0
        lastDistance = 0
        lastScaleSample = nil
    }
}
