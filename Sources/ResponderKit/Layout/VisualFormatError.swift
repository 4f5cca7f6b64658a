// Why a visual format string was refused, and where: UIKit's exception text ("Unable to parse constraint format:"),
// the reason, the format and a caret under the offending character.
//
// Invariants: `offset` counts Characters and lies in `0...format.count` (the end when the format ended too soon);
// `utf8Offset` is the same place in UTF-8 code units; `message` is never empty.
import Foundation

/// A refused visual format string: the reason and the character it points at.
package struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format string.
    package let format: String
    /// The reason, as UIKit words it where UIKit has a message (`Expected a view`, `a is not a key in the views
    /// dictionary.`).
    package let message: String
    /// Where the problem is, in Characters from the start of the format.
    package let offset: Int
    /// Where the problem is, in UTF-8 code units.
    package let utf8Offset: Int

    /// Creates an error at a UTF-8 offset of `format` (clamped to the string).
    package init(format: String, utf8Offset: Int, message: String) {
        self.format = format
        self.message = message
        let clamped = min(max(utf8Offset, 0), format.utf8.count)
        self.utf8Offset = clamped
        // An offset inside a Character (a CR LF pair, a combining mark) points at that Character.
        let index = format.utf8.index(format.startIndex, offsetBy: clamped)
        offset = format.distance(from: format.startIndex, to: index)
    }

    /// The line under the format that points at the problem: `offset` spaces and a caret.
    package var caretLine: String { String(repeating: " ", count: offset) + "^" }

    /// UIKit's exception reason: `Unable to parse constraint format: \n<message>\n<format>\n<caret line>`.
    package var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(caretLine)"
    }
}
