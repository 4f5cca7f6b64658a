// Why an `SDLHost` could not start.

/// An error creating an ``SDLHost``: a message for the user and the exit status a command should use.
public struct SDLHostError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for example `cannot open a display: No available video device`.
    public var message: String
    /// 1 when SDL or the display could not start, 2 for a bad inject file (bad outside input).
    public var exitStatus: Int32

    /// Creates an error.
    public init(message: String, exitStatus: Int32) {
        self.message = message
        self.exitStatus = exitStatus
    }

    /// The message.
    public var description: String { message }
}
