// A text view's selection as an NSRange of UTF-16 offsets, as UIKit's `selectedRange` reads and writes it.
//
// Invariant: the range maps to whole characters: an offset inside a character (a surrogate pair, an emoji with
// modifiers) rounds down to its start; offsets past the end clamp to it.
import Foundation

extension UITextView {
    /// The selection as UTF-16 offsets; a zero length is the caret (UI-19). Setting it selects the characters
    /// the range covers.
    public var selectedRange: NSRange {
        get {
            let characters = buffer.characters
            let selection = buffer.selection
            let start = String(characters[..<selection.lowerBound]).utf16.count
            let length = String(characters[selection]).utf16.count
            return NSRange(location: start, length: length)
        }
        set {
            guard newValue.location != NSNotFound, newValue.location >= 0, newValue.length >= 0 else { return }
            let lower = characterOffset(ofUTF16: newValue.location)
            let upper = characterOffset(ofUTF16: newValue.location + newValue.length)
            buffer.selection = lower..<max(lower, upper)
        }
    }

    /// The index of the character at UTF-16 offset `offset` (rounded down to a character's start, clamped).
    private func characterOffset(ofUTF16 offset: Int) -> Int {
        var utf16 = 0
        for (index, character) in buffer.characters.enumerated() {
            utf16 += character.utf16.count
            if utf16 > offset { return index }
        }
        return buffer.characters.count
    }
}
