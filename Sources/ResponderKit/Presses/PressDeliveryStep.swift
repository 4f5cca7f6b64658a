// A step in the delivery of one press to the responder chain: the moves of `PressDeliveryTransitions`' table.
//
// Invariants: only the four `deliver…` steps send a presses method (`responderMethod`); every other step changes
// the press's state and sends nothing.

/// A step in the delivery of a press to its responder.
enum PressDeliveryStep: UInt8, CaseIterable, Sendable {
    /// The key or button went down in the key window.
    case goDown
    /// The start responder receives `pressesBegan`.
    case deliverBegan
    /// A key command that wants priority took the key as it went down (FR-13).
    case takeByCommand
    /// The responder that received `pressesBegan` receives `pressesChanged`.
    case deliverChanged
    /// The responder that received `pressesBegan` receives `pressesEnded`.
    case deliverEnded
    /// The responder that received `pressesBegan` receives `pressesCancelled` (the application resigned active, or
    /// the host cancelled the press).
    case deliverCancelled
    /// The press goes up with no end delivered: it never began at a responder, or an override of `sendEvent` kept
    /// its end.
    case withhold
    /// The pool makes a finished press that nothing else references into a new one.
    case reuse

    /// The presses method the step sends, if any.
    var responderMethod: ResponderMethod? {
        switch self {
        case .deliverBegan: return .pressesBegan
        case .deliverChanged: return .pressesChanged
        case .deliverEnded: return .pressesEnded
        case .deliverCancelled: return .pressesCancelled
        case .goDown, .takeByCommand, .withhold, .reuse: return nil
        }
    }
}
