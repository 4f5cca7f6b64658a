// What the window's delivery of a press leaves to do once the presses methods and focus had their turn: the press
// tracker decides it, `EventRouting` carries it out.
//
// Invariants: an outcome is made only by `PressTracker.deliver(_:in:)` for a key-down that a key command took, or
// that reached the end of the chain unconsumed (FR-11 … FR-13); every other delivery's outcome is `.none`. Carrying
// it out is the only way a key command or standard shortcut reaches `UIApplication.sendAction(_:to:from:for:)`.

/// What remains of a press's delivery: an action to send, a trace that nobody performs one, or Escape.
enum PressOutcome {
    /// Nothing more to do.
    case none
    /// Send `action` to `target` (the first responder up the chain that can perform it) through
    /// `UIApplication.sendAction(_:to:from:for:)`, from a key command, or from nil for a standard edit shortcut.
    case sendAction(Selector, to: Any, from: UIKeyCommand?)
    /// A key command matched, but nobody up the chain performs its action: traced as `actionNotHandled`.
    case actionNotHandled(Selector, sender: UIKeyCommand)
    /// Escape reached the end of the chain: hide the edit menu and end editing in a text input.
    case escape
    /// Command-Z (or Shift-Command-Z, `redo`) reached the end of the chain: the chain's undo manager undoes (UN-5).
    case undo(UndoManager, redo: Bool)
}
