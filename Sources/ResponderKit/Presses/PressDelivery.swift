// The delivery state of one press and the table of its legal transitions (FR-9).
//
// Invariants:
// - Every change of a press's delivery state goes through `move(to:)`, which refuses a transition the table does
//   not list; the press tracker delivers a presses method only when its transition was accepted.
// - FR-9 follows from the table: `pressesEnded` and `pressesCancelled` are delivered only on leaving `.began`,
//   whose responder is the one that received `pressesBegan` (set once, on entering `.began`); `.ended` and
//   `.cancelled` have no way out but the pool's `.idle`, so no second end is ever delivered.

/// Where one press is in its delivery to the responder chain.
enum PressDelivery: Equatable, Sendable {
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
    /// it, or an override of `sendEvent` did not call `super`), or an override withheld the end itself.
    case withheld

    /// Whether `from → to` is a legal change of a press's delivery state.
    static func isLegal(from: PressDelivery, to: PressDelivery) -> Bool {
        switch (from, to) {
        case (.idle, .down): return true
        case (.down, .began), (.down, .takenByCommand), (.down, .withheld): return true
        case (.began, .began), (.began, .ended), (.began, .cancelled), (.began, .withheld): return true
        case (.takenByCommand, .withheld): return true
        case (.ended, .idle), (.cancelled, .idle), (.withheld, .idle): return true
        default: return false
        }
    }

    /// Moves to `next` when the table allows it; returns false, changing nothing, when it does not.
    @discardableResult
    mutating func move(to next: PressDelivery) -> Bool {
        guard PressDelivery.isLegal(from: self, to: next) else { return false }
        self = next
        return true
    }

    /// Whether the press is finished: an end was delivered or withheld.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .withheld }
}
