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
