// Names the responder method an event travels through, for trace entries.

/// A `UIResponder` event method, as named in trace entries.
public enum ResponderMethod: String, Sendable, CaseIterable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    case motionBegan, motionEnded, motionCancelled
    case remoteControlReceived

    /// The kind of event the method delivers.
    public enum Kind: Sendable {
        /// `touches…`.
        case touches
        /// `presses…`.
        case presses
        /// `motion…` and `remoteControlReceived`.
        case other
    }

    /// The kind of event the method delivers.
    public var kind: Kind {
        switch self {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: .touches
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: .presses
        case .motionBegan, .motionEnded, .motionCancelled, .remoteControlReceived: .other
        }
    }
}
