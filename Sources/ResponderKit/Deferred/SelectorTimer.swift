// The `Timer` that `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` returns: a Foundation
// timer that keeps its `userInfo` (Foundation on Linux has no initializer that stores one).
import Foundation

/// A Foundation timer with a `userInfo`, fired by an application's clock instead of a run loop.
final class SelectorTimer: Timer {
    // nonisolated(unsafe): set once before the timer is handed out, then only read.
    nonisolated(unsafe) private let storedUserInfo: Any?

    init(interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        storedUserInfo = userInfo
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// The object given when the timer was scheduled.
    override var userInfo: Any? { storedUserInfo }
}
