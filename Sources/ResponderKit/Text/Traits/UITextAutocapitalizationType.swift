// The capitalization a keyboard applies while typing, with UIKit's raw values.
import Foundation

/// When the Shift key is on automatically while typing.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence (the default).
    case sentences
    /// For every character.
    case allCharacters
}
