// The forwarding step shared by every default event method (RC-6), with cycle detection.
//
// Invariant: the bookkeeping runs in its own call, which returns the next responder before the default method
// calls it, so forwarding through N responders costs one stack frame per responder (a 10,000-view chain fits on a
// worker thread's stack even in debug builds).

extension UIResponder {
    /// The responder a default event method passes `method` to, or nil when the event is dropped here: at the end
    /// of the chain, or because the `next` chain loops back on itself. Traces the step.
    ///
    /// A `next` cycle would make the default methods recurse forever, so every step is counted by a
    /// ``ResponderChainWalk``: the event's during a delivery; for calls without an event, the application's that
    /// this responder belongs to (or, for a responder in no window, a check of the chain from here).
    // Out of line: the default methods inline `_UnretainedHop` instead, and their stack frames stay small (a deep
    // chain nests one frame per responder).
    @inline(never)
    final func forwardingTarget(_ method: ResponderMethod, _ event: UIEvent?) -> UIResponder? {
        guard let next = self.next else {
            event?.reachedEndOfChain = true
            event?.tracer?.record(.dropped(method: method, at: self))
            return nil
        }
        guard event != nil else { return admitsEventlessStep() ? next : nil }
        // The caller keeps the event alive for the whole call: bind it without a retain.
        unowned(unsafe) let event = event.unsafelyUnwrapped
        let hops = event.chainWalk.hops &+ 1
        event.chainWalk.hops = hops
        // One test on the common path: no tracer, and no cycle check due yet.
        if hops < event.chainWalk.nextCheck && event.tracer == nil { return next }
        return forwardingCheckpoint(method, event, to: next)
    }

    /// The rare part of ``forwardingTarget(_:_:)``: the periodic cycle check and tracing.
    @inline(never)
    private final func forwardingCheckpoint(_ method: ResponderMethod, _ event: UIEvent, to next: UIResponder)
        -> UIResponder?
    {
        // Short accesses to the walk only: the look for a cycle calls `next`, which app code may override.
        if event.chainWalk.lookIsDue(), ResponderChainWalk.hasCycle(from: self) {
            event.chainWalk.restart()
            event.reachedEndOfChain = true
            event.tracer?.record(.responderCycle(method: method, at: self))
            return nil
        }
        event.tracer?.record(.forwarded(method: method, from: self, to: next))
        return next
    }

    /// Whether a forwarding step of a call made without an event may go on: false when the chain from here has a
    /// cycle. Steps are counted by the application this responder belongs to; they are counted, not nested, so the
    /// count spans separate calls and only decides when to look (the capped interval keeps the look timely).
    @inline(never)
    private final func admitsEventlessStep() -> Bool {
        guard let application = chainWalkApplication else { return !ResponderChainWalk.hasCycle(from: self) }
        // Short accesses to the walk only: the look for a cycle calls `next`, which app code may override.
        guard application.eventlessChainWalk.countStep(), ResponderChainWalk.hasCycle(from: self) else { return true }
        application.eventlessChainWalk.restart()
        return false
    }

    /// The application whose walks count this responder's steps when no event carries a walk: itself, or the
    /// application of its window; nil for a responder in no window.
    final var chainWalkApplication: UIApplication? {
        // A class-dispatched property, not `self as? UIApplication`: this runs at every step of an action search.
        applicationOfResponder
    }
}
