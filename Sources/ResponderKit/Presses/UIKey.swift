// A keyboard key with its characters and modifiers.
import Foundation

/// An object that describes a keyboard key press.
public struct UIKey: Hashable, Sendable {
    /// The characters the key produces with the current modifiers.
    public var characters: String
    /// The characters the key produces without modifiers.
    public var charactersIgnoringModifiers: String
    /// The hardware key code.
    public var keyCode: UIKeyboardHIDUsage
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a key description.
    public init(
        characters: String, charactersIgnoringModifiers: String? = nil, keyCode: UIKeyboardHIDUsage,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
    }
}

/// USB HID usage codes of keyboard keys (page 7), as UIKit names them.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The HID usage value.
    public var rawValue: Int
    /// Wraps a HID usage value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The A key (B to Z: `UIKeyboardHIDUsage+Keys.swift`).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The 1 key.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 0 key.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// Return (Enter).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// Space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// F1.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// F2.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// F3.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// F4.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// F5.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// F6.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// F7.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// F8.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// F9.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// F10.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// F11.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// F12.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Forward delete.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// Left GUI (Command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
}

/// Modifier keys, with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Wraps raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
