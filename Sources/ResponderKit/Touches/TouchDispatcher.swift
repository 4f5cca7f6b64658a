// The one owner of touch state in an application: the live touches (in the one touch event), the touches whose
// ended phase a recognizer holds back, the retired touches kept for reuse, the host's fingers and the binding's
// memory. It binds new touches, updates live ones, delivers a frame to recognizers and views when a window's
// `sendEvent` asks, carries out the gesture arbiter's decisions, and retires what left. This file holds the
// type's state whole; its behaviour is split by concept into the `TouchDispatcher+…` files.
//
// Invariants:
// - Only the dispatcher writes a touch's `TouchRecord` (checked by `TouchRecordWritersTests`), and only the
//   arbiter writes a recognizer's state.
// - The dispatcher is the one executor of app code on the touch path: recognizers' touch methods, views' touch
//   methods, actions and resets all run from its functions (`TouchDispatcher+Executor.swift`). A recognizer's
//   `state` setter hands its request to the executor, which decides it at once and carries the decisions out:
//   when that happens inside a callback the executor is running, it is the executor's one re-entry point.
// - `event.touchList` holds the live touches between frames; `heldTouches` the touches that ended while a
//   recognizer still holds their ended phase back (GR-15).
// - For every view, `activeTouchCount` equals the number of live or held touches bound to it whose delivery state
//   `isCountedByView` (binding takes the `.bind` step and counts; `retire` releases).
// - The dispatcher keeps no application: what it needs is passed in, and the application gives it its tracer and
//   clock. It never calls `UIApplication`: the input layer sends the frame's event through `sendEvent`.
// - Every cancellation on the application's account goes through the dispatcher, which then orphans the fingers
//   of the touches it cancelled: the input layer never sees a cancelled touch as a finger that is down.
import Foundation

/// Touch state, delivery and the execution of gesture decisions for one application.
@MainActor
final class TouchDispatcher {
    /// The one touch event, reused for every touch event (TD-4).
    let event = UIEvent(type: .touches)
    /// Decides which recognizers get touches, which one wins, and what the views see.
    let arbiter = GestureArbiter()
    /// Binding's memory (the last tap): read and written only by calls that run no app code (its hit-test runs on
    /// a copy).
    var binding = TouchBinding()
    /// Retired touches kept for reuse (`TouchDispatcher+Pool.swift`). Unchecked (docs/unsafe.md): touched once per
    /// began and per retirement, never across app code.
    @exclusivity(unchecked) var retiredTouches: [UITouch] = []
    /// The host's fingers that are down, and those whose touch the application cancelled. Unchecked
    /// (docs/unsafe.md): no access spans app code; its runtime checks cost ~280 instructions per event.
    @exclusivity(unchecked) var fingers = FingerTable()
    /// Touches that left the event with their ended phase held back from the view (GR-15).
    var heldTouches: [UITouch] = []
    /// The reused set of a multi-touch group delivered to one view.
    var viewScratch = Set<UITouch>()
    /// The reused set of a multi-touch group delivered to one recognizer.
    var recognizerScratch = Set<UITouch>()
    /// Whether a touch frame is being dispatched (`UIApplication.sendEvent` is running for it). Unchecked
    /// (docs/unsafe.md): the input layer reads it per sample.
    @exclusivity(unchecked) var isDispatching = false
    /// How many times a window delivered a traced touch event (its `sendEvent` called `super`).
    var windowDeliveries = 0
    /// The application's clock, given by the application, for the recognizers' timers.
    var clock: EventClock?
    /// The application's tracer, given by the application: the one tracer of touch handling.
    var tracer: EventTracer? {
        get { tracerSlot.tracer }
        set {
            tracerSlot.tracer = newValue
            arbiter.tracer = newValue
        }
    }
    private var tracerSlot = TracerSlot()

    init() {}

    deinit {
        MainActor.assumeIsolated {
            // Engaged recognizers refer to this dispatcher; reading it now would trap (it is deinitializing).
            for recognizer in arbiter.engaged { recognizer.dispatcher = nil }
        }
    }

    /// The delivery order of view methods within one window's delivery.
    static let deliveryOrder: [ResponderMethod] = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]
}
