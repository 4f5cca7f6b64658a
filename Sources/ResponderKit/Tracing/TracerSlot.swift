// A weak reference to the application's tracer that costs nothing to read while no tracer is set.
//
// Invariant: `isSet` is false only when the stored reference is nil (a tracer that deallocates leaves it true,
// and the weak load then reads nil, as before).

/// Where touch handling keeps the application's tracer: weakly (the application owns it), but read without a
/// weak load when none was given — a weak load is a runtime call even for nil, and delivery reads the tracer
/// several times per event.
struct TracerSlot {
    private weak var stored: EventTracer?
    private var isSet = false

    /// The tracer, or nil.
    var tracer: EventTracer? {
        @inline(__always) get { isSet ? stored : nil }
        set {
            stored = newValue
            isSet = newValue != nil
        }
    }
}
