// Continuous (trackpad) scrolling from SDL2 wheel events, which carry no phases: the first precise event begins a
// gesture, later ones change it, and the gesture ends when no wheel event came for
// `SDLInputMapping.continuousScrollEndDelay` seconds.
//
// Invariants: a gesture that began ends exactly once; `.began` is the first sample of a gesture, `.ended` its last.
import Foundation
import ResponderKit

/// The state of one continuous scroll gesture, fed wheel events and asked for its synthesized end.
@MainActor
struct SDLScrollGesture {
    /// The window of the gesture in progress, nil when none is.
    private(set) var window: UIWindow?
    /// The pointer location of the last event.
    private(set) var location: CGPoint = .zero
    /// The time of the last wheel event of the gesture.
    private(set) var lastEventTime: TimeInterval = 0

    /// Whether a gesture is in progress.
    var isActive: Bool { window != nil }

    /// When the gesture in progress ends if no wheel event comes first.
    var endTime: TimeInterval { lastEventTime + SDLInputMapping.continuousScrollEndDelay }

    /// The sample of a precise wheel event at `time`: `.began` for the first of a gesture, `.changed` after.
    /// A wheel event in another window first ends the gesture in progress (returned as `ending`).
    mutating func wheel(
        delta: CGPoint, at location: CGPoint, in window: UIWindow, time: TimeInterval
    ) -> (ending: ScrollSample?, sample: ScrollSample) {
        var ending: ScrollSample?
        if let current = self.window, current !== window { ending = end(at: time) }
        let phase: ScrollSample.Phase = isActive ? .changed : .began
        self.window = window
        self.location = location
        lastEventTime = time
        let sample = ScrollSample(
            location: location, window: window, delta: delta, type: .continuous, phase: phase, timestamp: time)
        return (ending, sample)
    }

    /// The synthesized end of the gesture, if one is in progress and `time` is at or after its end time.
    mutating func endIfDue(at time: TimeInterval) -> ScrollSample? {
        guard isActive, time >= endTime else { return nil }
        return end(at: time)
    }

    /// Ends the gesture in progress now, whatever the time (its window is going away).
    mutating func end(at time: TimeInterval) -> ScrollSample? {
        guard let window else { return nil }
        self.window = nil
        return ScrollSample(
            location: location, window: window, delta: .zero, type: .continuous, phase: .ended, timestamp: time)
    }
}
