// A deterministic clock: time moves only when told to, and due timers fire in deadline order.
//
// Invariants: `now` never decreases; timers fire in order of deadline, ties in order of scheduling; while a timer
// fires, `now` equals its deadline; at most `immediateLimit` timers scheduled with no delay by firing timers fire at
// one instant: past that, such a timer moves 10 ms on, so timers that reschedule themselves at once cannot stop time.
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
    /// How many timers scheduled with no delay by firing timers have fired at `now`.
    private var immediateFiredAtNow = 0
    /// Whether a timer is firing (inside `advance(to:)`).
    private var isFiring = false
    /// The most zero-delay timers scheduled by firing timers that fire at one instant (**chosen**: no screen chains
    /// a thousand at once; a run loop that kept running such a chain would see real time pass between its turns).
    static let immediateLimit = 1_000
    /// How far an immediate timer past the limit moves: 10 ms (**chosen**: about a frame).
    static let immediateDeferral: TimeInterval = 0.01

    /// Creates a clock starting at `start` seconds.
    public init(start: TimeInterval = 0) {
        now = start
    }

    /// Schedules `action` at `now + delay` (a negative or NaN delay counts as zero).
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        let timer = EventTimer(deadline: now + (delay > 0 ? delay : 0), action: action)
        timer.isImmediate = isFiring && !(delay > 0)
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
            guard first.isValid else { continue }
            if first.deadline > now {
                now = first.deadline
                immediateFiredAtNow = 0
            }
            if first.isImmediate {
                immediateFiredAtNow += 1
                if immediateFiredAtNow > VirtualClock.immediateLimit {
                    // A chain of zero-delay timers: this one waits, as a run loop's next turn would.
                    first.deadline = now + VirtualClock.immediateDeferral
                    let index = pending.firstIndex { $0.deadline > first.deadline } ?? pending.count
                    pending.insert(first, at: index)
                    continue
                }
            }
            let wasFiring = isFiring  // an `advance` called from a timer runs inside the outer one's firing
            isFiring = true
            first.fire()
            isFiring = wasFiring
        }
        if time > now {
            now = time
            immediateFiredAtNow = 0
        }
    }
}
