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

    /// Counts one step from `responder` to its `next`; false when a cycle was found from `responder` (the walk
    /// must stop there; the counter starts over).
    @inline(__always)
    package mutating func admitsStep(from responder: UIResponder) -> Bool {
        hops &+= 1
        if hops < nextCheck { return true }
        return checkpoint(from: responder)
    }

    /// The rare part of ``admitsStep(from:)``: schedules the next look and looks for a cycle now.
    @inline(never)
    mutating func checkpoint(from responder: UIResponder) -> Bool {
        nextCheck = hops &+ min(hops, checkIntervalLimit)
        guard ResponderChainWalk.hasCycle(from: responder) else { return true }
        self = ResponderChainWalk(checkIntervalLimit: checkIntervalLimit)
        return false
    }

    /// Counts one step and says whether a look for a cycle is due. For a walk stored in an object (the event's,
    /// the application's): the caller then calls ``scheduleNextLook()``, looks with ``hasCycle(from:)`` while no
    /// access to the walk is open (the look calls `next`, which app code may override to walk the chain again),
    /// and ``restart()`` if it found one.
    mutating func countStep() -> Bool {
        hops &+= 1
        return hops >= nextCheck
    }

    /// Schedules the next look for a cycle after the one due now.
    mutating func scheduleNextLook() {
        nextCheck = hops &+ min(hops, checkIntervalLimit)
    }

    /// Starts the count over (a cycle was found and the walk stopped).
    mutating func restart() {
        self = ResponderChainWalk(checkIntervalLimit: checkIntervalLimit)
    }

    /// Ends one level of a nested search started with ``admitsStep(from:)``; the schedule starts over when the
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
