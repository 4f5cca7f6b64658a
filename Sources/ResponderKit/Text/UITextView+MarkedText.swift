// A text view's marked text (UITextInput, TX-9 … TX-12): an input method's composition shown in the text.
import Foundation

extension UITextView {
    /// The range of the marked text, part of ``text`` while composing; nil when nothing is marked.
    public var markedTextRange: UITextRange? { markedCharacterRange }

    /// How marked text is styled: its `.backgroundColor` fills behind it, otherwise it is underlined. Nil by
    /// default.
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { buffer.markedTextStyle }
        set { buffer.markedTextStyle = newValue }
    }

    /// Puts `markedText` in place of the marked text (or the selection), marked, and selects `selectedRange`
    /// within it (UTF-16 offsets, clamped). The delegate is asked as for any edit and `textViewDidChange(_:)` is called; an
    /// empty text removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        markText(markedText, selectedRange: selectedRange)
    }

    /// Commits the marked text as it stands; nothing when nothing is marked.
    public func unmarkText() { buffer.unmark() }
}
