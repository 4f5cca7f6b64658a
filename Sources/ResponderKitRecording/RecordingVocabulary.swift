// The names the format gives enumerations and option sets, in both directions: one table per type, so the reader,
// the writer and the documentation cannot disagree.
//
// Invariants: names within a table are distinct; each table lists every case of its type except where noted
// (event subtypes: only the remote-control commands; option sets: only the named flags).
import Foundation
import ResponderKit

/// The format's names for enumeration cases and option-set flags.
enum RecordingVocabulary {
    static let touchPhases: [(String, TouchSample.Phase)] = [
        ("began", .began), ("moved", .moved), ("ended", .ended), ("cancelled", .cancelled),
    ]

    static let pressPhases: [(String, PressSample.Phase)] = [
        ("began", .began), ("changed", .changed), ("ended", .ended), ("cancelled", .cancelled),
    ]

    static let scrollPhases: [(String, ScrollSample.Phase)] = [
        ("began", .began), ("changed", .changed), ("ended", .ended),
    ]

    static let touchTypes: [(String, UITouch.TouchType)] = [
        ("direct", .direct), ("indirect", .indirect), ("pencil", .pencil), ("indirectPointer", .indirectPointer),
    ]

    static let pressTypes: [(String, UIPress.PressType)] = [
        ("upArrow", .upArrow), ("downArrow", .downArrow), ("leftArrow", .leftArrow), ("rightArrow", .rightArrow),
        ("select", .select), ("menu", .menu), ("playPause", .playPause), ("pageUp", .pageUp),
        ("pageDown", .pageDown),
    ]

    static let remoteControlSubtypes: [(String, UIEvent.EventSubtype)] = [
        ("remoteControlPlay", .remoteControlPlay), ("remoteControlPause", .remoteControlPause),
        ("remoteControlStop", .remoteControlStop), ("remoteControlTogglePlayPause", .remoteControlTogglePlayPause),
        ("remoteControlNextTrack", .remoteControlNextTrack),
        ("remoteControlPreviousTrack", .remoteControlPreviousTrack),
        ("remoteControlBeginSeekingBackward", .remoteControlBeginSeekingBackward),
        ("remoteControlEndSeekingBackward", .remoteControlEndSeekingBackward),
        ("remoteControlBeginSeekingForward", .remoteControlBeginSeekingForward),
        ("remoteControlEndSeekingForward", .remoteControlEndSeekingForward),
    ]

    /// The named modifier flags, in the order the writer lists them.
    static let modifiers: [(String, Int)] = [
        ("alphaShift", UIKeyModifierFlags.alphaShift.rawValue), ("shift", UIKeyModifierFlags.shift.rawValue),
        ("control", UIKeyModifierFlags.control.rawValue), ("alternate", UIKeyModifierFlags.alternate.rawValue),
        ("command", UIKeyModifierFlags.command.rawValue), ("numericPad", UIKeyModifierFlags.numericPad.rawValue),
    ]

    /// The raw value of every named modifier flag together.
    static let namedModifierBits = modifiers.reduce(0) { $0 | $1.1 }

    /// The name of pointer button `bit` (0-based): `primary`, `secondary`, then `button3` … `button64`.
    static func buttonName(bit: Int) -> String {
        switch bit {
        case 0: "primary"
        case 1: "secondary"
        default: "button\(bit + 1)"
        }
    }

    /// The bit (0-based) of a pointer button name, or nil.
    static func buttonBit(named name: String) -> Int? {
        if name == "primary" { return 0 }
        if name == "secondary" { return 1 }
        guard name.hasPrefix("button"), let number = Int(name.dropFirst(6)), number >= 3, number <= 64,
            name == buttonName(bit: number - 1)
        else { return nil }
        return number - 1
    }

    /// The name of `value` in `table`; "?" for a value the table lacks (the writer never meets one for the
    /// enumerations, whose tables are complete).
    static func name<Value: Equatable>(of value: Value, in table: [(String, Value)]) -> String {
        for (name, candidate) in table where candidate == value { return name }
        return "?"
    }

    /// The value named `name` in `table`, or nil.
    static func value<Value>(named name: String, in table: [(String, Value)]) -> Value? {
        for (candidate, value) in table where candidate == name { return value }
        return nil
    }

    /// The names of a table joined for a message: `began, moved, ended, cancelled`.
    static func list<Value>(_ table: [(String, Value)]) -> String {
        table.map(\.0).joined(separator: ", ")
    }
}
