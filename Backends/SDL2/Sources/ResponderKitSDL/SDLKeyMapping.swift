// Keyboard mapping: SDL scancodes, keycodes and modifier state to `UIKey`. Pure functions, no SDL calls, so tests
// run without a display.
//
// SDL_Scancode values are the USB HID keyboard-page usages (SDL_scancode.h says so), which is what
// `UIKeyboardHIDUsage` holds: the mapping is the identity on the keyboard page (0x04…0xE7).
import ResponderKit

/// Maps SDL keyboard events to ``UIKey``s.
enum SDLKeyMapping {
    /// SDL's modifier bits (`SDL_Keymod`), spelled out so the mapping needs no SDL import.
    enum Modifier {
        static let leftShift: UInt16 = 0x0001
        static let rightShift: UInt16 = 0x0002
        static let leftControl: UInt16 = 0x0040
        static let rightControl: UInt16 = 0x0080
        static let leftAlt: UInt16 = 0x0100
        static let rightAlt: UInt16 = 0x0200
        static let leftGUI: UInt16 = 0x0400
        static let rightGUI: UInt16 = 0x0800
        static let capsLock: UInt16 = 0x2000
    }

    /// The HID usage of an SDL scancode, or nil outside the keyboard page (media keys, SDL's own codes).
    static func keyCode(scancode: UInt32) -> UIKeyboardHIDUsage? {
        (0x04...0xE7).contains(scancode) ? UIKeyboardHIDUsage(rawValue: Int(scancode)) : nil
    }

    /// UIKit modifier flags for SDL's modifier state. Ctrl maps to `.command` and the GUI (Super, Windows) key
    /// to `.control`; keypad keys add `.numericPad`.
    static func modifierFlags(_ mod: UInt16, scancode: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & (Modifier.leftShift | Modifier.rightShift) != 0 { flags.insert(.shift) }
        // Ctrl is the shortcut modifier on Linux (Ctrl-C, Ctrl-A), the role Command plays on an iPad keyboard.
        if mod & (Modifier.leftControl | Modifier.rightControl) != 0 { flags.insert(.command) }
        if mod & (Modifier.leftAlt | Modifier.rightAlt) != 0 { flags.insert(.alternate) }
        // Super is rarely an application shortcut key on Linux; it keeps UIKit's Control shortcuts reachable.
        if mod & (Modifier.leftGUI | Modifier.rightGUI) != 0 { flags.insert(.control) }
        if mod & Modifier.capsLock != 0 { flags.insert(.alphaShift) }
        if (0x54...0x63).contains(scancode) { flags.insert(.numericPad) }
        return flags
    }

    /// The key of an SDL key event: nil for scancodes outside the keyboard page. `keycode` is SDL's layout-aware
    /// keycode; a printable ASCII keycode gives the characters (so a French layout's A key types "a"), other keys
    /// use the US layout of the scancode. Shift (and Caps Lock for letters) give the US shifted characters.
    static func key(scancode: UInt32, keycode: Int32, mod: UInt16) -> UIKey? {
        guard let code = keyCode(scancode: scancode) else { return nil }
        let flags = modifierFlags(mod, scancode: scancode)
        let base = baseCharacters(scancode: scancode, keycode: keycode)
        let shift = flags.contains(.shift)
        var characters = base
        if base.count == 1, let character = base.first, character.isASCII {
            if character.isLetter {
                characters = shift != flags.contains(.alphaShift) ? base.uppercased() : base
            } else if shift, !flags.contains(.numericPad), let shifted = shiftedUS[character] {
                characters = String(shifted)
            }
        }
        return UIKey(
            characters: characters, charactersIgnoringModifiers: base, keyCode: code, modifierFlags: flags)
    }

    /// The characters a key types without modifiers: the keycode's when it is printable ASCII, else the US layout's.
    static func baseCharacters(scancode: UInt32, keycode: Int32) -> String {
        let fromLayout = usCharacters(scancode: scancode)
        // Only keys that type a character take the layout's keycode; Return, arrows and keypad keys keep theirs.
        if fromLayout.count == 1, let first = fromLayout.unicodeScalars.first, first.value >= 0x20,
            first.value < 0x7F, !(0x54...0x63).contains(scancode), (0x20..<0x7F).contains(keycode),
            let scalar = Unicode.Scalar(UInt32(keycode))
        {
            return String(Character(scalar))
        }
        return fromLayout
    }

    /// The characters of a scancode on a US keyboard without modifiers ("" for keys that type none).
    static func usCharacters(scancode: UInt32) -> String {
        switch scancode {
        case 0x04...0x1D:
            return String(Character(Unicode.Scalar(UInt8(0x61 + scancode - 0x04))))
        case 0x1E...0x26:
            return String(Character(Unicode.Scalar(UInt8(0x31 + scancode - 0x1E))))
        case 0x27: return "0"
        case 0x28, 0x58: return UIKeyCommand.inputReturn
        case 0x29: return UIKeyCommand.inputEscape
        case 0x2A: return UIKeyCommand.inputDelete
        case 0x2B: return UIKeyCommand.inputTab
        case 0x2C: return " "
        case 0x3A...0x45: return functionKeys[Int(scancode - 0x3A)]
        case 0x4A: return UIKeyCommand.inputHome
        case 0x4B: return UIKeyCommand.inputPageUp
        case 0x4C: return "\u{7F}"
        case 0x4D: return UIKeyCommand.inputEnd
        case 0x4E: return UIKeyCommand.inputPageDown
        case 0x4F: return UIKeyCommand.inputRightArrow
        case 0x50: return UIKeyCommand.inputLeftArrow
        case 0x51: return UIKeyCommand.inputDownArrow
        case 0x52: return UIKeyCommand.inputUpArrow
        case 0x59...0x61:
            return String(Character(Unicode.Scalar(UInt8(0x31 + scancode - 0x59))))
        case 0x62: return "0"
        default:
            return punctuation[scancode] ?? ""
        }
    }

    private static let functionKeys = [
        UIKeyCommand.inputF1, UIKeyCommand.inputF2, UIKeyCommand.inputF3, UIKeyCommand.inputF4, UIKeyCommand.inputF5,
        UIKeyCommand.inputF6, UIKeyCommand.inputF7, UIKeyCommand.inputF8, UIKeyCommand.inputF9, UIKeyCommand.inputF10,
        UIKeyCommand.inputF11, UIKeyCommand.inputF12,
    ]

    private static let punctuation: [UInt32: String] = [
        0x2D: "-", 0x2E: "=", 0x2F: "[", 0x30: "]", 0x31: "\\", 0x33: ";", 0x34: "'", 0x35: "`", 0x36: ",", 0x37: ".",
        0x38: "/", 0x54: "/", 0x55: "*", 0x56: "-", 0x57: "+", 0x63: ".",
    ]

    /// US shifted characters of the unshifted ones.
    private static let shiftedUS: [Character: Character] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")", "-": "_",
        "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">", "/": "?",
    ]
}
