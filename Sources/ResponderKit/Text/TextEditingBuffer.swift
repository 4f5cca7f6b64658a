// The text and selection of an editable text object.
//
// Invariants: `selection` is always within `0...characters.count`, measured in characters; `marked`, when set, is
// within the text and holds the selection (an input method's composition, TextEditingBuffer+Marked.swift); any
// edit other than marking, and setting `text`, ends the marking.
import Foundation

/// Text with a selection, edited by character offsets.
struct TextEditingBuffer {
    private(set) var characters: [Character] = []
    /// The selected characters; an empty range is the caret.
    var selection: Range<Int> = 0..<0 {
        didSet { selection = clamp(selection) }
    }
    /// The marked (provisional) text of an input method; nil when nothing is marked.
    var marked: Range<Int>?
    /// How marked text is drawn (`UITextInput.markedTextStyle`); nil uses the default underline.
    var markedTextStyle: [NSAttributedString.Key: Any]?

    var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            marked = nil
            selection = characters.count..<characters.count
        }
    }

    var selectedText: String { String(characters[selection]) }

    /// Replaces `range` with `string` and puts the caret after the inserted text.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let range = clamp(range)
        let inserted = Array(string)
        marked = nil
        characters.replaceSubrange(range, with: inserted)
        let caret = range.lowerBound + inserted.count
        selection = caret..<caret
    }

    /// The range `deleteBackward()` removes: the selection, or the character before the caret.
    var deletionRange: Range<Int>? {
        if !selection.isEmpty { return selection }
        guard selection.lowerBound > 0 else { return nil }
        return (selection.lowerBound - 1)..<selection.lowerBound
    }

    mutating func selectAll() {
        selection = 0..<characters.count
    }

    /// Moves the caret by `delta` characters (collapsing a selection first, as arrow keys do).
    mutating func moveCaret(by delta: Int) {
        let base: Int
        if selection.isEmpty {
            base = selection.lowerBound + delta
        } else {
            base = delta < 0 ? selection.lowerBound : selection.upperBound
        }
        let caret = min(max(base, 0), characters.count)
        selection = caret..<caret
    }

    /// The range in UTF-16 code units, as `NSRange` measures text in UIKit's delegate methods.
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let range = clamp(range)
        let location = characters[..<range.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let length = characters[range].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: location, length: length)
    }

    func clamp(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        return lower..<upper
    }
}
