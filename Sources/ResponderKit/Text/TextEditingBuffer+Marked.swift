// Marked text: the provisional text an input method composes (TX-9 … TX-12). It is part of the text while it is
// marked, and the selection (the composition's cursor) stays inside it.
//
// Invariants: after `mark`, `marked` covers exactly the marked string and `selection` lies within it; an empty
// marked string leaves nothing marked.
import Foundation

extension TextEditingBuffer {
    /// The marked characters as a string; empty when nothing is marked.
    var markedText: String { marked.map { String(characters[$0]) } ?? "" }

    /// Replaces the marked text (or the selection when nothing is marked) with `string`, marks it and selects
    /// `selectedRange` (UTF-16 offsets within `string`, clamped to it). An empty string removes the marked text and
    /// ends the marking, leaving the caret where it was.
    mutating func mark(_ string: String, selectedRange: NSRange) {
        let target = clamp(marked ?? selection)
        replace(target, with: string)
        guard !string.isEmpty else { return }
        let count = string.count
        let start = target.lowerBound
        marked = start..<(start + count)
        let lower = TextEditingBuffer.characterOffset(ofUTF16: selectedRange.location, in: string)
        // NSNotFound is Int.max: the end must not overflow.
        let end = selectedRange.location.addingReportingOverflow(max(selectedRange.length, 0))
        let upper = TextEditingBuffer.characterOffset(ofUTF16: end.overflow ? .max : end.partialValue, in: string)
        selection = (start + lower)..<(start + max(lower, upper))
    }

    /// Ends the marking: the marked text stays as committed text, the caret goes after it.
    mutating func unmark() {
        guard let range = marked else { return }
        marked = nil
        selection = range.upperBound..<range.upperBound
    }

    /// The index of the character of `string` at UTF-16 offset `offset`: rounded down to a character's start,
    /// clamped to `0...string.count` (`NSNotFound` is the end).
    static func characterOffset(ofUTF16 offset: Int, in string: String) -> Int {
        guard offset > 0 else { return 0 }
        var utf16 = 0
        for (index, character) in string.enumerated() {
            utf16 += character.utf16.count
            if utf16 > offset { return index }
        }
        return string.count
    }
}
