// A US keyboard layout: which HID key (and Shift) types a character. Used by the simulator to type text.

/// Maps characters to keys of a US keyboard.
enum KeyboardLayout {
    private static let unshifted: [Character: Int] = {
        var map: [Character: Int] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { map[letter] = 0x04 + offset }
        for (offset, digit) in "1234567890".enumerated() { map[digit] = 0x1E + offset }
        let others: [(Character, Int)] = [
            ("\n", 0x28), ("\r", 0x28), ("\t", 0x2B), (" ", 0x2C), ("-", 0x2D), ("=", 0x2E), ("[", 0x2F), ("]", 0x30),
            ("\\", 0x31), (";", 0x33), ("'", 0x34), ("`", 0x35), (",", 0x36), (".", 0x37), ("/", 0x38),
        ]
        for (character, code) in others { map[character] = code }
        return map
    }()

    private static let shifted: [Character: Character] = {
        var map: [Character: Character] = [:]
        for letter in "abcdefghijklmnopqrstuvwxyz" { map[Character(letter.uppercased())] = letter }
        let pairs: [(Character, Character)] = [
            ("!", "1"), ("@", "2"), ("#", "3"), ("$", "4"), ("%", "5"), ("^", "6"), ("&", "7"), ("*", "8"), ("(", "9"),
            (")", "0"), ("_", "-"), ("+", "="), ("{", "["), ("}", "]"), ("|", "\\"), (":", ";"), ("\"", "'"),
            ("~", "`"),
            ("<", ","), (">", "."), ("?", "/"),
        ]
        for (shiftedCharacter, base) in pairs { map[shiftedCharacter] = base }
        return map
    }()

    /// The key that types `character`, or nil when no key of the layout does.
    static func key(for character: Character) -> UIKey? {
        if let code = unshifted[character] {
            let text = character == "\n" ? "\r" : String(character)
            return UIKey(characters: text, keyCode: UIKeyboardHIDUsage(rawValue: code))
        }
        if let base = shifted[character], let code = unshifted[base] {
            return UIKey(
                characters: String(character), charactersIgnoringModifiers: String(base),
                keyCode: UIKeyboardHIDUsage(rawValue: code), modifierFlags: .shift)
        }
        return nil
    }

    /// The characters a key types without modifiers ("" for keys that type none).
    static func characters(for key: UIKeyboardHIDUsage) -> String {
        switch key {
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardTab: return "\t"
        case .keyboardEscape: return UIKeyCommand.inputEscape
        case .keyboardDeleteOrBackspace: return "\u{8}"
        default:
            return unshifted.first(where: { $0.value == key.rawValue }).map { String($0.key) } ?? ""
        }
    }
}
