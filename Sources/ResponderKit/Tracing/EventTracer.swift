// An observer of dispatch. The application hands every step of event delivery to its tracer.
//
// Invariants:
// - When `UIApplication.tracer` is nil no trace entry is built: every producer checks for a tracer before
//   constructing an entry, so tracing costs one pointer test when off.
// - Entries arrive in the order the steps happen, on the main actor, synchronously with dispatch.

/// Receives every step of event dispatch: hit-test visits, touch binding, delivery, forwarding along the
/// responder chain, cancellations, focus changes and rejected input.
///
/// Install one with `application.tracer = myTracer`. ``TraceRecorder`` is a ready-made implementation that
/// keeps the entries and can describe them as text.
@preconcurrency @MainActor
public protocol EventTracer: AnyObject {
    /// Called once for each dispatch step, in order.
    func record(_ entry: TraceEntry)
}
