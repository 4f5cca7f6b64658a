// One registration in a control's action list.
//
// Invariants: `target` is weak; `hasTarget` remembers whether a target was given, so a freed target (skipped) is
// never confused with a nil target (sent along the chain). `isActive` goes false once, when the entry is removed.

/// One target-action, `UIAction` or event handler registered with a control.
@MainActor
final class ControlActionEntry {
    enum Kind {
        /// A method reference, bound to the weak target when fired.
        case method(invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Void)
        /// A named action for a target, or for the responder chain.
        case selector(Selector)
        /// A `UIAction`.
        case action(UIAction)
        /// A closure handler that can be disabled and enabled.
        case handler(RemovableTarget)
    }

    weak var target: AnyObject?
    let hasTarget: Bool
    @exclusivity(unchecked) var events: UIControl.Event
    let kind: Kind
    @exclusivity(unchecked) var isActive = true

    init(target: AnyObject?, events: UIControl.Event, kind: Kind) {
        self.target = target
        self.hasTarget = target != nil
        self.events = events
        self.kind = kind
    }
}
