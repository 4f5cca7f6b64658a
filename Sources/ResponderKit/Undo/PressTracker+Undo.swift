// Command-Z and Shift-Command-Z (UN-5): when the key reached the end of the chain and no key command took it, the
// first responder's chain performs `undo:` or `redo:` if a responder implements it, else the chain's undo manager
// undoes or redoes.
//
// Invariants: the outcome is carried out by the window's delivery (`EventRouting`), like every shortcut; with
// nothing to undo or redo it does nothing (UIKit's no-op).
import Foundation

extension Selector {
    /// `undo:`, the action of Command-Z.
    public static let undo: Selector = "undo:"
    /// `redo:`, the action of Shift-Command-Z.
    public static let redo: Selector = "redo:"
}

extension PressTracker {
    /// Whether `key` is Command-Z (false) or Shift-Command-Z (true); nil for any other key.
    static func undoShortcut(for key: UIKey) -> Bool? {
        guard key.charactersIgnoringModifiers.lowercased() == "z" else { return nil }
        switch key.modifierFlags.intersection(UIKeyCommand.matchedModifiers) {
        case .command: return false
        case [.command, .shift]: return true
        default: return nil
        }
    }

    /// What Command-Z (or Shift-Command-Z when `redo`) does from `start`.
    static func undoOutcome(redo: Bool, from start: UIResponder) -> PressOutcome {
        let action: Selector = redo ? .redo : .undo
        if let target = start.target(forAction: action, withSender: nil) {
            return .sendAction(action, to: target, from: nil)
        }
        guard let manager = start.chainUndoManager else { return .none }
        return .undo(manager, redo: redo)
    }
}
