// The application's touch state: binding new touches, delivering phases to bound views, cancelling.
//
// Invariants:
// - `event.touchList` holds the live touches (began and not yet ended or cancelled) between frames.
// - For every view, `activeTouchCount` equals the number of live touches bound to it with `deliversToView`.
// - A touch's `deliversToView` is cleared *before* its ended/cancelled handler runs, so a handler that removes its
//   view cannot cause a second cancellation (TD-6).
import Foundation

/// Touch bookkeeping and delivery for one application.
@MainActor
final class TouchTracker {
    /// Largest delay between the end of a tap and the start of the next for `tapCount` to grow (TD-8).
    static let multiTapInterval: TimeInterval = 0.35
    /// Largest distance, in window points, between consecutive taps for `tapCount` to grow (TD-8).
    static let multiTapDistance: CGFloat = 45

    weak var application: UIApplication?
    /// The one touch event, reused for every touch event (TD-4).
    let event = UIEvent(type: .touches)
    private(set) var isDispatching = false
    private var lastTap: (window: UIWindow?, location: CGPoint, time: TimeInterval, count: Int)?
    private var scratch = Set<UITouch>()

    // MARK: Frames

    func prepareFrame(timestamp: TimeInterval) {
        event.timestamp = timestamp
        for touch in event.touchList where touch.isActive {
            touch.previousWindowLocation = touch.windowLocation
            touch.phase = .stationary
        }
    }

    func begin(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        let touch = UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
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

    func update(_ touch: UITouch, with sample: TouchSample, timestamp: TimeInterval) {
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

    /// Drops ended and cancelled touches; touches whose end was never delivered (a `sendEvent` override skipped
    /// `super`) release their view here.
    func finishFrame() {
        event.touchList.removeAll { touch in
            guard !touch.isActive || touch.phase == .ended || touch.phase == .cancelled else { return false }
            if touch.deliversToView, let view = touch.view {
                touch.deliversToView = false
                view.activeTouchCount -= 1
            }
            if touch.isActive && touch.phase == .ended {
                lastTap = (touch.window, touch.windowLocation, touch.timestamp, touch.tapCount)
            }
            touch.isActive = false
            return true
        }
    }

    // MARK: Delivery (UIWindow.sendEvent)

    private static let deliveryOrder: [(UITouch.Phase, ResponderMethod)] = [
        (.began, .touchesBegan), (.moved, .touchesMoved), (.ended, .touchesEnded), (.cancelled, .touchesCancelled),
    ]

    /// Delivers the touches of `window` whose phase changed to their bound views, grouped by view and phase.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchList
        for (phase, method) in TouchTracker.deliveryOrder {
            for index in touches.indices {
                let touch = touches[index]
                guard touch.phase == phase, touch.window === window, touch.deliversToView,
                    let view = touch.view
                else { continue }
                // Only the first touch of each (view, phase) group starts a delivery.
                var grouped = false
                for earlier in touches[..<index]
                where earlier.phase == phase && earlier.view === view && earlier.window === window
                    && earlier.deliversToView
                {
                    grouped = true
                    break
                }
                if grouped { continue }
                scratch.removeAll(keepingCapacity: true)
                for member in touches[index...]
                where member.phase == phase && member.view === view && member.deliversToView
                    && member.window === window
                {
                    scratch.insert(member)
                    if phase == .ended || phase == .cancelled {
                        member.deliversToView = false
                        view.activeTouchCount -= 1
                    }
                }
                // Never deliver to a view outside this window (its touches were cancelled when it left).
                guard view.storedWindow === window else { continue }
                send(method, scratch, to: view, event: event)
            }
        }
        scratch.removeAll(keepingCapacity: true)
    }

    private func send(_ method: ResponderMethod, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        event.tracer?.record(.delivered(method: method, to: view, count: touches.count))
        let saved = event.beginDelivery()
        switch method {
        case .touchesBegan: view.touchesBegan(touches, with: event)
        case .touchesMoved: view.touchesMoved(touches, with: event)
        case .touchesEnded: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        event.endDelivery(saved)
    }

    // MARK: Cancellation

    /// Cancels every live touch delivered to `view`, sending it `touchesCancelled` once (TD-12).
    func cancelTouches(boundTo view: UIView, reason: TouchCancellationReason) {
        var cancelled = Set<UITouch>()
        for touch in event.touchList where touch.isActive && touch.deliversToView && touch.view === view {
            touch.deliversToView = false
            touch.isActive = false
            touch.phase = .cancelled
            view.activeTouchCount -= 1
            cancelled.insert(touch)
            event.tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
            if event.tracer == nil {
                application?.tracer?.record(.touchCancelled(touch: touch, view: view, reason: reason))
            }
        }
        guard !cancelled.isEmpty else { return }
        if !isDispatching { event.touchList.removeAll { !$0.isActive } }
        send(.touchesCancelled, cancelled, to: view, event: event)
    }

    /// Cancels every live touch of `window` (the window was hidden).
    func cancelTouches(in window: UIWindow) {
        while let touch = event.touchList.first(where: {
            $0.isActive && $0.deliversToView && $0.window === window && $0.view != nil
        }), let view = touch.view {
            cancelTouches(boundTo: view, reason: .windowHidden)
        }
        for touch in event.touchList where touch.isActive && touch.window === window {
            touch.isActive = false
            touch.phase = .cancelled
        }
        if !isDispatching { event.touchList.removeAll { !$0.isActive } }
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

    /// Hit-tests once to bind a new touch (HT-13), tracing the walk when a tracer is installed.
    private func hitTest(_ window: UIWindow, at point: CGPoint) -> UIView? {
        guard let tracer = application?.tracer else { return window.hitTest(point, with: event) }
        tracer.record(.hitTestBegan(window: window, point: point))
        let trace = HitTestTrace(tracer: tracer)
        event.hitTestTrace = trace
        let result = window.hitTest(point, with: event)
        event.hitTestTrace = nil
        let computed: UIView?? = trace.defaultResultOwner === window ? .some(trace.defaultResult) : .none
        tracer.record(.hitTestReturned(view: window, depth: 0, result: result, defaultResult: computed))
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
        guard let lastTap, lastTap.window === window, time - lastTap.time <= TouchTracker.multiTapInterval else {
            return 1
        }
        let dx = location.x - lastTap.location.x
        let dy = location.y - lastTap.location.y
        guard dx * dx + dy * dy <= TouchTracker.multiTapDistance * TouchTracker.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }
}
