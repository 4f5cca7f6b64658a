// The application's touch state: binding new touches, delivering phases to recognizers and bound views,
// holding and releasing delayed phases, cancelling.
//
// Invariants:
// - `event.touchList` holds the live touches (began and not yet ended or cancelled) between frames; `heldTouches`
//   holds touches that ended while a recognizer still holds their ended phase back from the view (GR-15).
// - For every view, `activeTouchCount` equals the number of live or held touches bound to it with
//   `deliversToView`; `retire` is the only place that clears `deliversToView` after binding.
// - A touch is retired *before* its ended/cancelled handler runs, so a handler that removes its view cannot cause
//   a second cancellation (TD-6). Every touch a view received in touchesBegan ends or is cancelled exactly once.
import Foundation

/// Touch bookkeeping and delivery for one application.
@MainActor
final class TouchTracker {
    /// Largest delay between the end of a tap and the start of the next for `tapCount` to grow (TD-8).
    static let multiTapInterval: TimeInterval = 0.35
    /// Largest distance, in window points, between consecutive taps for `tapCount` to grow (TD-8).
    static let multiTapDistance: CGFloat = 45

    // The application owns the tracker; unowned keeps the application free of a side table.
    unowned(unsafe) var application: UIApplication?
    /// The one touch event, reused for every touch event (TD-4).
    let event = UIEvent(type: .touches)
    private(set) lazy var arbiter = GestureArbiter(tracker: self)
    @exclusivity(unchecked) private(set) var isDispatching = false
    @exclusivity(unchecked) private var heldTouches: [UITouch] = []
    /// The last tap, for `tapCount`. The window is only compared, never used; a window clears it when it is
    /// deallocated (`windowWillDeallocate`), so the tracker keeps no window (and so no application) alive.
    private var lastTap: (window: ObjectIdentifier?, location: CGPoint, time: TimeInterval, count: Int)?
    @exclusivity(unchecked) private var scratch = Set<UITouch>()
    /// Retired touches kept for reuse, each with its emptied one-touch set: a began phase then allocates nothing.
    /// A touch is reused only if nothing else references it, so a touch an app kept never changes after it ended.
    @exclusivity(unchecked) private var retiredTouches: [UITouch] = []
    /// How many retired touches are kept (a few fingers' worth).
    static let retiredTouchLimit = 8

    // MARK: Frames

    func prepareFrame(timestamp: TimeInterval) {
        event.timestamp = timestamp
        for touch in event.touchList where touch.isActive {
            touch.previousWindowLocation = touch.windowLocation
            touch.phase = .stationary
        }
    }

    func begin(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        // MN-5: a new touch hides the edit menu.
        if let menu = application?.menuController, menu.isMenuVisible { menu.hideMenu() }
        let touch = makeTouch(sample, timestamp: timestamp)
        // A pointer touch is a click; a backend that reports no button means the primary one.
        touch.buttonMask = sample.type == .indirectPointer && sample.buttonMask.isEmpty ? .primary : sample.buttonMask
        let (window, view, point) = hitTest(sample)
        touch.window = window
        touch.view = view
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.tapCount = tapCount(window: window, location: point, time: timestamp)
        event.touchList.append(touch)
        let tracer = application?.tracer
        tracer?.record(.touchBound(touch: touch, view: view))
        guard let view else {
            touch.deliversToView = false
            return touch
        }
        if let reason = suppression(for: view, in: window) {
            touch.deliversToView = false
            tracer?.record(.touchSuppressed(touch: touch, view: view, reason: reason))
        } else {
            view.activeTouchCount += 1
        }
        return touch
    }

    /// A new touch for `sample`: a retired one that nothing else references, or a fresh object.
    private func makeTouch(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        while var touch = retiredTouches.popLast() {
            // Anyone else holding the touch (an app, a tracer's record, a recognizer) keeps it as it ended.
            guard isKnownUniquelyReferenced(&touch) else { continue }
            touch.reuse(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
            return touch
        }
        return UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
    }

    /// Offers a touch that left every list for reuse, emptying its one-touch set (which breaks the set's cycle).
    /// ``keepUnreferencedTouches(from:)`` then keeps it only if nothing else references it.
    private func recycle(_ touch: UITouch) {
        guard retiredTouches.count < TouchTracker.retiredTouchLimit else {
            touch.singleton = nil
            return
        }
        touch.singleton?.removeAll(keepingCapacity: true)
        retiredTouches.append(touch)
    }

    /// Keeps the touches offered since `start` that nothing else references, dropping their references to views,
    /// windows and recognizers (so a kept touch keeps nothing alive); the others are left exactly as they ended.
    private func keepUnreferencedTouches(from start: Int) {
        var index = start
        while index < retiredTouches.count {
            if isKnownUniquelyReferenced(&retiredTouches[index]) {
                retiredTouches[index].dropReferences()
                index += 1
            } else {
                retiredTouches[index].singleton = nil
                retiredTouches.remove(at: index)
            }
        }
    }

    func update(_ touch: UITouch, with sample: TouchSample, timestamp: TimeInterval) {
        touch.timestamp = timestamp
        if sample.phase == .cancelled {
            // A cancellation has no meaningful location: the touch keeps its last one.
            touch.phase = .cancelled
            return
        }
        var point = sample.location
        if let window = touch.window, sample.window !== window {
            point = window.convert(point, from: sample.window)
        }
        touch.windowLocation = point
        touch.timestamp = timestamp
        switch sample.phase {
        case .began, .moved: touch.phase = .moved
        case .ended: touch.phase = .ended
        case .cancelled: touch.phase = .cancelled
        }
    }

    func dispatchFrame() {
        guard let application else { return }
        event.tracer = application.tracer
        isDispatching = true
        application.sendEvent(event)
        isDispatching = false
        event.tracer = nil
    }

    /// Drops ended and cancelled touches. A touch whose ended phase is held by a recognizer moves to
    /// `heldTouches`; one whose end was never delivered (a `sendEvent` override skipped `super`) is retired here.
    func finishFrame() {
        var removed = false
        let offered = retiredTouches.count
        // An index loop rather than `removeAll(where:)`: an isolated closure costs an executor check per frame.
        var index = 0
        while index < event.touchList.count {
            let touch = event.touchList[index]
            guard !touch.isActive || touch.phase == .ended || touch.phase == .cancelled else {
                index += 1
                continue
            }
            event.touchList.remove(at: index)
            if touch.isActive && touch.phase == .ended {
                lastTap = (
                    touch.window.map(ObjectIdentifier.init), touch.windowLocation, touch.timestamp, touch.tapCount
                )
            }
            touch.isActive = false
            removed = true
            if touch.endedHeld && touch.deliversToView {
                heldTouches.append(touch)
            } else {
                retire(touch)
                recycle(touch)
            }
        }
        // Recognizers only need tidying when a touch left (state changes reset them as they happen).
        if removed { arbiter.frameFinished() }
        // After the recognizers let go of the touches that left.
        if retiredTouches.count > offered { keepUnreferencedTouches(from: offered) }
    }

    /// Stops delivering a touch to its view and releases the view's count.
    private func retire(_ touch: UITouch) {
        touch.beganHeld = false
        touch.endedHeld = false
        guard touch.deliversToView else { return }
        touch.deliversToView = false
        touch.view?.activeTouchCount -= 1
    }

    // MARK: Delivery (UIWindow.sendEvent)

    private static let deliveryOrder: [ResponderMethod] = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]

    /// Delivers the touches of `window` whose phase changed: first to their recognizers, then to their bound
    /// views, grouped by view and phase, honouring the recognizers' delays (TD-13, GR-13 … GR-15).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchList
        for touch in touches where touch.phase == .began && touch.window === window && !touch.recognizersGathered {
            touch.recognizersGathered = true
            arbiter.gather(touch, event: event)
        }
        arbiter.deliver(touches, in: window, event: event)
        if touches.count == 1 {
            deliverLone(touches[0], in: window, event: event)
            return
        }
        for touch in touches where touch.window === window {
            touch.pendingViewMethod = viewMethod(for: touch)
        }
        for method in TouchTracker.deliveryOrder {
            for index in touches.indices {
                let touch = touches[index]
                guard touch.pendingViewMethod == method, touch.window === window, touch.deliversToView,
                    let view = touch.view
                else { continue }
                var grouped = false
                for earlier in touches[..<index]
                where earlier.pendingViewMethod == method && earlier.view === view && earlier.window === window
                    && earlier.deliversToView
                {
                    grouped = true
                    break
                }
                if grouped { continue }
                var members = 0
                for member in touches[index...]
                where member.pendingViewMethod == method && member.view === view && member.deliversToView
                    && member.window === window
                {
                    members += 1
                }
                // A lone touch travels in its own cached set; groups are collected in the reused scratch set.
                let single = members == 1
                if !single { scratch.removeAll(keepingCapacity: true) }
                for member in touches[index...]
                where member.pendingViewMethod == method && member.view === view && member.deliversToView
                    && member.window === window
                {
                    if !single { scratch.insert(member) }
                    member.pendingViewMethod = nil
                    noteDelivery(method, of: member)
                }
                // Never deliver to a view outside this window (its touches were cancelled when it left).
                guard view.storedWindow === window else { continue }
                send(method, single ? touch.alone() : scratch, to: view, event: event)
            }
        }
        scratch.removeAll(keepingCapacity: true)
    }

    /// Records that `method` is about to reach the touch's view: a began is delivered; an end retires the touch
    /// first, so a handler that removes the view cannot cancel it a second time (TD-6).
    private func noteDelivery(_ method: ResponderMethod, of touch: UITouch) {
        switch method {
        case .touchesBegan: touch.beganDelivered = true
        case .touchesEnded, .touchesCancelled: retire(touch)
        default: break
        }
    }

    /// ``deliver(_:in:)`` when the event holds one touch: no grouping, the touch's own one-touch set.
    private func deliverLone(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
        guard touch.window === window, let method = viewMethod(for: touch), let view = touch.view else { return }
        noteDelivery(method, of: touch)
        // Never deliver to a view outside this window (its touches were cancelled when it left).
        guard view.storedWindow === window else { return }
        send(method, touch.alone(), to: view, event: event)
    }

    /// Which view method a touch needs now, holding phases back while a delaying recognizer is possible.
    private func viewMethod(for touch: UITouch) -> ResponderMethod? {
        guard touch.deliversToView else { return nil }
        switch touch.phase {
        case .began:
            if isHeld(touch, byBeganDelay: true) {
                touch.beganHeld = true
                return nil
            }
            return .touchesBegan
        case .moved:
            return touch.beganDelivered && !touch.beganHeld ? .touchesMoved : nil
        case .ended:
            if touch.beganHeld || isHeld(touch, byBeganDelay: false) {
                touch.endedHeld = true
                return nil
            }
            if touch.beganDelivered { return .touchesEnded }
            retire(touch)
            return nil
        case .cancelled:
            if touch.beganDelivered { return .touchesCancelled }
            retire(touch)
            return nil
        default:
            return nil
        }
    }

    private func isHeld(_ touch: UITouch, byBeganDelay: Bool) -> Bool {
        for recognizer in touch.recognizers where recognizer.storedState == .possible {
            if byBeganDelay ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Removes the dead touches from the event, breaking their cached sets' reference cycles.
    private func dropInactiveTouches() {
        event.touchList.removeAll { touch in
            guard !touch.isActive else { return false }
            if !touch.endedHeld { touch.singleton = nil }
            return true
        }
    }

    /// Forgets a window that is being deallocated (its identifier could be reused by a new window).
    func windowWillDeallocate(_ window: UIWindow) {
        if lastTap?.window == ObjectIdentifier(window) { lastTap = nil }
    }

    private func send(_ method: ResponderMethod, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        // Late deliveries (a held phase released by a timer) happen outside a frame: use the application's tracer.
        let tracer = isDispatching ? event.tracer : application?.tracer
        tracer?.record(.delivered(method: method, to: view, count: touches.count))
        let saved = event.beginDelivery()
        switch method {
        case .touchesBegan: view.touchesBegan(touches, with: event)
        case .touchesMoved: view.touchesMoved(touches, with: event)
        case .touchesEnded: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        event.endDelivery(saved)
    }

    // MARK: Recognizer outcomes

    /// Delivers held phases that no recognizer holds any more (GR-14, GR-15): a held began late, then a held
    /// ended.
    func releaseHeldTouches() {
        let candidates = event.touchList + heldTouches
        for touch in candidates where touch.deliversToView && (touch.beganHeld || touch.endedHeld) {
            guard let view = touch.view, let window = touch.window, view.storedWindow === window else { continue }
            if touch.beganHeld && !isHeld(touch, byBeganDelay: true) {
                touch.beganHeld = false
                touch.beganDelivered = true
                send(.touchesBegan, [touch], to: view, event: event)
            }
            guard touch.deliversToView, touch.endedHeld, !touch.beganHeld, !isHeld(touch, byBeganDelay: false)
            else { continue }
            retire(touch)
            heldTouches.removeAll { $0 === touch }
            touch.singleton = nil
            send(.touchesEnded, [touch], to: view, event: event)
        }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: its touches' views get `touchesCancelled` for what
    /// they already received, and nothing more (GR-13); held phases are discarded (GR-14).
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        let candidates = event.touchList + heldTouches
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in candidates where touch.deliversToView && touch.recognizers.contains(where: { $0 === recognizer }) {
            guard let view = touch.view else { continue }
            let delivered = touch.beganDelivered
            retire(touch)
            heldTouches.removeAll { $0 === touch }
            if !touch.isActive { touch.singleton = nil }
            guard delivered else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            for touch in touches {
                event.tracer?.record(.touchCancelled(touch: touch, view: view, reason: .recognizer))
            }
            send(.touchesCancelled, touches, to: view, event: event)
        }
    }

    /// Withholds the whole sequence of `touch` from its view, which has not received it yet (SV-3).
    func withholdFromView(_ touch: UITouch) {
        guard !touch.beganDelivered else { return }
        retire(touch)
        heldTouches.removeAll { $0 === touch }
        if !touch.isActive { touch.singleton = nil }
    }

    /// Removes a recognizer that reset from the touches that still refer to it.
    func forget(_ recognizer: UIGestureRecognizer) {
        for touch in heldTouches { touch.recognizers.removeAll { $0 === recognizer } }
    }

    // MARK: Cancellation

    /// Cancels every live touch delivered to `view`, sending it `touchesCancelled` once (TD-12). The touches die:
    /// their recognizers get them as cancelled, and the rest of their fingers' input is ignored.
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        var cancelled = Set<UITouch>()
        var died = Set<UITouch>()
        for touch in event.touchList + heldTouches where touch.deliversToView && touch.view === view {
            let delivered = touch.beganDelivered
            retire(touch)
            heldTouches.removeAll { $0 === touch }
            if !touch.isActive { touch.singleton = nil }
            if touch.isActive {
                touch.isActive = false
                touch.phase = .cancelled
                died.insert(touch)
            }
            guard delivered else { continue }
            cancelled.insert(touch)
            let tracer = event.tracer ?? application?.tracer
            tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
        }
        if !died.isEmpty { arbiter.touchesDied(died, event: event) }
        if !cancelled.isEmpty {
            // The cancelled touches are still in `allTouches` while the view hears of them (TD-9).
            send(.touchesCancelled, cancelled, to: view, event: event)
        }
        if !isDispatching { dropInactiveTouches() }
        // Mid-frame, other touches may still have phases to deliver: tidying now would drop their recognizers'
        // hold on them (they count as over by phase). `finishFrame` tidies once the frame is delivered.
        if !died.isEmpty && !isDispatching { arbiter.frameFinished() }
    }

    /// Cancels every live touch of `window` (the window was hidden, or the application interrupted).
    func cancelTouches(in window: UIWindow, reason: TouchCancellationReason = .windowHidden) {
        while let touch = (event.touchList + heldTouches).first(where: {
            $0.deliversToView && $0.window === window && $0.view != nil
        }), let view = touch.view {
            cancelTouches(boundTo: view, reason: reason)
        }
        var died = Set<UITouch>()
        for touch in event.touchList where touch.isActive && touch.window === window {
            touch.isActive = false
            touch.phase = .cancelled
            died.insert(touch)
        }
        if !died.isEmpty {
            arbiter.touchesDied(died, event: event)
            if !isDispatching { arbiter.frameFinished() }
        }
        if !isDispatching { dropInactiveTouches() }
    }

    // MARK: Binding rules

    private func hitTest(_ sample: TouchSample) -> (UIWindow?, UIView?, CGPoint) {
        if let window = sample.window {
            return (window, hitTest(window, at: sample.location), sample.location)
        }
        guard let application else { return (nil, nil, sample.location) }
        var fallback: (UIWindow, CGPoint)?
        for window in application.windowsFrontToBack {
            let point = window.convert(sample.location, from: nil)
            if let view = hitTest(window, at: point) { return (window, view, point) }
            if fallback == nil, window.point(inside: point, with: nil) { fallback = (window, point) }
        }
        if let (window, point) = fallback { return (window, nil, point) }
        return (nil, nil, sample.location)
    }

    /// Hit-tests once to bind a new touch (HT-13), tracing the walk when a tracer is installed. Pending layout of
    /// the window's tree runs first, as UIKit's run loop would have run it before the touch arrived.
    func hitTest(_ window: UIWindow, at point: CGPoint) -> UIView? {
        if window.hasPendingLayout { window.layoutIfNeeded() }
        guard let tracer = application?.tracer else { return window.hitTest(point, with: event) }
        tracer.record(.hitTestBegan(window: window, point: point))
        let trace = HitTestTrace(tracer: tracer)
        event.hitTestTrace = trace
        let result = window.hitTest(point, with: event)
        event.hitTestTrace = nil
        trace.recordReturn(of: window, depth: 0, result: result)
        tracer.record(.hitTestResult(window: window, point: point, view: result))
        return result
    }

    private func suppression(for view: UIView, in window: UIWindow?) -> TouchSuppressionReason? {
        if !view.isMultipleTouchEnabled && view.activeTouchCount > 0 { return .multipleTouchDisabled }
        for other in event.touchList where other.isActive && other.deliversToView && other.window === window {
            guard let otherView = other.view, otherView !== view else { continue }
            if view.isExclusiveTouch || otherView.isExclusiveTouch { return .exclusiveTouch }
        }
        return nil
    }

    private func tapCount(window: UIWindow?, location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, lastTap.window == window.map(ObjectIdentifier.init),
            time - lastTap.time <= TouchTracker.multiTapInterval
        else {
            return 1
        }
        let dx = location.x - lastTap.location.x
        let dy = location.y - lastTap.location.y
        guard dx * dx + dy * dy <= TouchTracker.multiTapDistance * TouchTracker.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }
}
