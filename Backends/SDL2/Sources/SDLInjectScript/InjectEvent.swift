// One timed event of an inject script.

/// An SDL event to push at `time`.
public struct InjectEvent: Equatable, Sendable {
    /// What to push.
    public enum Kind: Equatable, Sendable {
        /// `SDL_FINGERDOWN` of finger `finger` at normalised window coordinates.
        case fingerDown(finger: Int, x: Double, y: Double)
        /// `SDL_FINGERMOTION`.
        case fingerMotion(finger: Int, x: Double, y: Double)
        /// `SDL_FINGERUP`.
        case fingerUp(finger: Int, x: Double, y: Double)
        /// `SDL_SENSORUPDATE` of an accelerometer, in m/s².
        case accelerometer(x: Double, y: Double, z: Double)
        /// A button of the virtual game controller goes down.
        case buttonDown(InjectButton)
        /// A button of the virtual game controller goes up.
        case buttonUp(InjectButton)
        /// `SDL_KEYDOWN` of the key with SDL scancode `scancode` (4…231), with `modifiers` held.
        case keyDown(scancode: Int, modifiers: InjectModifiers)
        /// `SDL_KEYUP`.
        case keyUp(scancode: Int, modifiers: InjectModifiers)
        /// `SDL_MOUSEWHEEL` of whole steps (lines; positive y away from the user, positive x to the right) with the
        /// pointer at window point (`windowX`, `windowY`).
        case wheel(x: Int, y: Int, windowX: Int, windowY: Int)
        /// `SDL_WINDOWEVENT_CLOSE`: the window's close button, as a window manager sends it.
        case close
        /// `SDL_TEXTEDITING`: an input method's composition `text` (at most 31 UTF-8 bytes; empty ends it) with its
        /// cursor at character `start` selecting `length` characters.
        case textEditing(text: String, start: Int, length: Int)
        /// `SDL_TEXTINPUT`: committed text (1 to 31 UTF-8 bytes).
        case textInput(text: String)
    }

    /// When to push the event, in seconds of the host loop's clock.
    public var time: Double
    /// The event.
    public var kind: Kind

    /// Creates an event.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
