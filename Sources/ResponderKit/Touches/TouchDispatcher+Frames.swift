// A touch frame's life: the input layer prepares it, begins and updates its touches, sends the event through
// `UIApplication.sendEvent(_:)` between `willSendFrame` and `didSendFrame`, and finishes it, which retires the
// touches that left. Also the host's finger table, read by the input layer.
//
// Invariants: the event's fields change only between dispatches (`prepareFrame` and `finishFrame` assert it); a
// began touch is in the event and in the finger table before any of its phases is delivered.
import Foundation

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
        let (window, view, point) = binding.target(for: sample, windows: windows, event: event, tracer: tracer)
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
        let offered = retiredTouches.count
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
        if retiredTouches.count > offered { keepUnreferenced(from: offered) }
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
