// Walking `next` safely: a user-supplied `next` may form a cycle, which must never hang the process.

/// Cycle-safe walks of the responder chain.
@MainActor
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

    /// Nesting depth of event-less forwarding in progress; balanced, never needs a reset.
    private static var forwardDepth = 0
    private static var nextForwardCycleCheck = 1024

    /// Runs one forwarding step of a call made without an event, stopping when the chain from `responder` has a
    /// cycle (checked at nesting depth 1,024 and each doubling after).
    static func guardedForward(from responder: UIResponder, _ step: () -> Void) {
        forwardDepth += 1
        defer {
            forwardDepth -= 1
            if forwardDepth == 0 { nextForwardCycleCheck = 1024 }
        }
        if forwardDepth >= nextForwardCycleCheck {
            nextForwardCycleCheck = forwardDepth * 2
            if hasCycle(from: responder) { return }
        }
        step()
    }
}
