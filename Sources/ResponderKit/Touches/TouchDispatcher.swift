// The one owner of touch state in an application: the live touches (in the one touch event), the touches whose
// ended phase a recognizer holds back, the retired touches kept for reuse, the host's fingers and the binding's
// memory. It binds new touches, updates live ones, delivers a frame to recognizers and views when a window's
// `sendEvent` asks, carries out the gesture arbiter's decisions, and retires what left. This file holds the
// type's state and its frames; the other parts are split by responsibility: `+Delivery` (recognizers, views and
// the executor), `+Pool`, `+Cancellation`, `+FingerTable` (the host's fingers) and `+Binding` (the binding rules).
//
// Invariants:
// - Only the dispatcher writes a touch's `UITouch.Record` (checked by `TouchRecordWritersTests`), and only the
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
    var binding = Binding()
    /// Retired touches kept for reuse, in the pool presses use too (the Pool section below). Unchecked
    /// (docs/unsafe.md): touched once per began and per retirement, never across app code.
    @exclusivity(unchecked) var pool = RetiredObjectPool<UITouch>(limit: TouchDispatcher.poolLimit)
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
    /// The application's press tracker, which delivers `pressesCancelled` when a recognizer takes a press (PG-6).
    weak var pressTracker: PressTracker?
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

// MARK: - Frames
//
// A touch frame's life: the input layer prepares it, begins and updates its touches, sends the event through
// `UIApplication.sendEvent(_:)` between `willSendFrame` and `didSendFrame`, and finishes it, which retires the
// touches that left. Also the host's finger table, read by the input layer.
//
// Invariants: the event's fields change only between dispatches (`prepareFrame` and `finishFrame` assert it); a
// began touch is in the event and in the finger table before any of its phases is delivered.

extension TouchDispatcher {
    // MARK: Frames

    /// Starts a frame at `timestamp`: live touches become stationary until a sample moves them.
    func prepareFrame(timestamp: TimeInterval) {
        // The event's unchecked fields (docs/unsafe.md) change only between dispatches.
        assert(!isDispatching, "a touch frame is prepared between dispatches")
        event.timestamp = timestamp
        for touch in event.touchList where touch.record.isActive {
            touch.record.previousWindowLocation = touch.record.windowLocation
            touch.record.phase = .stationary
        }
    }

    /// Binds a new touch for `sample` in the windows `windows` lists (front to back; read only when the sample
    /// names none) and adds it to the event and to the fingers.
    @discardableResult
    func begin(_ sample: TouchSample, timestamp: TimeInterval, windows: () -> [UIWindow]) -> UITouch {
        let touch = makeTouch(sample, timestamp: timestamp)
        // A pointer touch is a click; a backend that reports no button means the primary one.
        touch.record.buttonMask =
            sample.type == .indirectPointer && sample.buttonMask.isEmpty ? .primary : sample.buttonMask
        // On a copy: the hit-test runs app code, which may deallocate a window (`windowWillDeallocate`).
        let binding = self.binding
        let (window, found, point) = binding.target(for: sample, windows: windows, event: event, tracer: tracer)
        // App code run by the hit-test (an override) may have hidden the window: its views take no new touch, as
        // its live touches were cancelled when it hid. The stored flag, not the overridable property: no dynamic
        // call on every began.
        let view = window?.flags.contains(.hidden) == true ? nil : found
        touch.record.window = window
        touch.record.view = view
        touch.record.windowLocation = point
        touch.record.previousWindowLocation = point
        touch.record.tapCount = binding.tapCount(window: window, location: point, time: timestamp)
        tracer?.record(.touchBound(touch: touch, view: view))
        var takes = view != nil
        if let view, let reason = binding.suppression(for: view, in: window, among: event.touchList) {
            tracer?.record(.touchSuppressed(touch: touch, view: view, reason: reason))
            takes = false
        }
        event.touchList.append(touch)
        fingers.add(sample.id, touch)
        if takes, let view {
            advance(touch, .bind)
            view.activeTouchCount += 1
        }
        return touch
    }

    /// Updates a live touch from a sample's fields (passed apart, so the sample is not copied); `window` is the
    /// sample's window, unretained: the caller's sample keeps it.
    func update(
        _ touch: UITouch, phase: TouchSample.Phase, location: CGPoint, window sampleWindow: Unmanaged<UIWindow>?,
        timestamp: TimeInterval
    ) {
        touch.record.timestamp = timestamp
        if phase == .cancelled {
            // A cancellation has no meaningful location: the touch keeps its last one.
            touch.record.phase = .cancelled
            return
        }
        var point = location
        // Unretained: the touch keeps its window.
        let window = Unmanaged.passUnretained(ifPresent: touch.record.window)
        if let window, sampleWindow?.toOpaque() != window.toOpaque() {
            point = window.takeUnretainedValue().convert(point, from: sampleWindow?.takeUnretainedValue())
        }
        touch.record.windowLocation = point
        switch phase {
        case .began, .moved: touch.record.phase = .moved
        case .ended: touch.record.phase = .ended
        case .cancelled: touch.record.phase = .cancelled
        }
    }

    /// Readies the frame's event for `UIApplication.sendEvent(_:)`, which the input layer calls next; returns what
    /// ``didSendFrame(_:)`` needs.
    func willSendFrame() -> Int {
        event.tracer = tracer
        isDispatching = true
        return event.tracer == nil ? 0 : windowDeliveries
    }

    /// The frame's event came back from `UIApplication.sendEvent(_:)`; `deliveries` is what
    /// ``willSendFrame()`` returned.
    func didSendFrame(_ deliveries: Int) {
        isDispatching = false
        if let tracer = event.tracer { noteMissedWindows(deliveries: windowDeliveries - deliveries, tracer) }
        event.tracer = nil
    }

    /// Traces a frame that reached fewer windows than its touches belong to: a `sendEvent` override did not call
    /// `super` (TD-1). Only when tracing, so it costs nothing otherwise.
    private func noteMissedWindows(deliveries: Int, _ tracer: EventTracer) {
        var windows = 0
        for index in event.touchList.indices {
            guard let window = event.touchList[index].window else { continue }
            if !event.touchList[..<index].contains(where: { $0.window === window }) { windows += 1 }
        }
        guard deliveries < windows else { return }
        tracer.record(
            .note(
                "a sendEvent(_:) override did not call super: the touch event reached \(deliveries) of its "
                    + "\(windows) window\(windows == 1 ? "" : "s")"))
    }

    /// Drops ended and cancelled touches. A touch whose ended phase is held by a recognizer stays in
    /// `heldTouches`; one whose end was never delivered (a `sendEvent` override skipped `super`) is retired here.
    func finishFrame() {
        assert(!isDispatching, "a touch frame is finished after its dispatch")
        var removed = false
        let offered = pool.count
        // An index loop rather than `removeAll(where:)`: an isolated closure costs an executor check per frame.
        var index = 0
        while index < event.touchList.count {
            // Fields read in place, and the touch taken out by `remove(at:)`: no retain for a touch that stays.
            let phase = event.touchList[index].record.phase
            guard !event.touchList[index].record.isActive || phase == .ended || phase == .cancelled else {
                index += 1
                continue
            }
            let touch = event.touchList.remove(at: index)
            if touch.record.isActive && touch.record.phase == .ended { binding.noteEnded(touch) }
            touch.record.isActive = false
            removed = true
            if touchLeftEvent(touch) { offer(touch) }
        }
        // Recognizers only need tidying when a touch left (state changes reset them as they happen).
        if removed { recognizersFrameFinished() }
        // After the recognizers let go of the touches that left.
        if pool.count > offered { pool.keepUnreferenced(from: offered) }
    }

    /// Forgets a window that is being deallocated (its identifier could be reused by a new window).
    func windowWillDeallocate(_ window: UIWindow) {
        binding.windowWillDeallocate(window)
    }

    // MARK: Fingers (for the input layer)

    /// What the dispatcher knows of the host's finger `id`.
    func fingerStatus(_ id: Int) -> FingerTable.Status {
        fingers.status(of: id)
    }

    /// The live touch of the host's finger `id`, or nil when it is not down (or the application cancelled it).
    func liveTouch(forFinger id: Int) -> UITouch? {
        fingers.touch(for: id)
    }

    /// The identifiers of the host's fingers that are down, sorted.
    var liveFingerIDs: [Int] { fingers.live.map(\.id).sorted() }

    /// The host ended or cancelled its live finger `id`: it is no longer down.
    func fingerLifted(_ id: Int) {
        guard let index = fingers.index(of: id) else { return }
        fingers.remove(at: index)
    }

    /// A sample for a finger whose touch the application cancelled: ignored and traced; an end frees its identifier.
    func orphanedSample(id: Int, phase: TouchSample.Phase) {
        if phase != .moved {
            fingerLifted(id)
            fingers.endOrphan(id)
        }
        tracer?.record(.inputDropped("touch \(id) \(phase) after the application cancelled it"))
    }
}

extension TouchDispatcher {
    // MARK: Retirement

    /// Takes a step that ends the delivery to the view and releases the view's count.
    func retire(_ touch: UITouch, by step: TouchDeliveryStep) {
        assert(touch.delivery.isCountedByView, "only a touch its view counts retires")
        advance(touch, step)
        assert(touch.delivery == .retired, "\(step) does not retire a touch")
        touch.view?.activeTouchCount -= 1
    }

    /// Retires a touch that left the event with its phase undelivered (a `sendEvent` override skipped `super`), or
    /// keeps it in `heldTouches` when its ended phase is held. Returns whether it was retired.
    func touchLeftEvent(_ touch: UITouch) -> Bool {
        switch touch.delivery {
        case .endedHeld, .beganAndEndedHeld:
            heldTouches.append(touch)
            return false
        case .delivering:
            retire(touch, by: .abandon)
        case .bound, .beganHeld:
            retire(touch, by: .withhold)
        case .unbound, .retired:
            break
        }
        return true
    }

    /// Removes a retired touch from `heldTouches` and, once it left the event, breaks its one-touch set's cycle.
    func dropFromHeld(_ touch: UITouch) {
        heldTouches.removeAll { $0 === touch }
        if !touch.isActive { touch.record.oneTouchSetCache = nil }
    }

    /// Removes the dead touches from the event, breaking their cached sets' reference cycles.
    func dropInactiveTouches() {
        event.touchList.removeAll { touch in
            guard !touch.isActive else { return false }
            if !touch.delivery.isHeld { touch.record.oneTouchSetCache = nil }
            return true
        }
    }

    // MARK: Recognizers, after a frame or a cancellation

    /// Gives touches that died (their view left the window, the window hid) to their recognizers as cancelled,
    /// then detaches them.
    func recognizersCancel(_ touches: Set<UITouch>, event: UIEvent) {
        let recognizers = arbiter.engaged
        for recognizer in recognizers where arbiter.receivesTouches(recognizer) {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            recognizer.touchesCancelled(mine, with: event)
        }
        arbiter.untrack(touches)
        drain()
    }

    /// Removes ended touches from the recognizers and resets those that are finished (after each frame).
    func recognizersFrameFinished() {
        arbiter.frameFinished()
        if arbiter.hasDecisions { drain() }
    }
}

// MARK: - Tracer slot
//
// A weak reference to the application's tracer that costs nothing to read while no tracer is set.
//
// Invariant: `isSet` is false only when the stored reference is nil (a tracer that deallocates leaves it true,
// and the weak load then reads nil, as before).

extension TouchDispatcher {
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
}
