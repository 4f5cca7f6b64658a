// A keyboard shortcut that performs a named action (FR-11 … FR-13).
import Foundation

/// A key press, with modifiers, that performs an action along the responder chain.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key, as the characters it produces without modifiers (or one of the `input…` constants).
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command is matched before text input and focus handle the key (FR-13). False by default.
    open var wantsPriorityOverSystemBehavior = false

    /// Creates a key command.
    public init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.normalizedInput = input.lowercased()
        self.modifierFlags = modifierFlags
        super.init(title: title, action: action, discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a key command, as UIKit's `init(input:modifierFlags:action:)`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The Escape key.
    public nonisolated static let inputEscape = "\u{1B}"
    /// The up arrow.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// Tab.
    public nonisolated static let inputTab = "\t"
    /// Return.
    public nonisolated static let inputReturn = "\r"
    /// Backspace.
    public nonisolated static let inputDelete = "\u{8}"

    /// The input in lower case, compared with `normalizedInput(of:)` of a key press.
    let normalizedInput: String

    /// The modifiers compared when matching: Caps Lock and the keypad flag are ignored.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether a key press, whose `normalizedInput(of:)` is `normalized`, matches this command (letters compare
    /// without case).
    func matches(_ key: UIKey, normalized: String) -> Bool {
        let flags = key.modifierFlags.intersection(UIKeyCommand.matchedModifiers)
        guard flags == modifierFlags.intersection(UIKeyCommand.matchedModifiers) else { return false }
        return normalizedInput == normalized
    }

    /// The lower-cased input string of a key press.
    static func normalizedInput(of key: UIKey) -> String {
        input(of: key).lowercased()
    }

    /// The input string a key press corresponds to (arrows and special keys map to the `input…` constants).
    static func input(of key: UIKey) -> String {
        switch key.keyCode {
        case .keyboardUpArrow: return inputUpArrow
        case .keyboardDownArrow: return inputDownArrow
        case .keyboardLeftArrow: return inputLeftArrow
        case .keyboardRightArrow: return inputRightArrow
        case .keyboardEscape: return inputEscape
        case .keyboardTab: return inputTab
        case .keyboardReturnOrEnter: return inputReturn
        case .keyboardDeleteOrBackspace: return inputDelete
        default: return key.charactersIgnoringModifiers
        }
    }
}
