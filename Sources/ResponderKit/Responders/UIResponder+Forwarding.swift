// The single forwarding step shared by every default event method (RC-6), with cycle detection.

extension UIResponder {
    /// Passes an event method on to `next`, tracing the step, or drops it at the end of the chain.
    ///
    /// A `next` cycle would make the default methods recurse forever. The event counts forwarding hops; each
    /// time the count reaches a power of two from 1,024 on, the chain from here is checked for a cycle
    /// (Floyd's algorithm, no allocation). Long acyclic chains pay O(length) in total.
    @inline(__always)
    final func forward(_ method: ResponderMethod, _ event: UIEvent?, _ call: (UIResponder) -> Void) {
        guard let next = self.next else {
            event?.reachedEndOfChain = true
            event?.tracer?.record(.dropped(method: method, at: self))
            return
        }
        if let event {
            event.forwardingHops &+= 1
            if event.forwardingHops >= event.nextCycleCheck {
                event.nextCycleCheck = event.forwardingHops &* 2
                if ResponderChainWalk.hasCycle(from: self) {
                    event.reachedEndOfChain = true
                    event.tracer?.record(.responderCycle(method: method, at: self))
                    return
                }
            }
            event.tracer?.record(.forwarded(method: method, from: self, to: next))
            call(next)
        } else {
            // No event to count on (a direct call with nil): count the nesting instead.
            ResponderChainWalk.guardedForward(from: self) { call(next) }
        }
    }
}
