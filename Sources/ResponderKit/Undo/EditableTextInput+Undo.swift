// Text fields and text views register their user edits with the undo manager of their responder chain (UN-7):
// a run of typing is one undo group named "Typing"; undoing restores the text and the selection as they were
// before the run, and registers the redo.
//
// Invariants: edits made while the manager undoes or redoes, or with registration disabled, register nothing
// here (the restore registers its own inverse); a run's undo is registered once, when the run starts.
import Foundation

extension EditableTextInput {
    /// The name UIKit gives a run of typing or deleting in the Undo command ("Undo Typing").
    static var typingActionName: String { "Typing" }

    /// Called before a user edit replaces `range` with `text`: starts a new run with its undo, or continues the
    /// current one.
    func registerUndo(replacing range: Range<Int>, with text: String) {
        guard let manager = chainUndoManager, manager.isUndoRegistrationEnabled, !manager.isUndoing, !manager.isRedoing
        else { return }
        let kind: TextUndoRun.Kind = text.isEmpty ? .deleting : .typing
        if let run = undoRun, run.continues(with: kind, in: buffer, manager: manager) { return }
        let run = TextUndoRun(kind: kind, manager: manager)
        undoRun = run
        let before = (text: buffer.text, selection: buffer.selection)
        // An explicit group: one group per run, whatever `groupsByEvent` would make of the keystrokes.
        manager.beginUndoGrouping()
        // Weak: the manager keeps the action, which must not keep the manager.
        manager.registerUndo(withTarget: self) { [weak manager] input in
            run.isClosed = true
            guard let manager else { return }
            input.restoreForUndo(text: before.text, selection: before.selection, manager: manager)
        }
        manager.setActionName(Self.typingActionName)
        manager.endUndoGrouping()
    }

    /// Puts back `text` and `selection` (an undo or a redo), registering the inverse with `manager`.
    func restoreForUndo(text: String, selection: Range<Int>, manager: UndoManager) {
        let current = (text: buffer.text, selection: buffer.selection)
        undoRun = nil
        manager.registerUndo(withTarget: self) { [weak manager] input in
            guard let manager else { return }
            input.restoreForUndo(text: current.text, selection: current.selection, manager: manager)
        }
        manager.setActionName(Self.typingActionName)
        buffer.text = text
        buffer.selection = selection
        textDidChangeByUser()
    }
}
