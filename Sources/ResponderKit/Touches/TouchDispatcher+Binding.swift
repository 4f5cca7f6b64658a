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
import Foundation

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

        /// Remembers a touch that ended, for the next touch's tap count.
        mutating func noteEnded(_ touch: UITouch) {
            lastTap = (touch.window.map(ObjectIdentifier.init), touch.windowLocation, touch.timestamp, touch.tapCount)
        }

        /// Forgets a window that is being deallocated (its identifier could be reused by a new window).
        mutating func windowWillDeallocate(_ window: UIWindow) {
            if lastTap?.window == ObjectIdentifier(window) { lastTap = nil }
        }

        /// Hit-tests once to bind a new touch (HT-13), tracing the walk when a tracer is installed. Pending layout of
        /// the window's tree runs first, as UIKit's run loop would have run it before the touch arrived.
        static func hitTest(_ window: UIWindow, at point: CGPoint, event: UIEvent, tracer: EventTracer?) -> UIView? {
            if window.hasPendingLayout { window.layoutIfNeeded() }
            if window.presentationTouchBlocks > 0 {
                // A presentation or dismissal is animating: the touch goes nowhere (PR-13).
                tracer?.record(.note("touch ignored: a presentation transition is running"))
                return nil
            }
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
