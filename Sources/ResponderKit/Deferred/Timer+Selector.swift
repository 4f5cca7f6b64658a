// Foundation's target/selector timers, which Linux Foundation lacks, on the application's clock.
//
// Invariants: a scheduled timer fires on its application's clock (the virtual clock in tests) while `isValid`;
// `invalidate()` stops it; a repeating timer is rescheduled after each firing. The timer retains its target until
// it is invalidated (a non-repeating timer after it fired), as Foundation's does.
import Foundation

extension Timer {
    /// Creates a timer that calls `selector` on `target` with the timer as argument. It fires when added to a run
    /// loop (real time) or when `fire()` is called. Its `userInfo` is nil: Foundation on Linux cannot store it in
    /// a `Timer` made by this initializer. Prefer ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``,
    /// which keeps `userInfo` and runs on the application's clock.
    @MainActor
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        let action = SelectorTimerAction(target: target as AnyObject, selector: selector)
        self.init(
            fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
            block: { timer in action.fire(timer) })
    }

    /// Creates a timer that calls `selector` on `target` every `interval` seconds (once unless `repeats`) of the
    /// application's clock: the target's application (a view's window's, a controller's view's) or the shared
    /// one. In tests, `EventSimulator.advance(by:)` fires it.
    @MainActor
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let action = SelectorTimerAction(target: target as AnyObject, selector: selector)
        let timer = SelectorTimer(
            interval: interval, repeats: repeats, userInfo: userInfo,
            block: { timer in action.fire(timer) })
        UIApplication.owning(target).clock.scheduleTimer(timer, every: interval, repeats: repeats)
        return timer
    }
}

extension EventClock {
    /// Fires `timer` after `interval`, again every `interval` while it repeats and stays valid.
    func scheduleTimer(_ timer: Timer, every interval: TimeInterval, repeats: Bool) {
        // Foundation treats intervals of 0 or less as 0.1 ms; avoid a loop that never advances the clock.
        let step = interval > 0 ? interval : 0.0001
        schedule(after: step) { [weak self, timer] in
            guard timer.isValid else { return }
            timer.fire()
            if repeats, timer.isValid { self?.scheduleTimer(timer, every: interval, repeats: repeats) }
        }
    }
}
