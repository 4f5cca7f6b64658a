// Where one press stands in its delivery to the responder chain (FR-9, FR-13). The legal steps between the states
// are `PressDeliveryTransitions`' table, and every change of a press's state is one of its steps.
//
// Invariants (they follow from the table, and `PressDeliveryTableTests` checks them by walking it):
// - A responder receives `pressesBegan` only on the step into `.began` (`.deliverBegan`, from `.down`), and the
//   press's responder is set then, once: the responder that received `pressesBegan`.
// - From `.began` the only ways out deliver exactly one of `pressesEnded` (`.deliverEnded`) or `pressesCancelled`
//   (`.deliverCancelled`) to that responder, or nothing when an override of `sendEvent` kept the end (`.withhold`);
//   `.deliverChanged` stays in `.began`. So every `pressesBegan` is followed by exactly one end (FR-9).
// - `.ended`, `.cancelled` and `.withheld` have no way out but the pool's `.reuse`, to `.idle`: no second end is
//   ever delivered.
// - A press taken by a key command (`.takenByCommand`) can only be withheld: no presses method is ever delivered
//   for it (FR-13).

/// Where one press is in its delivery to the responder chain.
enum PressDelivery: UInt8, CaseIterable, Sendable {
    /// Not down: a new press, or an ended one in the pool.
    case idle
    /// Went down; its `UIPressesEvent` is on its way through `sendEvent`, and `pressesBegan` is not delivered yet.
    case down
    /// `pressesBegan` was delivered to the press's responder; it may change any number of times.
    case began
    /// A key command took the key when it went down: no presses method is ever delivered for it (FR-13).
    case takenByCommand
    /// `pressesEnded` was delivered to the responder that received `pressesBegan`.
    case ended
    /// `pressesCancelled` was delivered to the responder that received `pressesBegan`.
    case cancelled
    /// The press went up without an end being delivered: its began never reached a responder (a key command took
    /// it, a recognizer took it first (PG-6), or an override of `sendEvent` did not call `super`), or an override
    /// withheld the end itself.
    case withheld

    /// Whether the press is finished: an end was delivered or withheld.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .withheld }
}
