// Editing behaviour shared by text fields and text views: typing, deleting, the caret, keys and edit actions.
//
// Invariants: every user edit goes through `userReplace`, which asks the delegate first and reports the change
// after; edits in code (setting `text`) report nothing.
import Foundation

/// What a text field or text view supplies to the shared editing behaviour.
@MainActor
protocol EditableTextInput: UIResponder, UIKeyInput {
    var buffer: TextEditingBuffer { get set }
    /// Whether the next user edit replaces the whole text (a secure text field editing again, TI-8).
    var replacesTextOnNextEdit: Bool { get }
    /// Presses whose began the input consumed; their later phases are consumed too.
    var consumedPresses: Set<ObjectIdentifier> { get set }
    /// The run of typing the input's undo manager undoes as one, while it continues (UN-7).
    var undoRun: TextUndoRun? { get set }
    /// Whether the user may change the text now.
    var acceptsEdits: Bool { get }
    /// Asks the delegate whether a user edit may happen.
    func shouldReplace(_ range: Range<Int>, with text: String) -> Bool
    /// Reports a user edit (control events, delegate, notifications).
    func textDidChangeByUser()
    /// Handles the Return key.
    func returnKeyPressed()
}

extension EditableTextInput {
    /// Applies a user edit if the input accepts edits and the delegate agrees.
    func userReplace(_ range: Range<Int>, with text: String) {
        guard acceptsEdits, shouldReplace(buffer.clamp(range), with: text) else { return }
        registerUndo(replacing: buffer.clamp(range), with: text)
        buffer.replace(range, with: text)
        undoRun?.noteEdit(of: buffer)
        textDidChangeByUser()
    }

    func insertAtSelection(_ text: String) {
        if buffer.marked != nil { return commitMarkedText(text) }  // An input method's commit (TX-10).
        userReplace(replacesTextOnNextEdit ? wholeText : buffer.selection, with: text)
    }

    func deleteBeforeCaret() {
        guard let range = replacesTextOnNextEdit && !buffer.characters.isEmpty ? wholeText : buffer.deletionRange
        else { return }
        userReplace(range, with: "")
    }

    private var wholeText: Range<Int> { 0..<buffer.characters.count }

    /// Whether the keyboard's Return key works now: not while ``UITextInputTraits/enablesReturnKeyAutomatically``
    /// and there is no text (TI-6).
    var isReturnKeyEnabled: Bool { !enablesReturnKeyAutomatically || !buffer.characters.isEmpty }

    /// The keyboard's Return key: ``returnKeyPressed()`` while it is enabled; a disabled Return does nothing but
    /// leave a trace (TI-6, TI-7).
    func keyboardReturn() {
        guard isReturnKeyEnabled else {
            (self as? UIView)?.window?.application.tracer?.record(.inputDropped("Return is disabled: no text"))
            return
        }
        returnKeyPressed()
    }

    // MARK: UITextInput support

    func textRange(_ range: Range<Int>) -> UITextRange {
        UITextRange(start: UITextPosition(offset: range.lowerBound), end: UITextPosition(offset: range.upperBound))
    }

    func characterRange(_ range: UITextRange) -> Range<Int> {
        buffer.clamp(range.start.offset..<range.end.offset)
    }

    func bufferPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...buffer.characters.count).contains(target) ? UITextPosition(offset: target) : nil
    }

    // MARK: Keys

    /// Handles the key presses that begin while first responder; returns the ones to pass along the chain.
    func pressesNotConsumed(beginning presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard isFirstResponder, let key = press.key, handleKeyDown(key, insertsText: press.insertsText) else {
                return true
            }
            consumedPresses.insert(ObjectIdentifier(press))
            return false
        }
    }

    /// The presses whose began was not consumed; `ending` forgets the consumed ones.
    func pressesNotConsumed(continuing presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
        presses.filter { press in
            let id = ObjectIdentifier(press)
            guard consumedPresses.contains(id) else { return true }
            if ending { consumedPresses.remove(id) }
            return false
        }
    }

    /// Handles a key typed while the input is first responder; returns whether it consumed the key (FR-13).
    ///
    /// A key whose characters the host reports separately (`insertsText` false, see ``TextSample``) is consumed
    /// without typing them: the text sample inserts them, once. Editing keys and shortcuts work as usual.
    func handleKeyDown(_ key: UIKey, insertsText: Bool) -> Bool {
        if !key.modifierFlags.isDisjoint(with: [.command, .control]) { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            deleteBeforeCaret()
            return true
        case .keyboardReturnOrEnter:
            // Consumed even while disabled: the key belongs to the keyboard, not to the chain.
            keyboardReturn()
            return true
        case .keyboardLeftArrow:
            buffer.moveCaret(by: -1)
            return true
        case .keyboardRightArrow:
            buffer.moveCaret(by: 1)
            return true
        case .keyboardTab, .keyboardEscape, .keyboardUpArrow, .keyboardDownArrow:
            return false
        default:
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return false }
            // Consumed either way: the key typed these characters, so the chain must not see it as a plain key.
            if insertsText { insertAtSelection(text) }
            return true
        }
    }

    // MARK: Edit actions (MN-7)

    /// The standard edit actions the input performs in its current state.
    func editActionHandler(for action: Selector) -> UIResponder.ActionHandler? {
        let hasSelection = !buffer.selection.isEmpty
        let hasText = !buffer.characters.isEmpty
        switch action {
        // A secure input's text cannot leave it: no copy, no cut; paste still works (TI-4).
        case .copy where hasSelection && !isSecureTextEntry:
            return { [unowned self] _, _ in UIPasteboard.general.string = buffer.selectedText }
        case .cut where hasSelection && acceptsEdits && !isSecureTextEntry:
            return { [unowned self] _, _ in
                UIPasteboard.general.string = buffer.selectedText
                userReplace(buffer.selection, with: "")
            }
        case .paste where acceptsEdits && UIPasteboard.general.hasStrings:
            return { [unowned self] _, _ in insertAtSelection(UIPasteboard.general.string ?? "") }
        case .delete where hasSelection && acceptsEdits:
            return { [unowned self] _, _ in userReplace(buffer.selection, with: "") }
        case .selectAll where hasText && buffer.selection != 0..<buffer.characters.count:
            return { [unowned self] _, _ in buffer.selectAll() }
        case .select where hasText && !hasSelection:
            return { [unowned self] _, _ in selectWordAtCaret() }
        default:
            return nil
        }
    }

    private func selectWordAtCaret() {
        let chars = buffer.characters
        var lower = min(buffer.selection.lowerBound, chars.count)
        var upper = lower
        while lower > 0, !chars[lower - 1].isWhitespace { lower -= 1 }
        while upper < chars.count, !chars[upper].isWhitespace { upper += 1 }
        if lower == upper, upper < chars.count { upper += 1 }
        buffer.selection = lower..<upper
    }
}
