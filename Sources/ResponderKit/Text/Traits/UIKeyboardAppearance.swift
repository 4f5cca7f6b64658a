// The look of the keyboard, with UIKit's raw values.
import Foundation

/// The appearance of the keyboard a text object shows. Stored and reported by the keyboard model; headless, nothing
/// is drawn.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's default appearance.
    case `default`
    /// A dark keyboard.
    case dark
    /// A light keyboard.
    case light

    /// A keyboard for an alert: UIKit's deprecated name for ``dark``.
    public static let alert = UIKeyboardAppearance.dark
}
