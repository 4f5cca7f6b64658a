// The navigator's "real tap": a one-finger tap that goes in through the application's input layer, exactly as a
// backend's or the EventSimulator's touches do, so the event system cannot tell it from a finger (AX-7).
//
// Invariants:
// - The navigator only feeds input; it never calls into dispatch (data flows input layer → UIApplication.sendEvent
//   → UIWindow.sendEvent → …).
// - The finger that goes down always comes up or is cancelled before the call returns; its identifier is one no
//   finger down uses.
import Foundation

extension AccessibilityNavigator {
    /// Taps at `screenPoint` (screen coordinates) in the navigator's window: a touch down, then up at the same
    /// place and time.
    ///
    /// - Returns: whether the input layer accepted the tap (it refuses input from inside an event handler, and a
    ///   touch in a hidden window).
    func tap(at screenPoint: CGPoint) -> Bool {
        guard let window, let application, !window.isHidden else { return false }
        let point = window.convert(screenPoint, from: nil)
        let input = application.input
        let id = (input.activeTouchIDs.max() ?? 0) &+ 1
        do {
            try input.send(TouchSample(id: id, phase: .began, location: point, window: window))
        } catch {
            return false
        }
        do {
            try input.send(TouchSample(id: id, phase: .ended, location: point, window: window))
        } catch {
            // The finger must not stay down: cancel it, ignoring a refusal (then it was not down any more).
            try? input.send(TouchSample(id: id, phase: .cancelled, location: point, window: window))
            return false
        }
        return true
    }
}
