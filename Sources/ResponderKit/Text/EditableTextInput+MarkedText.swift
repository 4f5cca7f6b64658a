// Marked text shared by text fields and text views (TX-9 … TX-12): an input method's composition is part of the
// text, replaced on each update and committed by `insertText(_:)`.
//
// Invariants: marking asks the delegate as any user edit does and reports a change; the commit does not ask (the
// input method already had the text approved while marking) but reports the change; nothing here runs when the
// input does not accept edits.
import Foundation

extension EditableTextInput {
    /// The marked text's range, nil when nothing is marked.
    var markedCharacterRange: UITextRange? { buffer.marked.map { textRange($0) } }

    /// Marks `markedText` in place of the marked text or the selection (TX-9); an empty or nil text removes the
    /// marked text (nothing when nothing is marked). The selection is clamped to the marked text (TX-12).
    func markText(_ markedText: String?, selectedRange: NSRange) {
        let string = markedText ?? ""
        guard acceptsEdits else {
            (self as? UIView)?.window?.application.tracer?.record(.inputDropped("marked text for an input not editing"))
            return
        }
        if string.isEmpty, buffer.marked == nil { return }
        if buffer.marked != nil, string == buffer.markedText {
            // Only the composition's cursor moved: the text is unchanged, so nothing is asked or reported.
            buffer.mark(string, selectedRange: selectedRange)
            return
        }
        guard shouldReplace(buffer.clamp(buffer.marked ?? buffer.selection), with: string) else { return }
        buffer.mark(string, selectedRange: selectedRange)
        textDidChangeByUser()
    }

    /// Replaces the marked text with the committed `text` and ends the marking (TX-10).
    func commitMarkedText(_ text: String) {
        guard let range = buffer.marked, acceptsEdits else { return }
        buffer.replace(range, with: text)
        textDidChangeByUser()
    }
}
