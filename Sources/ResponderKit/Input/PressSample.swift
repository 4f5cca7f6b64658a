// One raw key or button sample from a backend.
import Foundation

/// A raw press sample: a keyboard key (`key`) or a controller/remote button (`type`) going down, changing or
/// going up.
public struct PressSample {
    /// The phase a backend can report.
    public enum Phase: Sendable {
        case began, changed, ended, cancelled
    }

    /// The phase of this sample.
    public var phase: Phase
    /// The keyboard key, for keyboard presses.
    public var key: UIKey?
    /// The button, for controller and remote presses.
    public var type: UIPress.PressType?
    /// The force, from 0 to 1.
    public var force: Double
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?
    /// Whether a text input that is first responder inserts the key's characters. A host that reports the text
    /// separately, as ``TextSample``s from its input system, sets it to false: the key still travels as a press
    /// (shortcuts, Backspace, arrows work), but its characters are inserted once, from the text sample.
    public var insertsText = true

    /// Creates a keyboard sample.
    public init(phase: Phase, key: UIKey, force: Double = 1, timestamp: TimeInterval? = nil) {
        self.phase = phase
        self.key = key
        self.type = nil
        self.force = force
        self.timestamp = timestamp
    }

    /// Creates a button sample.
    public init(phase: Phase, type: UIPress.PressType, force: Double = 1, timestamp: TimeInterval? = nil) {
        self.phase = phase
        self.key = nil
        self.type = type
        self.force = force
        self.timestamp = timestamp
    }

    /// The identity of the physical key or button, stable from down to up.
    var pressID: Int {
        if let key { return key.keyCode.rawValue }
        return -1 - (type?.rawValue ?? 0)
    }
}
