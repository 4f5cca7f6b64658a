// A continuous recognizer for a press held in place (GR-19).
//
// Invariants: it begins only after the required fingers have been down for `minimumPressDuration` without moving
// more than `allowableMovement`; once begun, movement is unlimited and lifting a finger ends it.
import Foundation

/// A continuous gesture recognizer that interprets long-press gestures.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, in points. 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The number of fingers required. 1 by default.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press. 0 by default.
    open var numberOfTapsRequired = 0

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    /// Starts the press timer once the required fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        cancelTimers()
        guard numberOfTouches == numberOfTouchesRequired else { return }
        guard tapsCompleted >= numberOfTapsRequired else {
            scheduleTimer(after: UITapGestureRecognizer.maximumPressDuration) { [unowned self] in
                guard self.state == .possible else { return }
                self.state = .failed
            }
            return
        }
        scheduleTimer(after: minimumPressDuration) { [unowned self] in
            guard self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else {
                return
            }
            self.state = .began
        }
    }

    /// Fails on movement past the allowance before beginning; reports changes after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let now = touch.location(in: nil)
                let limit = allowableMovement
                if (now.x - start.x) * (now.x - start.x) + (now.y - start.y) * (now.y - start.y) > limit * limit {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting a finger ends a begun press; lifting before it began fails it (or counts a required tap).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            cancelTimers()
            let lifted = trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            if tapsCompleted < numberOfTapsRequired && lifted {
                tapsCompleted += 1
                startLocations.removeAll()
                scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [unowned self] in
                    guard self.state == .possible, self.numberOfTouches == 0 else { return }
                    self.state = .failed
                }
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    /// A button press (the remote's select, by default) held for `minimumPressDuration` begins the gesture (PG-2).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard state == .possible else { return }
        cancelTimers()
        scheduleTimer(after: minimumPressDuration) { [unowned self] in
            guard self.state == .possible, !self.trackedPresses.isEmpty else { return }
            self.state = .began
        }
    }

    /// Releasing the button ends a begun gesture and fails one released too early.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        cancelTimers()
        endIfActiveElseFail()
    }

    /// Cancels a begun gesture; fails a possible one.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        cancelIfActiveElseFail()
    }

    /// Cancels a begun press; fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelIfActiveElseFail()
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startLocations.removeAll()
    }
}
