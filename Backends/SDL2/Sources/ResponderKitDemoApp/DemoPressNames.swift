// How the log names presses and modifier keys: stable text, no wall-clock or platform detail.
import Foundation
import ResponderKit

/// Names of presses and modifier flags for the demo's log.
@MainActor
enum DemoPressNames {
    /// "key a +command", "key 0x2A", or "button select".
    static func name(of press: UIPress) -> String {
        if let key = press.key {
            let base = key.charactersIgnoringModifiers
            let printable = base.count == 1 && base.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
            let label = printable ? base : String(format: "0x%02X", key.keyCode.rawValue)
            let flags = modifiers(key.modifierFlags)
            return "key \(label)" + (flags.isEmpty ? "" : " +" + flags.dropLast())
        }
        guard let type = press.type else { return "press" }
        switch type {
        case .upArrow: return "button upArrow"
        case .downArrow: return "button downArrow"
        case .leftArrow: return "button leftArrow"
        case .rightArrow: return "button rightArrow"
        case .select: return "button select"
        case .menu: return "button menu"
        case .playPause: return "button playPause"
        case .pageUp: return "button pageUp"
        case .pageDown: return "button pageDown"
        }
    }

    /// "command-shift-" for Command and Shift; empty for none.
    static func modifiers(_ flags: UIKeyModifierFlags) -> String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.command, "command"), (.control, "control"), (.alternate, "alternate"), (.shift, "shift"),
        ]
        return names.filter { flags.contains($0.0) }.map { $0.1 + "-" }.joined()
    }
}
