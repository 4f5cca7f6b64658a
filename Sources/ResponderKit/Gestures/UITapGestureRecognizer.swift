// A discrete recognizer for one or more taps with one or more fingers (GR-16 … GR-18).
//
// Invariants: `tapsCompleted` counts finished taps of the current gesture; the recognizer fails as soon as a
// finger moves too far, is held too long, or the next tap comes too late, and recognizes when the last required
// tap lifts.
import Foundation

/// A discrete gesture recognizer that interprets single or multiple taps.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a finger may move before the tap fails (GR-17, observed).
    public static let allowableMovement: CGFloat = 45
    /// How long a finger may stay down before the tap fails (GR-17, observed).
    public static let maximumPressDuration: TimeInterval = 0.75
    /// How soon after a tap lifts the next required tap must start (GR-17, observed).
    public static let maximumTapInterval: TimeInterval = 0.35

    /// The number of taps required. 1 by default.
    open var numberOfTapsRequired = 1
    /// The number of fingers required. 1 by default.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must press for the tap to receive it: `.primary` by default, so a secondary
    /// (right) click is not a tap unless asked for. A click qualifies when it presses every required button; a
    /// click that does not is never delivered to the tap and goes to the view alone. Finger touches press no
    /// button and always qualify.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsCompleted = 0
    private var fingersInTap = 0
    /// Where each finger of the current tap started, in window coordinates. A short list, not a dictionary: a few
    /// fingers at most, and no hashing on every move.
    private var startLocations: [(touch: ObjectIdentifier, location: CGPoint)] = []
    private var firstTapLocation: CGPoint?

    override func acceptsPointerButtons(_ buttons: UIEvent.ButtonMask) -> Bool {
        buttons.isSuperset(of: buttonMaskRequired)
    }

    /// Starts or continues a tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimers()
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if let index = startLocations.firstIndex(where: { $0.touch == id }) {
                startLocations[index].location = touch.location(in: nil)
            } else {
                startLocations.append((id, touch.location(in: nil)))
            }
        }
        fingersInTap = max(fingersInTap, numberOfTouches)
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        scheduleTimer(after: UITapGestureRecognizer.maximumPressDuration) { [unowned self] in
            guard self.state == .possible, self.numberOfTouches > 0 else { return }
            self.state = .failed
        }
    }

    /// Fails when a finger moves farther than the allowance.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocation(of: touch) else { continue }
            let now = touch.location(in: nil)
            let limit = UITapGestureRecognizer.allowableMovement
            if (now.x - start.x) * (now.x - start.x) + (now.y - start.y) * (now.y - start.y) > limit * limit {
                state = .failed
                return
            }
        }
    }

    /// Where `touch` started in the current tap, if it belongs to it.
    private func startLocation(of touch: UITouch) -> CGPoint? {
        let id = ObjectIdentifier(touch)
        var index = 0
        while index < startLocations.count {
            if startLocations[index].touch == id { return startLocations[index].location }
            index += 1
        }
        return nil
    }

    /// Counts the tap when its last finger lifts; recognizes after the last required tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard remaining.isEmpty else { return }
        cancelTimers()
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if tapsCompleted == 0 {
            updateCentroid()
            firstTapLocation = lastCentroid
        }
        tapsCompleted += 1
        fingersInTap = 0
        startLocations.removeAll(keepingCapacity: true)
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
            return
        }
        scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [unowned self] in
            guard self.state == .possible, self.numberOfTouches == 0 else { return }
            self.state = .failed
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// A button press (the remote's select, by default) starts a tap, held no longer than a finger may be (PG-2).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        // A recognizer detached meanwhile (removed from its view by app code) tracks nothing: no timer.
        guard state == .possible, !trackedPresses.isEmpty else { return }
        cancelTimers()
        scheduleTimer(after: UITapGestureRecognizer.maximumPressDuration) { [unowned self] in
            guard self.state == .possible, !self.trackedPresses.isEmpty else { return }
            self.state = .failed
        }
    }

    /// The press going up completes a tap; the last required tap recognizes (PG-2).
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        cancelTimers()
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
            return
        }
        scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [unowned self] in
            guard self.state == .possible else { return }
            self.state = .failed
        }
    }

    /// Fails.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = .failed
    }

    /// The centroid of the first tap (GR-16).
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        return convertFromWindow(firstTapLocation, to: view)
    }

    /// A tap cannot prevent a tap that needs more taps, so single- and double-tap recognizers on one view both
    /// fire unless one requires the other to fail (GR-18, SP-13).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer,
            other.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll(keepingCapacity: true)
        firstTapLocation = nil
    }
}
