// Time for the event system: timestamps and timers, injectable so tests never depend on the wall clock.
import Foundation

/// A source of time and timers for an application.
@preconcurrency @MainActor
public protocol EventClock: AnyObject {
    /// The current time in seconds.
    var now: TimeInterval { get }
    /// Runs `action` once after `delay` seconds, unless the returned timer is cancelled first.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer
}

extension EventClock {
    /// Schedules `action` as a step of an animation in flight: the end of a view or layer animation, a scroll
    /// view's deceleration or zoom step, a transition's completion. A UI test's idle wait runs the clock until no
    /// such step is pending (``VirtualClock/nextAnimationDeadline``), as XCUITest waits for animations to end.
    @discardableResult
    func scheduleAnimationStep(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        let timer = schedule(after: delay, action)
        timer.isAnimationStep = true
        return timer
    }
}

/// A scheduled action that can be cancelled.
@preconcurrency @MainActor
public final class EventTimer {
    /// When the timer is due, in the clock's seconds.
    public internal(set) var deadline: TimeInterval
    /// False once the timer fired or was cancelled.
    public private(set) var isValid = true
    /// Whether the timer is a step of an animation in flight (scheduled with `scheduleAnimationStep(after:_:)`).
    public internal(set) var isAnimationStep = false
    /// Whether a timer that was firing scheduled this one with no delay (the virtual clock bounds such chains).
    var isImmediate = false
    private var action: (@MainActor () -> Void)?

    init(deadline: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Cancels the timer; it will not fire. Releases the action.
    public func cancel() {
        isValid = false
        action = nil
    }

    /// Fires the timer once if it is still valid.
    func fire() {
        guard isValid, let action else { return }
        cancel()
        action()
    }
}
