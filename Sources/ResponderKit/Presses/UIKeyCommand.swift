// A keyboard shortcut that performs a named action (FR-11 … FR-13).
//
// Invariants: a command matches a key press only when its input matches the key (letters without case) and it is
// not `.disabled`; the modifiers then choose its own action (exactly its modifiers) or an alternate's (its
// modifiers plus the alternate's). Caps Lock and the keypad flag never take part.
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
    /// Whether the system may remap the shortcut to the user's keyboard layout. True by default. Headless there
    /// is one (US) layout, so there is nothing to remap and the value has no effect.
    open var allowsAutomaticLocalization = true
    /// Whether the left and right arrows swap in right-to-left layouts. True by default. ResponderKit lays out
    /// left to right only, so the value has no effect.
    open var allowsAutomaticMirroring = true

    /// Creates a key command, as UIKit's `init(title:image:action:input:modifierFlags:propertyList:alternates:
    /// discoverabilityTitle:attributes:state:)`.
    ///
    /// A `.disabled` command does not match its key; `alternates` perform their action when their modifiers are
    /// pressed together with `modifierFlags` and `input`. The image is stored for source compatibility and drawn only
    /// by a backend (in menus and the discoverability overlay).
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.normalizedInput = input.lowercased()
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command, as UIKit's `init(input:modifierFlags:action:)`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title, as UIKit's deprecated
    /// `init(input:modifierFlags:action:discoverabilityTitle:)`.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: "", action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
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
    /// Page Up.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// Home.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// End.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// F1.
    public nonisolated static let inputF1 = "UIKeyInputF1"
    /// F2.
    public nonisolated static let inputF2 = "UIKeyInputF2"
    /// F3.
    public nonisolated static let inputF3 = "UIKeyInputF3"
    /// F4.
    public nonisolated static let inputF4 = "UIKeyInputF4"
    /// F5.
    public nonisolated static let inputF5 = "UIKeyInputF5"
    /// F6.
    public nonisolated static let inputF6 = "UIKeyInputF6"
    /// F7.
    public nonisolated static let inputF7 = "UIKeyInputF7"
    /// F8.
    public nonisolated static let inputF8 = "UIKeyInputF8"
    /// F9.
    public nonisolated static let inputF9 = "UIKeyInputF9"
    /// F10.
    public nonisolated static let inputF10 = "UIKeyInputF10"
    /// F11.
    public nonisolated static let inputF11 = "UIKeyInputF11"
    /// F12.
    public nonisolated static let inputF12 = "UIKeyInputF12"

    /// The function-key inputs, F1 first, in HID order.
    private nonisolated static let functionKeyInputs = [
        inputF1, inputF2, inputF3, inputF4, inputF5, inputF6, inputF7, inputF8, inputF9, inputF10, inputF11, inputF12,
    ]

    /// The input in lower case, compared with `normalizedInput(of:)` of a key press.
    let normalizedInput: String

    /// The modifiers compared when matching: Caps Lock and the keypad flag are ignored.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The action a key press performs through this command, whose `normalizedInput(of:)` is `normalized`: the
    /// command's own action when the modifiers are exactly its own, an alternate's when they are its own plus the
    /// alternate's; nil when the press does not match or the command is disabled.
    func action(for key: UIKey, normalized: String) -> Selector? {
        guard normalizedInput == normalized, !attributes.contains(.disabled) else { return nil }
        let flags = key.modifierFlags.intersection(UIKeyCommand.matchedModifiers)
        let own = modifierFlags.intersection(UIKeyCommand.matchedModifiers)
        if flags == own { return action }
        for alternate in alternates
        where flags == own.union(alternate.modifierFlags.intersection(UIKeyCommand.matchedModifiers)) {
            return alternate.action
        }
        return nil
    }

    /// The lower-cased input string of a key press.
    static func normalizedInput(of key: UIKey) -> String {
        input(of: key).lowercased()
    }

    /// The input string a key press corresponds to (arrows, page keys, Home, End and function keys map to the
    /// `input…` constants).
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
        case .keyboardPageUp: return inputPageUp
        case .keyboardPageDown: return inputPageDown
        case .keyboardHome: return inputHome
        case .keyboardEnd: return inputEnd
        default:
            let functionKey = key.keyCode.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue
            if functionKeyInputs.indices.contains(functionKey) { return functionKeyInputs[functionKey] }
            return key.charactersIgnoringModifiers
        }
    }
}
