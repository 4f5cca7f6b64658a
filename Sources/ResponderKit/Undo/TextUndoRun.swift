// One run of typing (or of deleting) in a text field or text view, undone as one group (UN-7).
//
// Invariants: a run is continued only while the input's text and selection are exactly what its last edit left
// and the run was not undone; anything else (the caret moved, the text was set in code, an undo ran) starts a
// new run, and so a new undo group.
import Foundation

/// A run of edits of one kind that one undo reverts.
@MainActor
final class TextUndoRun {
    /// Inserting text, or deleting it: switching between them starts a new run (UN-7, chosen).
    enum Kind {
        case typing, deleting
    }

    let kind: Kind
    /// The undo manager the run's undo was registered with.
    weak var manager: UndoManager?
    /// The text and selection the run's last edit left.
    private var text: [Character] = []
    private var selection: Range<Int> = 0..<0
    /// Set when the run's undo ran: it cannot be continued.
    var isClosed = false

    init(kind: Kind, manager: UndoManager) {
        self.kind = kind
        self.manager = manager
    }

    /// Records what an edit of the run left.
    func noteEdit(of buffer: TextEditingBuffer) {
        text = buffer.characters
        selection = buffer.selection
    }

    /// Whether an edit of `kind` to `buffer`, registered with `manager`, continues the run.
    func continues(with kind: Kind, in buffer: TextEditingBuffer, manager: UndoManager) -> Bool {
        !isClosed && kind == self.kind && manager === self.manager && buffer.selection == selection
            && buffer.characters == text
    }
}
