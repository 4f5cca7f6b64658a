// Transactions group layer changes and animations; a transaction's completion block runs when the animations
// added while it was open have all stopped.
//
// Invariants:
// - `stack` holds the transactions between `begin()` and `commit()`, innermost last; a nested transaction
//   inherits its parent's duration, timing function and disabled actions.
// - Every animation added to a layer (directly or by a UIView animation) while transactions are open is pending
//   in each of them. A committed transaction runs its completion block when its last pending animation stops, or
//   at commit when none is pending.
import Foundation

/// Core Animation's transactions: `begin()`/`commit()` nesting, the default animation duration and timing,
/// disabled actions, and completion blocks that run on the application's clock.
///
/// Headless there are no implicit animations: a change of a layer property takes effect at once, as with
/// `setDisableActions(true)`. Outside `begin()`/`commit()` (UIKit's implicit transaction, committed by the run
/// loop) the setters have nothing to act on: a completion block set then runs at once.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open (or committed but still waiting) transaction.
    @MainActor
    final class Frame {
        var duration: TimeInterval
        var timingFunction: CAMediaTimingFunction?
        var disablesActions: Bool
        var completion: (@MainActor () -> Void)?
        var pending = 0
        var committed = false

        init(parent: Frame?) {
            duration = parent?.duration ?? CATransaction.defaultDuration
            timingFunction = parent?.timingFunction
            disablesActions = parent?.disablesActions ?? false
        }

        /// An animation that was pending in this transaction stopped.
        func animationStopped() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The transactions between `begin()` and `commit()`, innermost last.
    static var stack: [Frame] = []
    /// Core Animation's default duration: 0.25 s.
    static let defaultDuration: TimeInterval = 0.25

    /// Opens a transaction (nested in the current one, if any).
    open class func begin() {
        stack.append(Frame(parent: stack.last))
    }

    /// Closes the innermost transaction; its completion block runs now if none of its animations is running.
    open class func commit() {
        guard let frame = stack.popLast() else { return }
        frame.committed = true
        frame.finishIfDone()
    }

    /// Does nothing: there is no render server to flush to headless.
    open class func flush() {}

    /// The default duration of the current transaction's animations: 0.25 s unless set.
    open class func animationDuration() -> TimeInterval { stack.last?.duration ?? defaultDuration }

    /// Sets the default duration of animations added in the current transaction.
    open class func setAnimationDuration(_ dur: TimeInterval) {
        stack.last?.duration = dur
    }

    /// The timing function of the current transaction, if set.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }

    /// Sets the timing function of the current transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.last?.timingFunction = function
    }

    /// Whether the current transaction disables implicit animations (there are none headless).
    open class func disableActions() -> Bool { stack.last?.disablesActions ?? false }

    /// Disables or enables implicit animations in the current transaction. Headless there are none, so changes
    /// take effect at once either way; the value is stored and observable.
    open class func setDisableActions(_ flag: Bool) {
        stack.last?.disablesActions = flag
    }

    /// The completion block of the current transaction, if set.
    // Static, not open: a global-actor function type in a vtable method of a @preconcurrency class is mangled
    // inconsistently by Swift 6.3 (a link error in subclasses).
    public static func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }

    /// Sets the block run when the animations added to the current transaction from now on have all stopped
    /// (on the application's clock), or at commit when there are none. Outside a transaction it runs at once.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let frame = stack.last else {
            block?()
            return
        }
        frame.completion = block
    }

    /// Registers an animation that started running with every open transaction; returns them, to be told when
    /// it stops.
    static func animationAdded() -> [Frame] {
        for frame in stack { frame.pending += 1 }
        return stack
    }
}
