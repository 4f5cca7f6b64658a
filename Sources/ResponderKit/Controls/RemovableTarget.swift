// A closure handler on a control that can be disabled and enabled any number of times.
//
// Invariants: while enabled, exactly one active entry of the control refers to this handler (so the control keeps
// it alive); while disabled, none does. The control is held weakly.

/// A handle to a closure registered with `UIControl.addEventHandler(event:runnable:)`.
@preconcurrency @MainActor
public final class RemovableTarget {
    /// The control, while it exists.
    public private(set) weak var control: UIControl?
    /// The events the closure runs for.
    public let events: UIControl.Event
    /// Whether the closure currently runs for its events.
    public private(set) var isEnabled = false
    /// The closure; it receives the control that sent the event, so it need not capture it.
    let runnable: @MainActor (UIControl) -> Void

    init(control: UIControl, events: UIControl.Event, runnable: @escaping @MainActor (UIControl) -> Void) {
        self.control = control
        self.events = events
        self.runnable = runnable
    }

    /// Starts running the closure for its events again (it is added at the end of the control's actions). Does
    /// nothing when already enabled or when the control is gone.
    public func enable() {
        guard !isEnabled, let control else { return }
        isEnabled = true
        control.appendHandlerEntry(self)
    }

    /// Stops running the closure; the control releases it. Safe to call from inside the closure.
    public func disable() {
        guard isEnabled else { return }
        isEnabled = false
        control?.removeHandlerEntry(self)
    }
}
