// Watches one script run (as the application's tracer, the recognizers' delegate and the recording views'
// listener) and remembers the first broken invariant.
//
// Invariants checked (numbers as in `InvariantViolation`):
// 1. Each touch delivered to a view in `touchesBegan` later reaches that view in exactly one `touchesEnded` or
//    `touchesCancelled` (TD-6); moved, ended and cancelled never arrive without a began. Checked per delivery,
//    and for the end of each touch once it has been over for `settleTime` (late deliveries of held phases, GR-15).
//    An ended phase a recognizer still holds (`delaysTouchesEnded`, still possible because another of its fingers
//    is down) is not late: UIKit holds it until that recognizer fails or recognizes. The final check, after every
//    finger lifted, has no such exemption.
//    Only deliveries count (a call the tracer announced as `.delivered` to that view); forwarded calls do not.
// 2. No touch method other than `touchesCancelled` is delivered to a view that is not in a window.
// 3. Per control and tracking: `.touchDown`, then exactly one of `.touchUpInside`, `.touchUpOutside`,
//    `.touchCancel`, with drags only in between; or nothing after the `continueTracking` that returned false
//    (CT-2). A control still tracking when every touch has long ended is a violation.
// 4. Recognizer state changes are legal (`GestureStateTransitions.isLegal`) and start from the state last seen;
//    a recognizer is in `.possible` when it is offered the first touch of a new sequence.
// 5. The first responder a window last announced is still in that window; at most one view is first responder
//    per window.
// 6. Watchdog: at most `maximumHopsPerStep` forwarding hops per step (wall time is checked by `ScriptRunner`).
// 7. No touch stays live past its host's end: every finger the input layer counts as down is one the script has
//    down, its touch has neither ended nor been cancelled, its window is shown, and a view that received its began
//    is still in that window. Right after the application resigns active no finger is down, and right after a
//    window leaves its scene none is down in it.
// 8. Memory returns to its start: once the script's world lets go, every window and view it made is released
//    (checked by `ScriptRunner`, with weak references).
import Foundation
import ResponderKit

/// The invariant checker of the random driver. See the file comment for the eight invariants.
@MainActor
package final class InvariantChecker: EventTracer, UIGestureRecognizerDelegate {
    /// Seconds a touch must have been over before its missing ended or cancelled is reported (held phases are
    /// released by recognizer timers, all shorter than this).
    package static let settleTime: TimeInterval = 1.5
    /// The most forwarding hops one step may take before the watchdog reports it.
    package static let maximumHopsPerStep = 200_000

    /// The first violation seen, if any.
    package private(set) var violation: InvariantViolation?
    /// The step being run (for violations).
    var step = 0
    /// The application's clock.
    private let clock: EventClock

    private struct OpenTouch {
        let touch: UITouch
        var views: [ObjectIdentifier: String] = [:]
        var endedAt: TimeInterval?
    }

    private var pendingDelivery: (method: ResponderMethod, view: ObjectIdentifier)?
    private var openTouches: [ObjectIdentifier: OpenTouch] = [:]
    private var trackingControls: [ObjectIdentifier: UIControl] = [:]
    private var recognizerStates: [ObjectIdentifier: (UIGestureRecognizer, UIGestureRecognizer.State)] = [:]
    private var recognizerTouches: [ObjectIdentifier: [UITouch]] = [:]
    private var firstResponders: [ObjectIdentifier: (window: UIWindow, responder: UIResponder?)] = [:]
    private var hops = 0
    /// When a touch last began or a touch phase was last delivered to a view: a tap that starts and ends within
    /// one step leaves no finger down, but its held phases may still be on their way.
    package private(set) var lastTouchActivity: TimeInterval = 0

    /// Creates a checker reading time from `clock`.
    package init(clock: EventClock) {
        self.clock = clock
    }

    /// Reports `message` as a violation of invariant `rule`, unless one was already seen.
    func fail(_ rule: Int, _ message: String) {
        guard violation == nil else { return }
        violation = InvariantViolation(rule: rule, step: step, message: message)
    }

    /// Starts a new step: resets the per-step watchdog counters.
    func beginStep(_ index: Int) {
        step = index
        hops = 0
    }

    /// A short name for messages: the class and the scene id (kept in `tag`).
    static func name(_ responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let view = responder as? UIView { return "\(type(of: view)) #\(view.tag)" }
        return "\(type(of: responder))"
    }

    // MARK: Tracer

    /// Receives every dispatch step of the application.
    package func record(_ entry: TraceEntry) {
        switch entry {
        case .touchBound:
            lastTouchActivity = clock.now
        case .delivered(let method, let responder, _):
            guard Self.touchMethods.contains(method), let view = responder as? UIView else { return }
            lastTouchActivity = clock.now
            pendingDelivery = (method, ObjectIdentifier(view))
            if view.window == nil && method != .touchesCancelled {
                fail(2, "\(method.rawValue) delivered to \(Self.name(view)), which is in no window")
            }
        case .forwarded:
            hops += 1
            if hops == Self.maximumHopsPerStep {
                fail(6, "more than \(Self.maximumHopsPerStep) forwarding hops in one step")
            }
        case .controlEvents(let control, let events):
            controlSent(events, by: control)
        case .recognizerStateChanged(let recognizer, let from, let to, _):
            recognizerChanged(recognizer, from: from, to: to)
        case .firstResponderChanged(let window, _, let to):
            firstResponders[ObjectIdentifier(window)] = (window, to)
        default:
            return
        }
    }

    private static let touchMethods: Set<ResponderMethod> = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]

    // MARK: 1, 2: touches

    /// A recording view's touch method was called (delivered by the window, or forwarded to it).
    func touchMethodCalled(_ phase: DriverStep.Phase, touches: Set<UITouch>, on view: UIView, id: Int) {
        let method = Self.method(of: phase)
        guard let pending = pendingDelivery, pending.method == method, pending.view == ObjectIdentifier(view) else {
            return  // forwarded from a subview (RC-6), or called by someone else: not a delivery
        }
        pendingDelivery = nil
        let name = Self.name(view)
        let key = ObjectIdentifier(view)
        for touch in touches {
            let touchKey = ObjectIdentifier(touch)
            var open = openTouches[touchKey] ?? OpenTouch(touch: touch)
            switch phase {
            case .began:
                if open.views[key] != nil { fail(1, "touchesBegan delivered twice for one touch to \(name)") }
                open.views[key] = name
            case .moved:
                if open.views[key] == nil { fail(1, "touchesMoved delivered to \(name) without touchesBegan") }
            case .ended, .cancelled:
                if open.views.removeValue(forKey: key) == nil {
                    fail(
                        1,
                        "touches\(phase == .ended ? "Ended" : "Cancelled") delivered to \(name) for a touch it "
                            + "never began or already ended")
                }
            }
            openTouches[touchKey] = open.views.isEmpty ? nil : open
        }
    }

    private static func method(of phase: DriverStep.Phase) -> ResponderMethod {
        switch phase {
        case .began: return .touchesBegan
        case .moved: return .touchesMoved
        case .ended: return .touchesEnded
        case .cancelled: return .touchesCancelled
        }
    }

    /// Checks the touches that are over: each must have ended or been cancelled at every view that began it,
    /// once it has been over for ``settleTime`` (or at once when `final`).
    func checkFinishedTouches(final: Bool) {
        let now = clock.now
        for (key, var open) in openTouches where open.touch.phase == .ended || open.touch.phase == .cancelled {
            let endedAt = open.endedAt ?? now
            open.endedAt = endedAt
            openTouches[key] = open
            guard final || now - endedAt >= Self.settleTime else { continue }
            if !final && Self.isEndHeld(open.touch) { continue }
            let names = open.views.values.sorted().joined(separator: ", ")
            fail(1, "a touch that is over got touchesBegan but never touchesEnded or touchesCancelled at \(names)")
            openTouches[key] = nil
        }
    }

    /// Whether a recognizer legitimately holds the touch's ended phase back from its view (GR-15): it delays
    /// ended phases and is still deciding.
    private static func isEndHeld(_ touch: UITouch) -> Bool {
        guard touch.phase == .ended else { return false }
        return (touch.gestureRecognizers ?? []).contains { $0.delaysTouchesEnded && $0.state == .possible }
    }

    // MARK: 3: controls

    private func controlSent(_ events: UIControl.Event, by control: UIControl) {
        let key = ObjectIdentifier(control)
        let name = Self.name(control)
        let ends: [UIControl.Event] = [.touchUpInside, .touchUpOutside, .touchCancel]
        let endCount = ends.filter { events.contains($0) }.count
        if endCount > 1 { fail(3, "\(name) sent more than one of up inside, up outside and cancel at once") }
        if events.contains(.touchDown) {
            if trackingControls[key] != nil { fail(3, "\(name) sent touchDown while still tracking") }
            trackingControls[key] = control
        }
        if events.contains(.touchDownRepeat) && !events.contains(.touchDown) {
            fail(3, "\(name) sent touchDownRepeat without touchDown")
        }
        let drags: UIControl.Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit]
        if !events.intersection(drags).isEmpty && trackingControls[key] == nil {
            fail(3, "\(name) sent a drag event without touchDown")
        }
        if endCount > 0 {
            if trackingControls[key] == nil { fail(3, "\(name) sent an up or cancel event without touchDown") }
            trackingControls[key] = nil
        }
    }

    /// A control's `continueTracking` returned false: it stops tracking with no up event (CT-2).
    func controlStoppedTracking(_ control: UIControl) {
        trackingControls[ObjectIdentifier(control)] = nil
    }

    /// Checks that no control is still tracking; call when no finger has been down for ``settleTime``.
    func checkIdleControls() {
        if let control = trackingControls.values.first {
            fail(3, "\(Self.name(control)) sent touchDown but never an up or cancel event")
            trackingControls.removeAll()
        }
    }

    // MARK: 4: recognizers

    private func recognizerChanged(
        _ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State
    ) {
        let key = ObjectIdentifier(recognizer)
        let name = recognizer.name ?? "\(type(of: recognizer))"
        if !GestureStateTransitions.isLegal(from: from, to: to) {
            fail(4, "\(name) went from \(from) to \(to), an illegal transition")
        }
        // The tracer does not report changed → changed (nor began → changed): `.changed` follows `.began` unseen.
        if let (_, last) = recognizerStates[key], last != from, !(last == .began && from == .changed) {
            fail(4, "\(name) left \(from) but was last seen in \(last)")
        }
        recognizerStates[key] = (recognizer, to)
    }

    /// GR-8: asked before each new touch reaches one of the scene's recognizers. Always true; checks that a
    /// recognizer starting a new sequence (all its earlier touches are over, and it holds no press: a press may have
    /// begun its gesture, PG-1) is back in `.possible`.
    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let key = ObjectIdentifier(gestureRecognizer)
        let earlier = recognizerTouches[key] ?? []
        let isNewSequence =
            earlier.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            && gestureRecognizer.trackedPresses.isEmpty
        if isNewSequence {
            if gestureRecognizer.state != .possible {
                let name = gestureRecognizer.name ?? "\(type(of: gestureRecognizer))"
                fail(4, "\(name) was offered a new touch sequence in state \(gestureRecognizer.state)")
            }
            recognizerTouches[key] = [touch]
        } else {
            recognizerTouches[key] = earlier + [touch]
        }
        return true
    }

    // MARK: 7: live touches

    /// Checks every finger `input` counts as down against the host: `hostTouches` are the touches of the script's
    /// fingers, and identifiers from `rawBase` up are raw fingers (the input layer tracks those alone).
    func checkLiveTouches(_ input: InputLayer, hostTouches: [UITouch], rawBase: Int) {
        for id in input.activeTouchIDs {
            guard let touch = input.touch(forID: id) else {
                fail(7, "finger \(id) is down but has no touch")
                continue
            }
            if touch.phase == .ended || touch.phase == .cancelled {
                fail(
                    7, "finger \(id) is still down after its touch \(touch.phase == .ended ? "ended" : "was cancelled")"
                )
            }
            if id < rawBase && !hostTouches.contains(touch) {
                fail(7, "finger \(id) is still down after the script lifted or cancelled it")
            }
            guard let window = touch.window else { continue }
            if window.isHidden { fail(7, "finger \(id) is still down in \(Self.name(window)), which is hidden") }
            if let view = touch.view, openTouches[ObjectIdentifier(touch)]?.views[ObjectIdentifier(view)] != nil,
                view.window !== window
            {
                fail(7, "finger \(id) is still down, but \(Self.name(view)), which received its began, left its window")
            }
        }
    }

    /// Checks that no finger is down (in `window`, when given) right after a host fault that cancels them.
    func checkNoLiveTouches(_ input: InputLayer, in window: UIWindow? = nil, after what: String) {
        for id in input.activeTouchIDs where window == nil || input.touch(forID: id)?.window === window {
            fail(7, "finger \(id) is still down after \(what)")
        }
    }

    // MARK: 5: first responders

    /// Checks the first responder of every window and the first-responder flags of `views`.
    func checkFirstResponders(_ views: [UIView]) {
        for (window, responder) in firstResponders.values {
            guard let view = responder as? UIView else { continue }
            if view.window !== window {
                let place = view.window.map { "window \(Self.name($0))" } ?? "no window"
                fail(5, "\(Self.name(window)) still has \(Self.name(view)) as first responder, but it is in \(place)")
            }
        }
        var windowsWithFirstResponder: Set<ObjectIdentifier> = []
        for view in views where view.isFirstResponder {
            guard let window = view.window else {
                fail(5, "\(Self.name(view)) is first responder outside any window")
                continue
            }
            if !windowsWithFirstResponder.insert(ObjectIdentifier(window)).inserted {
                fail(5, "\(Self.name(window)) has more than one first responder")
            }
        }
    }
}
