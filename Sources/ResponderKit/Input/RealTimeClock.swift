// A clock for live backends: real monotonic time, timers on the main dispatch queue.
import Dispatch
import Foundation

/// A clock that follows real time (seconds since boot) and fires timers on the main queue.
@preconcurrency @MainActor
public final class RealTimeClock: EventClock {
    /// Creates a real-time clock.
    public init() {}

    /// Seconds since the system booted, like UIKit's event timestamps.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Schedules `action` on the main queue after `delay` seconds.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        let timer = EventTimer(deadline: now + max(delay, 0), action: action)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(delay, 0)) {
            MainActor.assumeIsolated { timer.fire() }
        }
        return timer
    }
}
