// The tracer slot of touch handling: a weak reference behind a flag. It must read exactly what a plain weak
// reference would — the tracer while it lives, nil once it is gone or replaced by nil — and touch delivery must
// trace exactly while the application has a tracer.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct TracerSlotTests {
    @Test("A slot reads its tracer while it lives, nil after it is deallocated, and follows every assignment")
    func readsLikeAWeakReference() {
        var slot = TouchDispatcher.TracerSlot()
        #expect(slot.tracer == nil)
        var first: TraceRecorder? = TraceRecorder()
        slot.tracer = first
        #expect(slot.tracer === first)
        first = nil
        #expect(slot.tracer == nil, "a deallocated tracer reads as nil")
        let second = TraceRecorder()
        slot.tracer = second
        #expect(slot.tracer === second)
        slot.tracer = nil
        #expect(slot.tracer == nil)
    }

    @Test("Touch delivery traces exactly while the application has a tracer: none, then one, then none again")
    func deliveryFollowsTheApplicationsTracer() throws {
        let stage = Spies.Stage(tracing: false)
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        func deliveries() -> Int {
            stage.tracer.entries.filter { if case .delivered = $0 { true } else { false } }.count
        }

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        stage.app.tracer = stage.tracer
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        let traced = deliveries()
        stage.app.tracer = nil
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(traced == 2, "began and ended of the one traced tap")
        #expect(deliveries() == 2, "nothing recorded once the tracer is removed")
    }
}
