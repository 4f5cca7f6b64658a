// The forwarding step shared by every default event method (RC-6), with cycle detection.
//
// Invariant: the bookkeeping runs in its own call, which returns the next responder before the default method
// calls it, so forwarding through N responders costs one stack frame per responder (a 10,000-view chain fits on a
// worker thread's stack even in debug builds).

extension UIResponder {
    /// The responder a default event method passes `method` to, or nil when the event is dropped here: at the end
    /// of the chain, or because the `next` chain loops back on itself. Traces the step.
    ///
    /// A `next` cycle would make the default methods recurse forever. The event counts forwarding hops; each
    /// time the count reaches a power of two from 1,024 on, the chain from here is checked for a cycle (Floyd's
    /// algorithm, no allocation). Long acyclic chains pay O(length) in total. Calls without an event count their
    /// nesting instead.
    @inline(__always)
    final func forwardingTarget(_ method: ResponderMethod, _ event: UIEvent?) -> UIResponder? {
        guard let next = self.next else {
            event?.reachedEndOfChain = true
            event?.tracer?.record(.dropped(method: method, at: self))
            return nil
        }
        guard event != nil else { return ResponderChainWalk.admitsEventlessForward(from: self) ? next : nil }
        // The caller keeps the event alive for the whole call: bind it without a retain.
        unowned(unsafe) let event = event.unsafelyUnwrapped
        let hops = event.forwardingHops &+ 1
        event.forwardingHops = hops
        // One test on the common path: no tracer, and no cycle check due yet.
        if hops < event.nextCycleCheck && event.tracer == nil { return next }
        return forwardingCheckpoint(method, event, to: next)
    }

    /// The rare part of ``forwardingTarget(_:_:)``: the periodic cycle check and tracing.
    @inline(never)
    private final func forwardingCheckpoint(_ method: ResponderMethod, _ event: UIEvent, to next: UIResponder)
        -> UIResponder?
    {
        if event.forwardingHops >= event.nextCycleCheck {
            event.nextCycleCheck = event.forwardingHops &* 2
            if ResponderChainWalk.hasCycle(from: self) {
                event.reachedEndOfChain = true
                event.tracer?.record(.responderCycle(method: method, at: self))
                return nil
            }
        }
        event.tracer?.record(.forwarded(method: method, from: self, to: next))
        return next
    }
}
