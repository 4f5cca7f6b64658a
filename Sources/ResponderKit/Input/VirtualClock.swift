// A deterministic clock: time moves only when told to, and due timers fire in deadline order.
//
// Invariants: `now` never decreases; timers fire in order of deadline, ties in order of scheduling; while a timer
// fires, `now` equals its deadline.
import Foundation

/// A clock that moves only when ``advance(by:)`` or ``advance(to:)`` is called. The default clock of
/// applications and the one `EventSimulator` drives.
@preconcurrency @MainActor
public final class VirtualClock: EventClock {
    /// The current virtual time in seconds.
    // Unchecked: read for every input sample; assigned only by `init` and `advance(to:)`, and no access spans a
    // call (timers fire between accesses).
    @exclusivity(unchecked) public private(set) var now: TimeInterval
    private var pending: [EventTimer] = []

    /// Creates a clock starting at `start` seconds.
    public init(start: TimeInterval = 0) {
        now = start
    }

    /// Schedules `action` at `now + delay` (a negative or NaN delay counts as zero).
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        let timer = EventTimer(deadline: now + (delay > 0 ? delay : 0), action: action)
        // Keep `pending` sorted by deadline; equal deadlines keep scheduling order.
        let index = pending.firstIndex { $0.deadline > timer.deadline } ?? pending.count
        pending.insert(timer, at: index)
        return timer
    }

    /// The number of timers still waiting.
    public var pendingTimerCount: Int { pending.count { $0.isValid } }

    /// The deadline of the earliest timer still pending, or nil.
    public var nextDeadline: TimeInterval? { pending.first { $0.isValid }?.deadline }

    /// The deadline of the earliest pending timer that is a step of an animation in flight (a view or layer
    /// animation's end, a scroll view's deceleration or zoom, a transition's completion), or nil when no animation
    /// is running: what a UI test runs the clock to before it calls the application idle. Repeating timers and
    /// delayed performs do not count.
    public var nextAnimationDeadline: TimeInterval? { pending.first { $0.isValid && $0.isAnimationStep }?.deadline }

    /// Moves time forward by `seconds`, firing every timer that falls due on the way.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(to: now + seconds)
    }

    /// Moves time forward to `time`, firing every timer due at or before it (including timers scheduled by the
    /// ones that fire).
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let first = pending.first, first.deadline <= time {
            pending.removeFirst()
            now = max(now, first.deadline)
            first.fire()
        }
        now = max(now, time)
    }
}
