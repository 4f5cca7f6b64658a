// One keyboard key change as recorded: the fields of `UIKey` with plain values, and the press's `insertsText`.
import Foundation
import ResponderKit

/// One recorded keyboard key change.
public struct RecordedKey: Equatable, Sendable {
    /// The phase.
    public var phase: PressSample.Phase
    /// The HID usage (`UIKeyboardHIDUsage.rawValue`), 0 to 65,535.
    public var keyCode: Int
    /// The characters with modifiers.
    public var characters: String
    /// The characters without modifiers.
    public var charactersIgnoringModifiers: String
    /// The modifier flags' raw value (`UIKeyModifierFlags.rawValue`); only the named flags are recorded.
    public var modifierFlags: Int
    /// Whether a text input inserts the key's characters (false when the host reports text separately).
    public var insertsText: Bool

    /// Creates a recorded key.
    public init(
        phase: PressSample.Phase, keyCode: Int, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: Int, insertsText: Bool
    ) {
        self.phase = phase
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.insertsText = insertsText
    }
}
