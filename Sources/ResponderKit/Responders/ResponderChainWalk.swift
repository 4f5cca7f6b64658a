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
}
