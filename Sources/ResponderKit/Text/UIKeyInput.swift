// The text-input protocols: inserting and deleting text, positions, ranges and the selection.
import Foundation

/// The methods a responder implements to take simple text input from the keyboard.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

/// A position in a text container, as a character offset from the beginning.
@preconcurrency @MainActor
open class UITextPosition {
    /// The offset in characters from the beginning of the document.
    public let offset: Int

    /// Creates a position at a character offset.
    public init(offset: Int) {
        self.offset = offset
    }
}

/// A range of characters in a text container.
@preconcurrency @MainActor
open class UITextRange {
    /// The start of the range.
    public let start: UITextPosition
    /// The end of the range.
    public let end: UITextPosition

    /// Creates a range; the ends are ordered.
    public init(start: UITextPosition, end: UITextPosition) {
        if start.offset <= end.offset {
            self.start = start
            self.end = end
        } else {
            self.start = end
            self.end = start
        }
    }

    /// Whether the range is a caret (no characters).
    open var isEmpty: Bool { start.offset == end.offset }
}

/// The part of UIKit's text-input protocol that a caret, a selection and an input method's marked text need.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// A range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The number of characters from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The range of the marked text (an input method's provisional text, part of the text); nil when nothing is
    /// marked.
    var markedTextRange: UITextRange? { get }
    /// How marked text is styled; nil for the default.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, marks it and selects `selectedRange` within
    /// it (UTF-16 offsets).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is: it stays in the text, unmarked.
    func unmarkText()
}
