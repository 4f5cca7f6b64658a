// One raw touch sample from a backend, before it becomes a `UITouch`.
import Foundation

/// A raw touch sample, as a backend reports it.
public struct TouchSample {
    /// The phase a backend can report.
    public enum Phase: Sendable {
        case began, moved, ended, cancelled
    }

    /// The finger's identifier, unique while it is down.
    public var id: Int
    /// The phase of this sample.
    public var phase: Phase
    /// The location: in `window`'s coordinates, or in screen coordinates when `window` is nil.
    public var location: CGPoint
    /// The window the location refers to; nil for screen coordinates (the window is then found by hit-testing
    /// the visible windows front to back, HT-12).
    public var window: UIWindow?
    /// When the sample was taken, in seconds of the application's clock; nil uses the clock's current time.
    public var timestamp: TimeInterval?
    /// The kind of input.
    public var type: UITouch.TouchType
    /// The pointer buttons pressed, for pointer input (`.indirectPointer`; none reported means the primary
    /// button); empty for fingers.
    public var buttonMask: UIEvent.ButtonMask
    /// The modifier keys the host reports held (for example SDL's modifier state on a click); the event's
    /// `modifierFlags` also include the modifier keys down as presses (PG-8).
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a sample.
    public init(
        id: Int, phase: Phase, location: CGPoint, window: UIWindow? = nil, timestamp: TimeInterval? = nil,
        type: UITouch.TouchType = .direct, buttonMask: UIEvent.ButtonMask = [], modifierFlags: UIKeyModifierFlags = []
    ) {
        self.modifierFlags = modifierFlags
        self.id = id
        self.phase = phase
        self.location = location
        self.window = window
        self.timestamp = timestamp
        self.type = type
        self.buttonMask = buttonMask
    }
}
