// How far a touch's bound view has heard of it, and the table of legal steps between those states (TD-6, GR-13 …
// GR-15, SV-3).
//
// Invariants (they follow from the table, and `TouchDeliveryStateTests` checks them by walking it):
// - A view receives `touchesBegan` for a touch only on the step into `.delivering` (`.deliverBegan`).
// - From `.delivering` or `.endedHeld` (the view received touchesBegan) the only ways to `.retired` send exactly
//   one of `touchesEnded` (`.deliverEnded`) or `touchesCancelled` (`.cancel`), or nothing when a `sendEvent`
//   override never delivered the phase (`.abandon`); `.retired` is terminal. So every touch a view received in
//   touchesBegan ends or is cancelled exactly once (TD-6).
// - The bound view's `activeTouchCount` counts the touch exactly while its state `isCountedByView`.

/// Where the delivery of one touch to its bound view stands.
enum TouchDeliveryState: UInt8, CaseIterable, Sendable {
    /// Not delivered to any view: no view took the touch, or it was suppressed (exclusive touch, multiple touch
    /// disabled). The state of a touch before it is bound.
    case unbound
    /// Bound to a view that has not heard of it yet.
    case bound
    /// The began phase is held back by a recognizer with `delaysTouchesBegan` (GR-14).
    case beganHeld
    /// The view received touchesBegan; moved phases reach it.
    case delivering
    /// Both phases are held: the touch ended while its began was still held (GR-14, GR-15).
    case beganAndEndedHeld
    /// The view received touchesBegan; the ended phase is held back by `delaysTouchesEnded` (GR-15).
    case endedHeld
    /// The view will hear nothing more of the touch. Terminal.
    case retired

    /// Whether the touch counts in its view's `activeTouchCount` (bound, and not retired).
    var isCountedByView: Bool { self != .unbound && self != .retired }
    /// Whether the view received touchesBegan and has not yet been told the touch ended or was cancelled.
    var viewReceivedBegan: Bool { self == .delivering || self == .endedHeld }
    /// Whether a phase is held back from the view.
    var isHeld: Bool { self == .beganHeld || self == .beganAndEndedHeld || self == .endedHeld }
    /// Whether the began phase is held back from the view.
    var isBeganHeld: Bool { self == .beganHeld || self == .beganAndEndedHeld }
}

/// A step in the delivery of a touch to its view.
enum TouchDeliveryStep: UInt8, CaseIterable, Sendable {
    /// The hit-test bound the touch to a view that will receive it.
    case bind
    /// A recognizer holds the began phase back.
    case holdBegan
    /// The view receives touchesBegan (at once, or late when the hold is released).
    case deliverBegan
    /// A recognizer holds the ended phase back.
    case holdEnded
    /// The view receives touchesEnded.
    case deliverEnded
    /// The view receives touchesCancelled (a recognizer recognized, the view left its window, the window hid).
    case cancel
    /// The view never hears of the touch: it ended or was cancelled before its began was delivered, a
    /// recognizer claimed it first, or `touchesShouldBegin` refused it (SV-3).
    case withhold
    /// The touch ended but a `sendEvent` override never delivered the phase: it retires silently.
    case abandon

    /// The view method the step sends, if any.
    var viewMethod: ResponderMethod? {
        switch self {
        case .deliverBegan: return .touchesBegan
        case .deliverEnded: return .touchesEnded
        case .cancel: return .touchesCancelled
        default: return nil
        }
    }
}

/// The table of legal touch-delivery steps. Every change of `UITouch.delivery` goes through it.
enum TouchDeliveryTransitions {
    /// The state after `step` from `state`, or nil when the step is illegal there.
    static func next(from state: TouchDeliveryState, on step: TouchDeliveryStep) -> TouchDeliveryState? {
        switch (state, step) {
        case (.unbound, .bind): return .bound
        case (.bound, .holdBegan): return .beganHeld
        case (.bound, .deliverBegan), (.beganHeld, .deliverBegan): return .delivering
        case (.beganHeld, .holdEnded): return .beganAndEndedHeld
        case (.beganAndEndedHeld, .deliverBegan): return .endedHeld
        case (.delivering, .holdEnded): return .endedHeld
        case (.delivering, .deliverEnded), (.endedHeld, .deliverEnded): return .retired
        case (.delivering, .cancel), (.endedHeld, .cancel): return .retired
        case (.bound, .withhold), (.beganHeld, .withhold), (.beganAndEndedHeld, .withhold): return .retired
        case (.delivering, .abandon), (.endedHeld, .abandon): return .retired
        default: return nil
        }
    }

    /// Whether `step` is legal from `state`.
    static func isLegal(from state: TouchDeliveryState, on step: TouchDeliveryStep) -> Bool {
        next(from: state, on: step) != nil
    }
}
