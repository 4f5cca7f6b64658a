// The one owner of touch state in an application: the live touches (in the one touch event), the touches whose
// ended phase a recognizer holds back, the retired touches kept for reuse, the host's fingers and the binding's
// memory. It binds new touches, updates live ones, delivers a frame to recognizers and views when a window's
// `sendEvent` asks, carries out the gesture arbiter's decisions, and retires what left. This file holds the
// type's state whole, with the behaviour that owns it (frames, the pool, cancellation, the host's fingers,
// binding, the tracer slot), so it runs past 400 lines; delivery and execution are in `TouchDispatcher+Delivery.swift`.
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

// MARK: - Pool
//
// Reuse of retired touches, so that a began phase allocates nothing (TD-4 keeps one object per finger; a finger
// that lifted leaves an object that nothing may need any more): `RetiredObjectPool`, shared with presses, and the
// touch's side of it, which writes its record and so lives here.
//
// Invariants:
// - A touch in the pool left every list of the dispatcher and is retired for its view.
// - A touch is reused only if nothing else references it (an app, a tracer's record, a recognizer), so a touch
//   someone kept never changes after it ended. A kept touch references no view, window or recognizer.

extension TouchDispatcher {
    /// How many retired touches are kept (a few fingers' worth).
    static let poolLimit = 8

    /// A new touch for `sample`: a retired one that nothing else references, made new exactly as `init` would, or
    /// a fresh object.
    func makeTouch(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        let fields = UITouch.Reuse(
            identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
        if let touch = pool.take(reusing: fields) { return touch }
        return UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
    }

    /// Offers a touch that left every list for reuse; the pool keeps it only if nothing else references it.
    func offer(_ touch: UITouch) {
        assert(touch.delivery == .retired || touch.delivery == .unbound, "a touch offered for reuse is retired")
        pool.offer(touch)
    }

    /// The set holding only `touch`, made once and reused for every single-touch delivery.
    func oneTouchSet(_ touch: UITouch) -> Set<UITouch> {
        if let oneTouchSetCache = touch.record.oneTouchSetCache { return oneTouchSetCache }
        let set: Set<UITouch> = [touch]
        touch.record.oneTouchSetCache = set
        return set
    }

    /// Takes one step of the delivery of `touch` to its bound view, along the table (an illegal step is a bug: it
    /// asserts in debug builds and is ignored in release builds).
    func advance(_ touch: UITouch, _ step: TouchDeliveryStep) {
        guard let next = TouchDeliveryTransitions.next(from: touch.record.delivery, on: step) else {
            assertionFailure("illegal touch delivery step \(step) from \(touch.record.delivery)")
            return
        }
        touch.record.delivery = next
    }
}

extension UITouch: RetiredPoolElement {
    /// The fields a touch is made new from (no reference: taking a touch from the pool retains nothing).
    struct Reuse {
        let identifier: Int
        let type: UITouch.TouchType
        let location: CGPoint
        let timestamp: TimeInterval
    }

    /// Makes a retired touch that nothing else references into a new one, field by field (the recognizers' array
    /// keeps its storage), exactly as `init` would; its one-touch set, emptied when it retired, is refilled.
    func prepareForReuse(_ fields: Reuse) {
        record.identifier = fields.identifier
        record.type = fields.type
        record.windowLocation = fields.location
        record.previousWindowLocation = fields.location
        record.timestamp = fields.timestamp
        record.phase = .began
        record.tapCount = 1
        record.view = nil
        record.window = nil
        // A new touch, not a step of the old one's delivery (which retired).
        record.delivery = .unbound
        record.isActive = true
        record.recognizers.removeAll(keepingCapacity: true)
        record.recognizersGathered = false
        record.pendingViewMethod = nil
        record.buttonMask = []
        record.oneTouchSetCache?.insert(self)
    }

    /// Lets go of the touch's view, window and recognizers, so the pool keeps nothing alive.
    func dropReferences() {
        record.view = nil
        record.window = nil
        record.recognizers.removeAll(keepingCapacity: true)
    }

    /// Empties the touch's one-touch set (its storage kept for reuse), or releases it.
    func emptyOneObjectSet(keepingCapacity: Bool) {
        if keepingCapacity {
            record.oneTouchSetCache?.removeAll(keepingCapacity: true)
        } else {
            record.oneTouchSetCache = nil
        }
    }
}

// MARK: - Cancellation
//
// Cancelling touches on ResponderKit's own account: a view left its window (TD-12), a window was hidden, the
// application was interrupted. The recognizers hear of the dead touches first, then the view, once; then the fingers of the dead touches are
// orphaned.
//
// Invariants: a cancelled touch retires (its view's count released) before any handler runs, and a touch
// whose view never received its began is withheld, not cancelled (TD-6).

extension TouchDispatcher {
    /// Cancels every live touch delivered to `view`, sending it `touchesCancelled` once (TD-12). The touches die:
    /// their recognizers get them as cancelled, and the rest of their fingers' input is ignored.
    private func cancelTouches(ofView view: UIView, reason: TouchCancellationReason) {
        var cancelled = Set<UITouch>()
        var died = Set<UITouch>()
        for touch in event.touchList + heldTouches where touch.delivery.isCountedByView && touch.view === view {
            let delivered = touch.delivery.viewReceivedBegan
            retire(touch, by: delivered ? .cancel : .withhold)
            dropFromHeld(touch)
            if touch.isActive {
                touch.record.isActive = false
                touch.record.phase = .cancelled
                died.insert(touch)
            }
            guard delivered else { continue }
            cancelled.insert(touch)
            tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
        }
        if !died.isEmpty { recognizersCancel(died, event: event) }
        if !cancelled.isEmpty {
            // The cancelled touches are still in `allTouches` while the view hears of them (TD-9).
            send(.touchesCancelled, cancelled, to: view)
        }
        if !isDispatching { dropInactiveTouches() }
        // Mid-frame, other touches may still have phases to deliver: tidying now would drop their recognizers'
        // hold on them (they count as over by phase). `finishFrame` tidies once the frame is delivered.
        if !died.isEmpty && !isDispatching { recognizersFrameFinished() }
    }

    /// Cancels every live touch of `window` (the window was hidden, or the application interrupted); nil cancels
    /// the touches that began in no window (no window was under the finger).
    private func cancelTouches(ofWindow window: UIWindow?, reason: TouchCancellationReason) {
        while let touch = (event.touchList + heldTouches).first(where: {
            $0.delivery.isCountedByView && $0.window === window && $0.view != nil
        }), let view = touch.view {
            cancelTouches(ofView: view, reason: reason)
        }
        var died = Set<UITouch>()
        for touch in event.touchList where touch.isActive && touch.window === window {
            touch.record.isActive = false
            touch.record.phase = .cancelled
            died.insert(touch)
        }
        if !died.isEmpty {
            recognizersCancel(died, event: event)
            if !isDispatching { recognizersFrameFinished() }
        }
        if !isDispatching { dropInactiveTouches() }
    }

    // MARK: On the application's account

    /// Orphans the fingers whose touches were cancelled; their touches are released after the table's access ends.
    private func orphanCancelledFingers() {
        let dropped = fingers.orphanInactive()
        withExtendedLifetime(dropped) {}
    }

    /// Cancels every live touch delivered to `view` (it left its window, TD-12), and orphans their fingers.
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        cancelTouches(ofView: view, reason: reason)
        orphanCancelledFingers()
    }

    /// Cancels every live touch, in every window and in none (the application was interrupted).
    func cancelAllTouches(in windows: [UIWindow], reason: TouchCancellationReason) {
        for window in windows { cancelTouches(ofWindow: window, reason: reason) }
        // A touch that began where no window was has no window to be cancelled with; it is live all the same.
        cancelTouches(ofWindow: nil, reason: reason)
        orphanCancelledFingers()
    }

    /// Cancels every live touch of `window` (the window was hidden, or left its scene).
    func cancelTouches(in window: UIWindow, reason: TouchCancellationReason = .windowHidden) {
        cancelTouches(ofWindow: window, reason: reason)
        orphanCancelledFingers()
    }
}

// MARK: - Fingers
//
// The host's fingers as the application sees them: each identifier the host has down with the touch it drives,
// and the identifiers whose touch the application cancelled while the host still has them down (orphaned fingers:
// a window hidden or closed, the application resigning active, the touch's view leaving its window).
//
// Invariants:
// - An identifier is at most once in `live` or in `orphaned`, never in both.
// - Between calls of the dispatcher, every live finger's touch is active (while app code runs inside a cancellation,
//   an entry whose touch is inactive already reads as orphaned): `orphanInactive()` moves the others to
//   `orphaned` and drops their touches, so a finger the host never ends keeps no touch, window or application
//   alive (TD-6).
// - `orphaned` holds identifiers only, at most `orphanLimit`, the oldest forgotten first: a host that never ends
//   its cancelled fingers and never reuses their identifiers cannot make the table grow.

extension TouchDispatcher {
    /// Which fingers of the host are down, and which touch each one drives.
    @MainActor
    struct FingerTable {
        /// What the table knows of a finger identifier.
        enum Status {
            /// The finger is down and drives a live touch.
            case live
            /// The application cancelled the finger's touch; the host has not ended the finger yet.
            case orphaned
            /// The identifier is not down.
            case unknown
        }

        /// How many orphaned identifiers are remembered (far more fingers than a host has).
        static let orphanLimit = 64

        // Short lists, not dictionaries: a few fingers at most, and no hashing on every sample.
        private(set) var live: [(id: Int, touch: UITouch)] = []
        private var orphaned: [Int] = []

        /// The position of the live finger `id` in ``live``.
        func index(of id: Int) -> Int? {
            var index = 0
            while index < live.count {
                if live[index].id == id { return index }
                index += 1
            }
            return nil
        }

        /// The live touch of finger `id`, or nil.
        func touch(for id: Int) -> UITouch? {
            // A touch cancelled by app code still running (its `touchesCancelled`) is orphaned already.
            guard let index = index(of: id), live[index].touch.isActive else { return nil }
            return live[index].touch
        }

        /// What the table knows of finger `id`.
        func status(of id: Int) -> Status {
            if let index = index(of: id) { return live[index].touch.isActive ? .live : .orphaned }
            // Searched only for an identifier that is not live: the orphaned list is empty in normal operation.
            return orphaned.contains(id) ? .orphaned : .unknown
        }

        /// Finger `id` went down with `touch`; an orphaned finger of the same identifier is over.
        mutating func add(_ id: Int, _ touch: UITouch) {
            // An entry left for the identifier can only be a cancelled touch not yet orphaned (validation refused a
            // live one).
            if let index = index(of: id) { live.remove(at: index) }
            if !orphaned.isEmpty { orphaned.removeAll { $0 == id } }
            live.append((id, touch))
        }

        /// The live finger at `index` ended or was cancelled by the host.
        mutating func remove(at index: Int) {
            live.remove(at: index)
        }

        /// The host ended or cancelled the orphaned finger `id`: the identifier is free.
        mutating func endOrphan(_ id: Int) {
            orphaned.removeAll { $0 == id }
        }

        /// Moves every live finger whose touch the application cancelled to the orphaned list, dropping its touch.
        /// Returns the touches it let go of, for the caller to release once its access to the table has ended: a
        /// touch's release may free its view, whose `deinit` is app code.
        mutating func orphanInactive() -> [UITouch] {
            var dropped: [UITouch] = []
            var index = 0
            while index < live.count {
                guard !live[index].touch.isActive else {
                    index += 1
                    continue
                }
                let (id, touch) = live.remove(at: index)
                dropped.append(touch)
                if orphaned.count == FingerTable.orphanLimit { orphaned.removeFirst() }
                orphaned.append(id)
            }
            return dropped
        }
    }
}

// MARK: - Binding
//
// Binding a new touch: the hit-test that picks its view for life (HT-13, TD-2, TD-3), the suppression rules
// (exclusive touch, multiple touch), and the tap count (TD-8).
//
// Invariants:
// - Binding hit-tests once per touch; pending layout runs first.
// - Binding runs app code (hit-test overrides, layout), which may deallocate a window: so `target` mutates
//   nothing, and the dispatcher calls it on a copy; `lastTap` changes only in `noteEnded` and `windowWillDeallocate`, which
//   call nothing. (The copy may name a window freed during the hit-test; the window being bound was alive all
//   along, so it cannot have the freed window's identity.)
// - `lastTap` keeps only the window's identity, never the window: a window clears it when it is deallocated
//   (`windowWillDeallocate`), so binding keeps no window (and so no application) alive.

extension TouchDispatcher {
    /// The rules that bind a new touch to a window and a view; the dispatcher writes what they decide.
    @MainActor
    struct Binding {
        /// Largest delay between the end of a tap and the start of the next for `tapCount` to grow (TD-8).
        static let multiTapInterval: TimeInterval = 0.35
        /// Largest distance, in window points, between consecutive taps for `tapCount` to grow (TD-8).
        static let multiTapDistance: CGFloat = 45

        /// The last tap, for `tapCount`.
        private var lastTap: (window: ObjectIdentifier?, location: CGPoint, time: TimeInterval, count: Int)?

        /// Where a new touch for `sample` binds: its window, view and location in that window (HT-13, TD-3). Runs app
        /// code (hit-test overrides, layout); `windows` lists the application's windows front to back, read only when the
        /// sample names no window.
        func target(
            for sample: TouchSample, windows: () -> [UIWindow], event: UIEvent, tracer: EventTracer?
        ) -> (window: UIWindow?, view: UIView?, location: CGPoint) {
            hitTest(sample, windows: windows, event: event, tracer: tracer)
        }

        /// Remembers a touch that ended, for the next touch's tap count.
        mutating func noteEnded(_ touch: UITouch) {
            lastTap = (touch.window.map(ObjectIdentifier.init), touch.windowLocation, touch.timestamp, touch.tapCount)
        }

        /// Forgets a window that is being deallocated (its identifier could be reused by a new window).
        mutating func windowWillDeallocate(_ window: UIWindow) {
            if lastTap?.window == ObjectIdentifier(window) { lastTap = nil }
        }

        private func hitTest(
            _ sample: TouchSample, windows: () -> [UIWindow], event: UIEvent, tracer: EventTracer?
        ) -> (window: UIWindow?, view: UIView?, location: CGPoint) {
            if let window = sample.window {
                let view = Binding.hitTest(window, at: sample.location, event: event, tracer: tracer)
                return (window, view, sample.location)
            }
            var fallback: (UIWindow, CGPoint)?
            for window in windows() {
                let point = window.convert(sample.location, from: nil)
                if let view = Binding.hitTest(window, at: point, event: event, tracer: tracer) {
                    return (window, view, point)
                }
                if fallback == nil, window.point(inside: point, with: nil) { fallback = (window, point) }
            }
            if let (window, point) = fallback { return (window, nil, point) }
            return (nil, nil, sample.location)
        }

        /// Hit-tests once to bind a new touch (HT-13), tracing the walk when a tracer is installed. Pending layout of
        /// the window's tree runs first, as UIKit's run loop would have run it before the touch arrived.
        static func hitTest(_ window: UIWindow, at point: CGPoint, event: UIEvent, tracer: EventTracer?) -> UIView? {
            if window.hasPendingLayout { window.layoutIfNeeded() }
            guard let tracer else { return window.hitTest(point, with: event) }
            tracer.record(.hitTestBegan(window: window, point: point))
            let trace = HitTestTrace(tracer: tracer)
            event.hitTestTrace = trace
            let result = window.hitTest(point, with: event)
            event.hitTestTrace = nil
            trace.recordReturn(of: window, depth: 0, result: result)
            tracer.record(.hitTestResult(window: window, point: point, view: result))
            return result
        }

        /// Why `view` must not take a new touch in `window` (exclusive touch, multiple touch disabled), or nil.
        func suppression(
            for view: UIView, in window: UIWindow?, among touches: [UITouch]
        ) -> TouchSuppressionReason? {
            if !view.isMultipleTouchEnabled && view.activeTouchCount > 0 { return .multipleTouchDisabled }
            for other in touches where other.isActive && other.delivery.isCountedByView && other.window === window {
                guard let otherView = other.view, otherView !== view else { continue }
                if view.isExclusiveTouch || otherView.isExclusiveTouch { return .exclusiveTouch }
            }
            return nil
        }

        /// The tap count of a touch beginning at `location` of `window` at `time` (TD-8).
        func tapCount(window: UIWindow?, location: CGPoint, time: TimeInterval) -> Int {
            guard let lastTap, lastTap.window == window.map(ObjectIdentifier.init),
                time - lastTap.time <= Binding.multiTapInterval
            else {
                return 1
            }
            let dx = location.x - lastTap.location.x
            let dy = location.y - lastTap.location.y
            guard dx * dx + dy * dy <= Binding.multiTapDistance * Binding.multiTapDistance else { return 1 }
            return lastTap.count + 1
        }
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
