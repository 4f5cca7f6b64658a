// Button presses of a remote or game controller (PG-3): down, held on the virtual clock, up.
//
// Invariants: every press these calls start is released before they return, through the real input path.
import Foundation

extension EventSimulator {
    /// Holds a remote's or game controller's button down (`.select`, `.menu`, `.playPause`, arrows).
    public func buttonDown(_ type: UIPress.PressType) throws(InputError) {
        try application.input.send(PressSample(phase: .began, type: type))
    }

    /// Releases a button.
    public func buttonUp(_ type: UIPress.PressType) throws(InputError) {
        try application.input.send(PressSample(phase: .ended, type: type, force: 0))
    }

    /// Presses a button and releases it after `duration` seconds of virtual time: a click of the remote's select
    /// button is `pressButton(.select)`.
    public func pressButton(_ type: UIPress.PressType, duration: TimeInterval = 0.1) throws(InputError) {
        try buttonDown(type)
        advance(by: duration)
        try buttonUp(type)
    }
}
