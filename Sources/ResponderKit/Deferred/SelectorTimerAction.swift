// What a selector-based `Timer` calls: the target, the selector and the application whose clock drives it.
//
// Invariant: only touched on the main actor. Foundation's timer block must be `@Sendable`; the block enters the
// main actor with `MainActor.assumeIsolated` (which traps off the main thread) before reading this object, which
// is why it may be `@unchecked Sendable`.
import Foundation

/// The action of a selector-based timer.
final class SelectorTimerAction: @unchecked Sendable {
    // nonisolated(unsafe): written once in `init`, read only on the main actor (see the invariant above).
    nonisolated(unsafe) let target: AnyObject
    let selector: Selector

    init(target: AnyObject, selector: Selector) {
        self.target = target
        self.selector = selector
    }

    /// Calls the selector with the timer as its argument, as Foundation does. Called from the timer's block on the
    /// main thread (it traps elsewhere).
    func fire(_ timer: Timer) {
        // The timer is only ever used on the main thread, where this block runs.
        nonisolated(unsafe) let timer = timer
        MainActor.assumeIsolated {
            _ = SelectorDispatch.call(
                selector, on: target, sender: timer, secondArgument: nil, application: UIApplication.owning(target))
        }
    }
}
