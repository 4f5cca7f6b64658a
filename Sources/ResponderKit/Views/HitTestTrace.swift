// The state of one traced hit-test, carried by its event while the window hit-tests a new touch.
//
// Invariants: `defaultResultOwner` identifies the view whose default walk produced `defaultResult`; it is only
// compared for identity with a view the walk holds (the subview it just asked), never dereferenced.
import Foundation

/// State of one traced hit-test, carried by the event.
@MainActor
final class HitTestTrace {
    let tracer: EventTracer
    var depth = 0
    /// What the default implementation of the view `defaultResultOwner` identifies last returned.
    var defaultResult: UIView?
    // An identifier, not a reference: it is only compared with a live view, so it needs neither a side table
    // (weak) nor an unsafe pointer.
    var defaultResultOwner: ObjectIdentifier?

    init(tracer: EventTracer) {
        self.tracer = tracer
    }

    /// Forgets the last default result before a subview is asked.
    func prepare() {
        defaultResult = nil
        defaultResultOwner = nil
    }

    /// Notes what the default implementation of `view` computed.
    func finish(_ view: UIView, result: UIView?) {
        defaultResult = result
        defaultResultOwner = ObjectIdentifier(view)
    }

    /// Records what `view.hitTest` returned to its caller, at the current depth, with what its default
    /// implementation computed.
    @inline(never)
    func recordReturn(of view: UIView, result: UIView?) {
        recordReturn(of: view, depth: depth, result: result)
    }

    /// Records what `view.hitTest` returned to its caller, with what its default implementation computed.
    @inline(never)
    func recordReturn(of view: UIView, depth: Int, result: UIView?) {
        let computed: UIView?? = defaultResultOwner == ObjectIdentifier(view) ? .some(defaultResult) : .none
        tracer.record(.hitTestReturned(view: view, depth: depth, result: result, defaultResult: computed))
    }
}
