// A discrete recognizer for a quick straight stroke (GR-22, GR-23).
import Foundation

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Distance along the primary axis that recognizes the swipe (GR-23, observed).
    public static let minimumDistance: CGFloat = 50
    /// Time within which the distance must be covered (GR-23, observed).
    public static let maximumDuration: TimeInterval = 0.5
    /// Movement before the direction is checked (GR-23, observed).
    public static let checkDistance: CGFloat = 10
    /// Largest sideways drift of a slow swipe, as a fraction of the distance along the primary axis (observed).
    public static let maximumDriftRatio: CGFloat = 0.5
    /// Largest sideways drift of a fast swipe (GR-22: a fast swipe tolerates more drift).
    public static let fastDriftRatio: CGFloat = 1.0
    /// The average speed, in points per second, from which a swipe counts as fast.
    public static let fastSpeed: CGFloat = 1500

    /// The permitted directions. `.right` by default.
    open var direction: Direction = .right
    /// The number of fingers required. 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    /// Starts timing the swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        updateCentroid()
        start = lastCentroid
        startTime = event.timestamp
        if numberOfTouches == touches.count {
            scheduleTimer(after: UISwipeGestureRecognizer.maximumDuration) { [unowned self] in
                guard self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    /// Recognizes once the stroke is long, straight and in a permitted direction.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        updateCentroid()
        let dx = lastCentroid.x - start.x
        let dy = lastCentroid.y - start.y
        guard dx * dx + dy * dy >= UISwipeGestureRecognizer.checkDistance * UISwipeGestureRecognizer.checkDistance
        else { return }
        let horizontal = abs(dx) >= abs(dy)
        let moving: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let primary = horizontal ? abs(dx) : abs(dy)
        let drift = horizontal ? abs(dy) : abs(dx)
        let elapsed = CGFloat(event.timestamp - startTime)
        let fast = elapsed > 0 && primary / elapsed >= UISwipeGestureRecognizer.fastSpeed
        let allowed = fast ? UISwipeGestureRecognizer.fastDriftRatio : UISwipeGestureRecognizer.maximumDriftRatio
        guard direction.contains(moving), drift <= primary * allowed else {
            state = .failed
            return
        }
        if primary >= UISwipeGestureRecognizer.minimumDistance { state = .recognized }
    }

    /// Lifting before the swipe recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        start = nil
    }
}
