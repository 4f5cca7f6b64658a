// The table of legal press-delivery steps (FR-9). Every change of `UIPress.delivery` goes through it.
//
// Invariants: `next(from:on:)` is the whole table; `isLegal(from:on:)` agrees with it. The tracker asks
// `isLegal` first wherever a step may be refused as expected behaviour (a second `super.sendEvent`, a press a
// cancellation finished meanwhile), so a step `UIPress.advance(_:)` finds illegal is a bug.

/// The table of legal press-delivery steps.
enum PressDeliveryTransitions {
    /// The state after `step` from `state`, or nil when the step is illegal there.
    static func next(from state: PressDelivery, on step: PressDeliveryStep) -> PressDelivery? {
        switch (state, step) {
        case (.idle, .goDown): return .down
        case (.down, .deliverBegan): return .began
        case (.down, .takeByCommand): return .takenByCommand
        case (.began, .deliverChanged): return .began
        case (.began, .deliverEnded): return .ended
        case (.began, .deliverCancelled): return .cancelled
        case (.down, .withhold), (.began, .withhold), (.takenByCommand, .withhold): return .withheld
        case (.ended, .reuse), (.cancelled, .reuse), (.withheld, .reuse): return .idle
        default: return nil
        }
    }

    /// Whether `step` is legal from `state`.
    static func isLegal(from state: PressDelivery, on step: PressDeliveryStep) -> Bool {
        next(from: state, on: step) != nil
    }
}
