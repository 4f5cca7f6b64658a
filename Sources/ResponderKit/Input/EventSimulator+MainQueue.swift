// Deferred work in tests: the virtual clock's timers interleaved with the work apps queue on the main queue.
//
// A synchronous call cannot run `DispatchQueue.main.async` work: the main queue is busy running the caller. An
// async test suspends in `advance(by:) async` instead, and the main queue runs what was queued before it resumes.
import Foundation

extension EventSimulator {
    /// How many times each settling step lets the main queue run: work queued by queued work runs in a later round.
    public static let mainQueueRounds = 8

    /// Advances the virtual clock by `seconds` like the synchronous `advance(by:)`, and also runs the work apps queue with
    /// `DispatchQueue.main.async`: first what is queued already, then, after each group of timers (and delayed
    /// performs, selector timers and display links) that falls due, what they queued — deterministically, in order.
    ///
    /// Call it with `await` from an async test on the main actor. `DispatchQueue.main.asyncAfter` uses the real
    /// clock and is not run by it; use timers or `perform(_:with:afterDelay:)` for virtual-time delays.
    public func advance(by seconds: TimeInterval) async {
        await runMainQueue()
        guard seconds.isFinite, seconds > 0 else { return }
        let end = clock.now + seconds
        while let next = clock.nextDeadline, next <= end {
            clock.advance(to: next)
            await runMainQueue()
        }
        clock.advance(to: end)
        await runMainQueue()
    }

    /// Lets the work queued on the main queue run (and the work it queues, up to ``mainQueueRounds`` deep),
    /// without moving the clock.
    public func runMainQueue() async {
        for _ in 0..<EventSimulator.mainQueueRounds {
            // The continuation resumes after every block queued before this one: the main queue is first in, first
            // out.
            await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { resume.resume() }
            }
        }
    }
}
