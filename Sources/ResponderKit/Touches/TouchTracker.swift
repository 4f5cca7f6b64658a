// The application's touch state, frame by frame: binding new touches, updating live ones, dispatching the frame
// through `UIApplication.sendEvent(_:)`, and retiring the touches that left. Delivery and arbitration live in the
// `TouchArena`; binding rules in `TouchBinding`; reuse of touch objects in `TouchPool`; the host's finger
// identifiers in `FingerTable`.
//
// Invariants:
// - `event.touchList` holds the live touches (began and not yet ended or cancelled) between frames; the arena's
//   delivery holds touches that ended while a recognizer still holds their ended phase back (GR-15).
// - For every view, `activeTouchCount` equals the number of live or held touches bound to it whose delivery
//   state `countsForView` (binding takes the `.bind` step and counts; delivery's `retire` releases).
// - Data flows one way: the input layer calls the tracker, the tracker the application's `sendEvent`, the
//   window's `sendEvent` the arena. The tracker keeps no application: what it needs is passed in, and the
//   application gives it its tracer and clock.
// - Every cancellation on the application's account goes through this tracker, which then orphans the fingers of
//   the touches it cancelled: the input layer never sees a cancelled touch as a finger that is down.
import Foundation

/// Touch bookkeeping for one application.
@MainActor
final class TouchTracker {
    /// The one touch event, reused for every touch event (TD-4).
    let event = UIEvent(type: .touches)
    /// Arbitration and delivery.
    let arena: TouchArena
    /// Binding's state: read and written only by calls that run no app code (its hit-test runs on a copy).
    private var binding = TouchBinding()
    @exclusivity(unchecked) private var pool = TouchPool()
    /// The host's fingers that are down, and those whose touch the application cancelled. Unchecked
    /// (docs/unsafe.md): no access spans app code; its runtime checks cost ~280 instructions per event.
    @exclusivity(unchecked) private var fingers = FingerTable()
    /// The application's tracer, given by the application: the one tracer of touch handling.
    var tracer: EventTracer? {
        get { tracerSlot.tracer }
        set {
            tracerSlot.tracer = newValue
            arena.tracer = newValue
        }
    }
    private var tracerSlot = TracerSlot()
    /// The application's clock, given by the application.
    var clock: EventClock? {
        get { arena.clock }
        set { arena.clock = newValue }
    }

    init() {
        arena = TouchArena(event: event)
    }

    /// Whether a touch frame is being dispatched.
    var isDispatching: Bool { arena.isDispatching }

    // MARK: Frames

    func prepareFrame(timestamp: TimeInterval) {
        // The event's unchecked fields (docs/unsafe.md) change only between dispatches.
        assert(!isDispatching, "a touch frame is prepared between dispatches")
        event.timestamp = timestamp
        for touch in event.touchList where touch.isActive {
            touch.previousWindowLocation = touch.windowLocation
            touch.phase = .stationary
        }
    }

    /// Binds a new touch for `sample` in `application`'s windows and adds it to the event and to the fingers.
    @discardableResult
    func begin(_ sample: TouchSample, timestamp: TimeInterval, in application: UIApplication) -> UITouch {
        // MN-5: a new touch hides the edit menu.
        if application.menuController.isMenuVisible { application.menuController.hideMenu() }
        let touch = pool.makeTouch(sample, timestamp: timestamp)
        // A pointer touch is a click; a backend that reports no button means the primary one.
        touch.buttonMask = sample.type == .indirectPointer && sample.buttonMask.isEmpty ? .primary : sample.buttonMask
        // On a copy: the hit-test runs app code, which may deallocate a window (`windowWillDeallocate`).
        let binding = self.binding
        let takes = binding.bind(
            touch, for: sample, timestamp: timestamp, in: application, event: event, tracer: tracer)
        event.touchList.append(touch)
        fingers.add(sample.id, touch)
        if takes, let view = touch.view {
            touch.advance(.bind)
            view.activeTouchCount += 1
        }
        return touch
    }

    // MARK: Fingers (for the input layer)

    /// What the tracker knows of the host's finger `id`.
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

    /// Updates a live touch from a sample's fields (passed apart, so the sample is not copied); `window` is the
    /// sample's window, unretained: the caller's sample keeps it.
    func update(
        _ touch: UITouch, phase: TouchSample.Phase, location: CGPoint, window sampleWindow: Unmanaged<UIWindow>?,
        timestamp: TimeInterval
    ) {
        touch.timestamp = timestamp
        if phase == .cancelled {
            // A cancellation has no meaningful location: the touch keeps its last one.
            touch.phase = .cancelled
            return
        }
        var point = location
        // Unretained: the touch keeps its window.
        let window = Unmanaged.passUnretained(ifPresent: touch.window)
        if let window, sampleWindow?.toOpaque() != window.toOpaque() {
            point = window.takeUnretainedValue().convert(point, from: sampleWindow?.takeUnretainedValue())
        }
        touch.windowLocation = point
        switch phase {
        case .began, .moved: touch.phase = .moved
        case .ended: touch.phase = .ended
        case .cancelled: touch.phase = .cancelled
        }
    }

    /// Sends the frame's event through `application.sendEvent(_:)`.
    func dispatchFrame(through application: UIApplication) {
        event.tracer = tracer
        arena.isDispatching = true
        let deliveries = event.tracer == nil ? 0 : arena.windowDeliveries
        application.sendEvent(event)
        arena.isDispatching = false
        if let tracer = event.tracer { noteMissedWindows(deliveries: arena.windowDeliveries - deliveries, tracer) }
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

    /// Drops ended and cancelled touches. A touch whose ended phase is held by a recognizer stays with delivery;
    /// one whose end was never delivered (a `sendEvent` override skipped `super`) is retired here.
    func finishFrame() {
        assert(!isDispatching, "a touch frame is finished after its dispatch")
        var removed = false
        let offered = pool.count
        // An index loop rather than `removeAll(where:)`: an isolated closure costs an executor check per frame.
        var index = 0
        while index < event.touchList.count {
            // Fields read in place, and the touch taken out by `remove(at:)`: no retain for a touch that stays.
            let phase = event.touchList[index].phase
            guard !event.touchList[index].isActive || phase == .ended || phase == .cancelled else {
                index += 1
                continue
            }
            let touch = event.touchList.remove(at: index)
            if touch.isActive && touch.phase == .ended { binding.noteEnded(touch) }
            touch.isActive = false
            removed = true
            if arena.delivery.touchLeftEvent(touch) { pool.offer(touch) }
        }
        // Recognizers only need tidying when a touch left (state changes reset them as they happen).
        if removed { arena.frameFinished() }
        // After the recognizers let go of the touches that left.
        if pool.count > offered { pool.keepUnreferenced(from: offered) }
    }

    // MARK: Window and view changes

    /// Delivers the touches of `window` (its `sendEvent`).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        arena.deliver(event, in: window)
    }

    /// Cancels every live touch delivered to `view` (it left its window, TD-12).
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        arena.cancelTouches(boundTo: view, reason: reason)
        fingers.orphanInactive()
    }

    /// Cancels every live touch, in every window and in none (the application was interrupted).
    func cancelAllTouches(in windows: [UIWindow], reason: TouchCancellationReason) {
        for window in windows { arena.cancelTouches(in: window, reason: reason) }
        // A touch that began where no window was has no window to be cancelled with; it is live all the same.
        arena.cancelTouches(in: nil, reason: reason)
        fingers.orphanInactive()
    }

    /// Cancels every live touch of `window` (the window was hidden, or the application interrupted).
    func cancelTouches(in window: UIWindow, reason: TouchCancellationReason = .windowHidden) {
        arena.cancelTouches(in: window, reason: reason)
        fingers.orphanInactive()
    }

    /// Forgets a window that is being deallocated (its identifier could be reused by a new window).
    func windowWillDeallocate(_ window: UIWindow) {
        binding.windowWillDeallocate(window)
    }
}
