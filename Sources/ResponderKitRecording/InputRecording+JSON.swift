// Writes a recording in the documented format: one window and one entry per line, keys in a fixed order, optional
// keys left out when they hold their default, strings quoted by `JSONWriter` (the one escaper), numbers in their
// shortest form that parses back to the same `Double`.
import Foundation
import ResponderKit
import ResponderKitJSON

extension InputRecording {
    /// The recording as JSON text in the documented format (`docs/recording-format.md`), ending with a newline.
    /// ``parse(_:)`` reads it back to an equal recording. A recording that breaks the invariants (built by hand with
    /// a non-finite number, say) is written as text ``parse(_:)`` refuses: `null` for the number.
    public func json() -> String {
        var out = "{\"format\": "
        JSONWriter.appendQuoted(Self.formatName, to: &out)
        out += ", \"version\": \(Self.formatVersion),\n\"windows\": ["
        for (index, window) in windows.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "  {\"id\": \(window.id), \"frame\": ["
            out += [window.frame.minX, window.frame.minY, window.frame.width, window.frame.height]
                .map { RecordingNumber.text(Double($0)) }.joined(separator: ", ")
            out += "]"
            if window.scale != 1 { out += ", \"scale\": \(RecordingNumber.text(window.scale))" }
            out += "}"
        }
        out += windows.isEmpty ? "],\n\"entries\": [" : "\n],\n\"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            Self.append(entry, to: &out)
        }
        out += entries.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

    private static func append(_ entry: RecordedEntry, to out: inout String) {
        out += "{\"t\": \(RecordingNumber.text(entry.time)), "
        switch entry {
        case .frame:
            out += "\"frame\": true"
        case .input(_, let sample):
            append(sample, to: &out)
        }
        out += "}"
    }

    private static func append(_ sample: RecordedSample, to out: inout String) {
        typealias V = RecordingVocabulary
        switch sample {
        case .touches(let touches):
            out += "\"touches\": ["
            for (index, touch) in touches.enumerated() {
                if index > 0 { out += ", " }
                out += "{\"id\": \(touch.id), \"phase\": \"\(V.name(of: touch.phase, in: V.touchPhases))\", "
                out += "\"x\": \(number(touch.location.x)), \"y\": \(number(touch.location.y)), "
                out += "\"window\": \(touch.windowID)"
                if touch.type != .direct { out += ", \"type\": \"\(V.name(of: touch.type, in: V.touchTypes))\"" }
                if touch.buttonMask != [] { out += ", \"buttons\": \(buttons(touch.buttonMask))" }
                out += "}"
            }
            out += "]"
        case .hover(let id, let location):
            out += "\"hover\": {\"window\": \(id), "
            if let location {
                out += "\"x\": \(number(location.x)), \"y\": \(number(location.y))}"
            } else {
                out += "\"exited\": true}"
            }
        case .scroll(let id, let location, let delta, let continuous, let phase):
            out += "\"scroll\": {\"window\": \(id), \"x\": \(number(location.x)), \"y\": \(number(location.y)), "
            out += "\"dx\": \(number(delta.x)), \"dy\": \(number(delta.y))"
            if continuous { out += ", \"continuous\": true" }
            if phase != .changed { out += ", \"phase\": \"\(V.name(of: phase, in: V.scrollPhases))\"" }
            out += "}"
        case .key(let key):
            append(key, to: &out)
        case .button(let phase, let type):
            out += "\"button\": {\"phase\": \"\(V.name(of: phase, in: V.pressPhases))\", "
            out += "\"type\": \"\(V.name(of: type, in: V.pressTypes))\"}"
        case .text(let text):
            out += "\"text\": "
            JSONWriter.appendQuoted(text, to: &out)
        case .accelerometer(let x, let y, let z):
            out += "\"accelerometer\": {\"x\": \(number(x)), \"y\": \(number(y)), \"z\": \(number(z))}"
        case .remoteControl(let subtype):
            out += "\"remoteControl\": \"\(V.name(of: subtype, in: V.remoteControlSubtypes))\""
        case .statusBarTap(let id):
            out += "\"statusBarTap\": {\"window\": \(id)}"
        case .resignActive:
            out += "\"resignActive\": true"
        case .becomeActive:
            out += "\"becomeActive\": true"
        }
    }

    private static func append(_ key: RecordedKey, to out: inout String) {
        typealias V = RecordingVocabulary
        out += "\"key\": {\"phase\": \"\(V.name(of: key.phase, in: V.pressPhases))\", \"code\": \(key.keyCode), "
        out += "\"chars\": "
        JSONWriter.appendQuoted(key.characters, to: &out)
        if key.charactersIgnoringModifiers != key.characters {
            out += ", \"charsIgnoringModifiers\": "
            JSONWriter.appendQuoted(key.charactersIgnoringModifiers, to: &out)
        }
        let names = V.modifiers.filter { key.modifierFlags & $0.1 != 0 }.map { "\"\($0.0)\"" }
        if !names.isEmpty { out += ", \"modifiers\": [\(names.joined(separator: ", "))]" }
        if !key.insertsText { out += ", \"insertsText\": false" }
        out += "}"
    }

    private static func number(_ value: CGFloat) -> String {
        RecordingNumber.text(Double(value))
    }

    private static func number(_ value: Double) -> String {
        RecordingNumber.text(value)
    }

    /// The names of the pressed buttons, lowest bit first: `["primary", "button4"]`.
    private static func buttons(_ mask: UIEvent.ButtonMask) -> String {
        let bits = UInt64(bitPattern: Int64(mask.rawValue))
        let names = (0..<64).filter { bits & (1 << UInt64($0)) != 0 }
            .map { "\"\(RecordingVocabulary.buttonName(bit: $0))\"" }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
