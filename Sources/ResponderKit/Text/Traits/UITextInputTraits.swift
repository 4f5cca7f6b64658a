// UIKit's text input traits: how the keyboard behaves for a text object.
//
// Invariants: every requirement has a default here, UIKit's documented default, so a type adopts the protocol
// without declaring anything (UIKit's requirements are all optional); `UITextField`, `UITextView` and `UISearchBar`
// store their own, settable values (docs/spec-text-traits.md, TI-1 … TI-3).
import Foundation

/// The features of the keyboard a text object asks for.
///
/// The requirements are read-only here because UIKit's are optional: code sets them on a concrete class
/// (`field.keyboardType = .numberPad`), never through the protocol. ResponderKit acts on ``keyboardType`` (the
/// keyboard's height), ``returnKeyType`` (reported by the keyboard), ``enablesReturnKeyAutomatically`` (Return is
/// disabled while there is no text) and ``isSecureTextEntry`` (no copying; a text field draws bullets); the rest are
/// stored and reported, as headless there is no autocorrection, spell checking or AutoFill.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When Shift turns on by itself while typing; `.sentences` by default.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether autocorrection is on; `.default` by default.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether spell checking is on; `.default` by default.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether smart quotes are on; `.default` by default.
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Whether smart dashes are on; `.default` by default.
    var smartDashesType: UITextSmartDashesType { get }
    /// Whether smart insert and delete are on; `.default` by default.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    /// The kind of keyboard; `.default` by default.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's appearance; `.default` by default.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The title of the Return key; `.default` by default.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the keyboard disables Return while there is no text; false by default.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is a password: no copying, and a text field hides it; false by default.
    var isSecureTextEntry: Bool { get }
    /// What the text means, for AutoFill; nil by default.
    var textContentType: UITextContentType! { get }
    /// The rules for a new password; nil by default.
    var passwordRules: UITextInputPasswordRules? { get }
}

extension UITextInputTraits {
    /// `.sentences`, UIKit's default.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// `.default`, UIKit's default.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// `.default`, UIKit's default.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// `.default`, UIKit's default.
    public var smartQuotesType: UITextSmartQuotesType { .default }
    /// `.default`, UIKit's default.
    public var smartDashesType: UITextSmartDashesType { .default }
    /// `.default`, UIKit's default.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    /// `.default`, UIKit's default.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`, UIKit's default.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// `.default`, UIKit's default.
    public var returnKeyType: UIReturnKeyType { .default }
    /// False, UIKit's default.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False, UIKit's default.
    public var isSecureTextEntry: Bool { false }
    /// Nil, UIKit's default.
    public var textContentType: UITextContentType! { nil }
    /// Nil, UIKit's default.
    public var passwordRules: UITextInputPasswordRules? { nil }
}
