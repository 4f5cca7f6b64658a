// Keys that type no text, as strings `typeText(_:)` understands (UT-54).
import Foundation
import ResponderKit

/// Constants for keys that have no typewritten equivalent, for `typeText(_:)`: each is the character XCUITest
/// types for it.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The character the key types.
    public var rawValue: String

    /// A key typing `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The Delete (backspace) key: ASCII DEL.
    public static let delete = XCUIKeyboardKey(rawValue: "\u{7F}")
    /// The Return key.
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// The Enter key (Return on a touch keyboard).
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    /// The Tab key.
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    /// The space bar.
    public static let space = XCUIKeyboardKey(rawValue: " ")
    /// The Escape key.
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
}

extension EventSimulator {
    /// Types `text` as key presses, pressing the keys of ``XCUIKeyboardKey`` for their characters (Delete for DEL
    /// and backspace, Return for Enter, Escape) and typing the runs of text between them.
    func typeKeys(_ text: String) throws(InputError) {
        var run = ""
        for character in text {
            let key: UIKeyboardHIDUsage?
            switch character {
            case "\u{7F}", "\u{8}": key = .keyboardDeleteOrBackspace
            case "\u{3}": key = .keyboardReturnOrEnter
            case "\u{1B}": key = .keyboardEscape
            default: key = nil
            }
            guard let key else {
                run.append(character)
                continue
            }
            if !run.isEmpty { try type(run) }
            run = ""
            try press(key)
        }
        if !run.isEmpty { try type(run) }
    }
}
