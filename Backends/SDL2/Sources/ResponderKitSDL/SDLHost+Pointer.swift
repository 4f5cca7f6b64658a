// Mouse, wheel and finger events to touch, hover and scroll samples; a click in the status-bar strip to a
// status-bar tap.
//
// The mouse is one pointer touch (id 0, `.indirectPointer`): the first button down begins it, more buttons change
// its mask, the last button up ends it; motion with no button is hover. Mouse events SDL synthesizes from touches
// (`which == SDL_TOUCH_MOUSEID`) and touches it synthesizes from the mouse (`touchId == SDL_MOUSE_TOUCHID`) are
// dropped: the real events arrive too.
import CSDL2
import Foundation
import ResponderKit

extension SDLHost {
    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL synthesized from touches.
    static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the touch device of touches SDL synthesized from the mouse.
    static let mouseTouchID: Int64 = -1

    func mouseMotion(_ event: SDL_MouseMotionEvent, at now: TimeInterval, polled: UInt64) {
        guard event.which != SDLHost.touchMouseID else { return }
        if pointerWindowID != 0, let window = hostWindow(pointerWindowID) {
            let location = pointerLocation(x: event.x, y: event.y, eventWindow: event.windowID, in: window)
            let sample = TouchSample(
                id: SDLFingerTable.pointerID, phase: .moved, location: location, window: window.uiWindow,
                timestamp: now, type: .indirectPointer, buttonMask: pointerButtons,
                modifierFlags: SDLHost.heldModifierFlags())
            feedTouch(sample, at: now, kind: "pointer-move", polled: polled)
        } else if let window = hostWindow(event.windowID) {
            let location = CGPoint(x: CGFloat(event.x), y: CGFloat(event.y))
            feed(
                .hover(HoverSample(location: location, window: window.uiWindow, timestamp: now)), at: now,
                kind: "hover", polled: polled)
        }
    }

    func mouseButton(_ event: SDL_MouseButtonEvent, at now: TimeInterval, polled: UInt64) {
        guard event.which != SDLHost.touchMouseID else { return }
        let button = SDLInputMapping.buttonMask(sdlButton: event.button)
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            if pointerWindowID == 0 {
                guard let window = hostWindow(event.windowID) else { return }
                // A click in the status-bar strip is the scroll-to-top tap (SV-55), not a touch; its release is
                // ignored, as no pointer touch began.
                if button == .primary, CGFloat(event.y) < statusBarHeight(of: window.uiWindow) {
                    let tap = StatusBarTapSample(window: window.uiWindow, timestamp: now)
                    feed(.statusBarTap(tap), at: now, kind: "status-bar-tap", polled: polled)
                    return
                }
                pointerWindowID = window.sdlID
                pointerButtons = button
                let location = CGPoint(x: CGFloat(event.x), y: CGFloat(event.y))
                let sample = TouchSample(
                    id: SDLFingerTable.pointerID, phase: .began, location: location, window: window.uiWindow,
                    timestamp: now, type: .indirectPointer, buttonMask: button,
                    modifierFlags: SDLHost.heldModifierFlags())
                feedTouch(sample, at: now, kind: "pointer-down", polled: polled)
            } else if let window = hostWindow(pointerWindowID) {
                // Another button while one is held: the same touch, with a wider mask.
                pointerButtons.formUnion(button)
                pointerSample(.moved, event, window: window, at: now, polled: polled, kind: "pointer-down")
            }
            return
        }
        guard pointerWindowID != 0, let window = hostWindow(pointerWindowID) else { return }
        let remaining = pointerButtons.subtracting(button)
        if remaining.isEmpty {
            pointerSample(.ended, event, window: window, at: now, polled: polled, kind: "pointer-up")
            pointerWindowID = 0
            pointerButtons = []
        } else {
            pointerButtons = remaining
            pointerSample(.moved, event, window: window, at: now, polled: polled, kind: "pointer-up")
        }
    }

    /// The height of the strip at the top of `window` that the status bar covers: its scene's status bar frame,
    /// else the window's top safe-area inset, and at least ``SDLHostOptions/statusBarHeight`` (zero by default, so
    /// on a screen without a safe area no click maps to the status bar).
    func statusBarHeight(of window: UIWindow) -> CGFloat {
        if let frame = window.windowScene?.statusBarManager?.statusBarFrame, frame.height > 0 {
            return max(frame.maxY - window.frame.minY, options.statusBarHeight)
        }
        return max(window.safeAreaInsets.top, options.statusBarHeight)
    }

    private func pointerSample(
        _ phase: TouchSample.Phase, _ event: SDL_MouseButtonEvent, window: SDLHostWindow, at now: TimeInterval,
        polled: UInt64, kind: String
    ) {
        let location = pointerLocation(x: event.x, y: event.y, eventWindow: event.windowID, in: window)
        let sample = TouchSample(
            id: SDLFingerTable.pointerID, phase: phase, location: location, window: window.uiWindow, timestamp: now,
            type: .indirectPointer, buttonMask: pointerButtons,
            modifierFlags: SDLHost.heldModifierFlags())
        feedTouch(sample, at: now, kind: kind, polled: polled)
    }

    /// The modifier keys SDL reports held now (PG-8), mapped as key events map them (Ctrl as Command).
    static func heldModifierFlags() -> UIKeyModifierFlags {
        SDLKeyMapping.modifierFlags(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue), scancode: 0)
    }

    /// A mouse position in `window`'s points, from coordinates relative to the event's window (they differ only
    /// when a button went down in one window and the event names another).
    private func pointerLocation(x: Int32, y: Int32, eventWindow: UInt32, in window: SDLHostWindow) -> CGPoint {
        var point = CGPoint(x: CGFloat(x), y: CGFloat(y))
        if eventWindow != window.sdlID, let other = hostWindow(eventWindow), let from = other.window,
            let to = window.window
        {
            var fromX: Int32 = 0
            var fromY: Int32 = 0
            var toX: Int32 = 0
            var toY: Int32 = 0
            SDL_GetWindowPosition(from, &fromX, &fromY)
            SDL_GetWindowPosition(to, &toX, &toY)
            point.x += CGFloat(fromX - toX)
            point.y += CGFloat(fromY - toY)
        }
        return point
    }

    func mouseWheel(_ event: SDL_MouseWheelEvent, at now: TimeInterval, polled: UInt64) {
        guard event.which != SDLHost.touchMouseID, let window = hostWindow(event.windowID) else { return }
        let location = CGPoint(x: CGFloat(event.mouseX), y: CGFloat(event.mouseY))
        let flipped = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
        if scrollGesture.isActive || SDLInputMapping.isPrecise(preciseX: event.preciseX, preciseY: event.preciseY) {
            let delta = SDLInputMapping.scrollDelta(
                x: Double(event.preciseX), y: Double(event.preciseY), flipped: flipped)
            let (ending, sample) = scrollGesture.wheel(delta: delta, at: location, in: window.uiWindow, time: now)
            if let ending { feed(.scroll(ending), at: now, kind: "scroll", polled: nil) }
            feed(.scroll(sample), at: now, kind: "scroll", polled: polled)
            scheduleScrollEnd()
            return
        }
        let steps = SDLInputMapping.wheelSteps(x: event.x, y: event.y, flipped: flipped)
        for _ in 0..<steps.count {
            let sample = ScrollSample(location: location, window: window.uiWindow, delta: steps.delta, timestamp: now)
            feed(.scroll(sample), at: now, kind: "scroll", polled: polled)
        }
        for _ in 0..<steps.xCount {
            let sample = ScrollSample(location: location, window: window.uiWindow, delta: steps.xDelta, timestamp: now)
            feed(.scroll(sample), at: now, kind: "scroll", polled: polled)
        }
    }

    /// Makes sure a clock timer will end the continuous scroll in progress once no wheel event came for the end
    /// delay; the timer re-arms itself while wheel events keep coming (one timer per delay, not per event).
    private func scheduleScrollEnd() {
        guard scrollTimer == nil, scrollGesture.isActive else { return }
        scrollTimer = clock.schedule(after: scrollGesture.endTime - clock.now) { [weak self] in
            guard let self else { return }
            self.scrollTimer = nil
            let now = self.clock.now
            if let end = self.scrollGesture.endIfDue(at: now) {
                self.feed(.scroll(end), at: now, kind: "scroll", polled: nil)
            } else {
                self.scheduleScrollEnd()
            }
        }
    }

    func finger(_ event: SDL_TouchFingerEvent, at now: TimeInterval, polled: UInt64) {
        guard event.touchId != SDLHost.mouseTouchID else { return }
        let phase: TouchSample.Phase
        let id: Int
        let window: SDLHostWindow
        switch event.type {
        case SDL_FINGERDOWN.rawValue:
            guard let target = hostWindow(event.windowID),
                let begun = fingers.begin(touchDevice: event.touchId, finger: event.fingerId, windowID: target.sdlID)
            else { return }
            (phase, id, window) = (.began, begun, target)
        case SDL_FINGERMOTION.rawValue:
            guard let live = fingers.finger(touchDevice: event.touchId, finger: event.fingerId),
                let target = hostWindow(live.windowID)
            else { return }
            (phase, id, window) = (.moved, live.id, target)
        default:
            guard let live = fingers.end(touchDevice: event.touchId, finger: event.fingerId),
                let target = hostWindow(live.windowID)
            else { return }
            (phase, id, window) = (.ended, live.id, target)
        }
        let location = SDLInputMapping.fingerLocation(x: event.x, y: event.y, windowSize: window.pointSize)
        let sample = TouchSample(id: id, phase: phase, location: location, window: window.uiWindow, timestamp: now)
        feedTouch(sample, at: now, kind: "touch", polled: polled)
    }
}
