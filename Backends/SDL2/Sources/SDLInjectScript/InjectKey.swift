// The keyboard keys an inject script can name.

/// Key names of inject scripts and their SDL scancodes (USB HID keyboard-page usages, as `SDL_Scancode` numbers
/// them; this target does not link SDL, a test checks the names against `SDL_GetScancodeFromName`).
///
/// Names are SDL's scancode names in lower case: `"a"` … `"z"`, `"0"` … `"9"`, `"return"`, `"escape"`,
/// `"backspace"`, `"tab"`, `"space"`, `"f1"` … `"f12"`, `"insert"`, `"home"`, `"pageup"`, `"delete"`, `"end"`,
/// `"pagedown"`, `"right"`, `"left"`, `"down"`, `"up"`. Any other key is given by its scancode number.
public enum InjectKey {
    /// The scancodes a script may give (`SDL_SCANCODE_A` … `SDL_SCANCODE_RGUI`): the keyboard page the host maps.
    public static let scancodes = 4...231

    /// Every name with its scancode, in scancode order.
    public static let named: [(name: String, scancode: Int)] = {
        var table: [(name: String, scancode: Int)] = []
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { table.append((String(letter), 4 + offset)) }
        for (offset, digit) in "1234567890".enumerated() { table.append((String(digit), 30 + offset)) }
        table += [("return", 40), ("escape", 41), ("backspace", 42), ("tab", 43), ("space", 44)]
        for number in 1...12 { table.append(("f\(number)", 57 + number)) }
        table += [
            ("insert", 73), ("home", 74), ("pageup", 75), ("delete", 76), ("end", 77), ("pagedown", 78),
            ("right", 79), ("left", 80), ("down", 81), ("up", 82),
        ]
        return table
    }()

    /// The scancode of a key name, or nil for a name the table does not hold.
    public static func scancode(named name: String) -> Int? {
        named.first { $0.name == name }?.scancode
    }
}
