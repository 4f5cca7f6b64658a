// Turns accelerometer samples into shake begin and end (FR-14).
//
// Invariants: `isShaking` goes true at a shake's begin and false at its end or cancellation, once each; the end
// timer exists only while shaking.
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
    private let clock: () -> EventClock
    private let began: () -> Void
    private let ended: () -> Void

    init(clock: @escaping () -> EventClock, began: @escaping () -> Void, ended: @escaping () -> Void) {
        self.clock = clock
        self.began = began
        self.ended = ended
    }

    func process(_ sample: AccelerometerSample, at time: TimeInterval) {
        let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
        guard magnitude >= ShakeDetector.joltThreshold else { return }
        defer { lastJolt = time }
        if isShaking {
            scheduleEnd()
            return
        }
        guard let lastJolt, time - lastJolt <= ShakeDetector.joltWindow else { return }
        isShaking = true
        scheduleEnd()
        began()
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

    private func scheduleEnd() {
        endTimer?.cancel()
        endTimer = clock().schedule(after: ShakeDetector.quietInterval) { [weak self] in
            guard let self, self.isShaking else { return }
            self.isShaking = false
            self.lastJolt = nil
            self.endTimer = nil
            self.ended()
        }
    }
}
