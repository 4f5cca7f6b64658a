// The kinds of keyboard a text object can ask for, with UIKit's raw values; the keyboard model's height depends on
// the kind (SoftwareKeyboard.height(for:), TI-9).
import Foundation

/// The kind of keyboard to show for a text object.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default`
    /// Standard ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For entering URLs.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits 0 to 9: a number pad.
    case numberPad
    /// A telephone keypad: digits, `+`, `*` and `#`.
    case phonePad
    /// Letters, and a phone keypad.
    case namePhonePad
    /// For entering email addresses.
    case emailAddress
    /// Digits and a decimal point: a number pad.
    case decimalPad
    /// With quick access to `@` and `#`.
    case twitter
    /// For web search terms and URLs.
    case webSearch
    /// A number pad that outputs ASCII digits only.
    case asciiCapableNumberPad

    /// UIKit's deprecated name for ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable
}
