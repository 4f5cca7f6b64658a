// Names the responder method an event travels through, for trace entries.

/// A `UIResponder` event method, as named in trace entries.
public enum ResponderMethod: String, Sendable, CaseIterable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    case motionBegan, motionEnded, motionCancelled
    case remoteControlReceived
}
