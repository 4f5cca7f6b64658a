// A remote-control command (headset button, media keys, lock-screen controls), from a backend.
import Foundation

/// A raw remote-control sample: one command, delivered as a `.remoteControl` event to the first responder's chain
/// (``UIResponder/remoteControlReceived(with:)``).
public struct RemoteControlSample: Sendable {
    /// The command: one of the `remoteControl…` subtypes.
    public var subtype: UIEvent.EventSubtype
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(subtype: UIEvent.EventSubtype, timestamp: TimeInterval? = nil) {
        self.subtype = subtype
        self.timestamp = timestamp
    }
}
