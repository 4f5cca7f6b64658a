// The one walker of the responder chain: every walk along `next` (default event forwarding, presses, actions, key
// commands) counts its steps here, because a user-supplied `next` may form a cycle, which must never hang the
// process.
//
// Invariants:
// - No global state: a walk is a value owned by whoever walks — the event being delivered, the application for
//   calls made without an event, or a local variable for a loop.
// - A cycle is looked for (Floyd's algorithm, no allocation) at `firstCheck` steps and then each doubling, so an
//   acyclic chain of length n costs O(n) in total; a walk whose count spans separate calls caps the interval, so
//   a cycle is still found within a bounded number of steps.

/// A cycle-safe walk of the responder chain: a step counter that looks for a `next` cycle now and then.
@MainActor
package struct ResponderChainWalk {
    /// Steps after which a walk first looks for a cycle.
    package static let firstCheck = 1024
    /// The interval limit of a walk whose count spans separate calls (event-less forwarding): keeps the
    /// recursion until a cycle is found bounded however many steps came before.
    static let spanningCheckIntervalLimit = 4096

    /// Steps taken (or, for nested searches, the nesting depth).
    var hops = 0
    /// The step count at which the chain is next checked for a cycle.
    var nextCheck = ResponderChainWalk.firstCheck
    /// The most steps between two looks; unlimited (doubling) for a walk that starts over with each delivery.
    let checkIntervalLimit: Int

    /// A walk that has taken no step; the interval between looks doubles up to `checkIntervalLimit`.
    package init(checkIntervalLimit: Int = .max) {
        self.checkIntervalLimit = checkIntervalLimit
    }

    /// Counts one step along `next` and says whether a look for a cycle is due now (the next look is scheduled
    /// at once). The caller then looks with ``hasCycle(from:)`` and, if it found one, stops and calls
    /// ``restart()``. No access to the walk is open during the look, which calls `next` — app code may override
    /// `next` to walk the chain again, even on this very walk when it is stored in an event or the application.
    @inline(__always)
    mutating func countStep() -> Bool {
        hops &+= 1
        return lookIsDue()
    }

    /// Whether the steps counted so far make a look for a cycle due; if so, schedules the next one.
    @inline(__always)
    mutating func lookIsDue() -> Bool {
        guard hops >= nextCheck else { return false }
        nextCheck = hops &+ min(hops, checkIntervalLimit)
        return true
    }

    /// Starts the count over (a cycle was found and the walk stopped).
    mutating func restart() {
        self = ResponderChainWalk(checkIntervalLimit: checkIntervalLimit)
    }

    /// Ends one level of a nested search counted with ``countStep()``; the schedule starts over when the
    /// outermost level returns.
    mutating func leave() {
        hops = max(hops - 1, 0)
        if hops == 0 { nextCheck = ResponderChainWalk.firstCheck }
    }

    /// Whether following `next` from `start` ever revisits a responder (Floyd's tortoise and hare).
    package static func hasCycle(from start: UIResponder) -> Bool {
        var slow: UIResponder? = start
        var fast: UIResponder? = start
        while true {
            guard let f1 = fast?.next, let f2 = f1.next else { return false }
            fast = f2
            slow = slow?.next
            if slow === fast { return true }
        }
    }

    /// The responders from `start` along `next`, stopping before the first repeated responder.
    ///
    /// - Returns: the chain and whether it stopped because of a cycle.
    package static func chain(from start: UIResponder) -> (responders: [UIResponder], cycle: Bool) {
        var result: [UIResponder] = []
        var seen = Set<ObjectIdentifier>()
        var current: UIResponder? = start
        while let responder = current {
            guard seen.insert(ObjectIdentifier(responder)).inserted else { return (result, true) }
            result.append(responder)
            current = responder.next
        }
        return (result, false)
    }
}
