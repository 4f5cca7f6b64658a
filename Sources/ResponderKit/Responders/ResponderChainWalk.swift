// Walking `next` safely: a user-supplied `next` may form a cycle, which must never hang the process.

/// Cycle-safe walks of the responder chain.
@preconcurrency @MainActor
public enum ResponderChainWalk {
    /// Whether following `next` from `start` ever revisits a responder (Floyd's tortoise and hare).
    public static func hasCycle(from start: UIResponder) -> Bool {
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
    public static func chain(from start: UIResponder) -> (responders: [UIResponder], cycle: Bool) {
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

    /// Nesting depth of `target(forAction:withSender:)` searches in progress; balanced, never needs a reset.
    private static var searchDepth = 0
    private static var nextSearchCycleCheck = 1024

    /// Runs one step of a recursive chain search, ending it with nil when the chain from `responder` has a cycle.
    /// The check runs when the nesting depth reaches 1,024 and each doubling after, so acyclic chains pay O(n).
    static func guardedSearch(from responder: UIResponder, _ step: () -> Any?) -> Any? {
        searchDepth += 1
        defer {
            searchDepth -= 1
            if searchDepth == 0 { nextSearchCycleCheck = 1024 }
        }
        if searchDepth >= nextSearchCycleCheck {
            nextSearchCycleCheck = searchDepth * 2
            if hasCycle(from: responder) { return nil }
        }
        return step()
    }

    /// Event-less forwarding steps in a row; reset when a call returns to the top (see `admitsEventlessForward`).
    private static var eventlessHops = 0
    private static var nextEventlessCycleCheck = 1024

    /// Whether a forwarding step of a call made without an event may go on: false when the chain from
    /// `responder` has a cycle (checked after 1,024 steps and each doubling after). Steps are counted, not
    /// nested, so the count is approximate across separate calls; it only decides when to look for a cycle.
    static func admitsEventlessForward(from responder: UIResponder) -> Bool {
        eventlessHops &+= 1
        guard eventlessHops >= nextEventlessCycleCheck else { return true }
        nextEventlessCycleCheck = eventlessHops &* 2
        if hasCycle(from: responder) {
            eventlessHops = 0
            nextEventlessCycleCheck = 1024
            return false
        }
        return true
    }
}
