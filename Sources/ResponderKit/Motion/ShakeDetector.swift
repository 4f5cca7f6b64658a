// Turns accelerometer samples into shake begin and end (FR-14).
//
// Invariants: `isShaking` goes true at a shake's begin and false at its end or cancellation, once each; the end
// timer exists only while shaking. The detector reports a begin by `process`'s result and an end through `ended`,
// on the timer of the clock it was given; it sends nothing itself.
import Foundation

/// Detects shakes in accelerometer samples with documented thresholds:
/// - a *jolt* is a sample whose acceleration magnitude is at least ``joltThreshold`` (2 g; at rest it is 1 g);
/// - a shake *begins* at the second jolt that comes within ``joltWindow`` (0.5 s) of the previous one;
/// - it *ends* once ``quietInterval`` (0.5 s) passes without a jolt.
@preconcurrency @MainActor
package final class ShakeDetector {
    /// The acceleration magnitude, in g, that counts as a jolt.
    package static let joltThreshold = 2.0
    /// The longest gap between two jolts that starts a shake, in seconds.
    package static let joltWindow: TimeInterval = 0.5
    /// How long without a jolt ends a shake, in seconds.
    package static let quietInterval: TimeInterval = 0.5

    /// Whether a shake is in progress.
    package private(set) var isShaking = false
    private var lastJolt: TimeInterval?
    private var endTimer: EventTimer?
    /// Called when a shake ends on the quiet timer (not on cancellation); installed by the input layer, which sends
    /// the end.
    var ended: () -> Void = {}

    /// A detector that is not shaking.
    init() {}

    /// Takes one accelerometer sample at `time`; returns whether a shake began with it. The end timer runs on
    /// `clock`.
    func process(_ sample: AccelerometerSample, at time: TimeInterval, clock: EventClock) -> Bool {
        let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
        guard magnitude >= ShakeDetector.joltThreshold else { return false }
        defer { lastJolt = time }
        if isShaking {
            scheduleEnd(on: clock)
            return false
        }
        guard let lastJolt, time - lastJolt <= ShakeDetector.joltWindow else { return false }
        isShaking = true
        scheduleEnd(on: clock)
        return true
    }

    /// Stops a shake in progress without ending it (the caller reports the cancellation).
    func cancel() -> Bool {
        guard isShaking else { return false }
        isShaking = false
        endTimer?.cancel()
        endTimer = nil
        lastJolt = nil
        return true
    }

    /// Starts the quiet interval again: the shake ends when it passes without a jolt.
    private func scheduleEnd(on clock: EventClock) {
        endTimer?.cancel()
        endTimer = clock.schedule(after: ShakeDetector.quietInterval) { [weak self] in
            guard let self, self.isShaking else { return }
            self.isShaking = false
            self.lastJolt = nil
            self.endTimer = nil
            self.ended()
        }
    }
}
