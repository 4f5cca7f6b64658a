// What a secure text field shows instead of its text.
//
// Invariant: one bullet (U+2022) per character of the text, never the characters themselves (TI-5).
import Foundation

extension UITextField {
    /// The bullet a secure field draws for each character.
    static let secureBullet: Character = "\u{2022}"

    /// The text as the field draws it: the text, or one bullet per character while ``isSecureTextEntry``.
    var displayedText: String {
        guard isSecureTextEntry else { return buffer.text }
        return String(repeating: UITextField.secureBullet, count: buffer.characters.count)
    }
}
