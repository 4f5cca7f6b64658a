// Reads the entries of a recording: `{"t": TIME, KIND: VALUE}` with exactly one kind key per entry.
import Foundation
import ResponderKit
import ResponderKitJSON

extension RecordingReader {
    /// The keys that say what an entry is; each entry has "t" and exactly one of them.
    static let entryKinds = [
        "frame", "touches", "hover", "scroll", "key", "button", "text", "accelerometer", "remoteControl",
        "statusBarTap", "resignActive", "becomeActive",
    ]

    /// Reads one entry.
    func entry(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> RecordedEntry {
        let entry = try object(node, path, "an entry", keys: ["t"] + Self.entryKinds)
        let timeNode = try required(entry, "t", "an entry")
        let time = try number(timeNode, path.key("t"))
        guard time >= 0 else {
            throw fail(path.key("t"), timeNode, "expected a time of 0 or more seconds, got \(time)")
        }
        let kinds = Self.entryKinds.filter { document.value(forKey: $0, in: node) != nil }
        guard kinds.count == 1, let kind = kinds.first, let value = document.value(forKey: kind, in: node) else {
            let list = Self.entryKinds.joined(separator: ", ")
            let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
            throw fail(path, node, "expected exactly one of \(list) besides \"t\", got \(found)")
        }
        let here = path.key(kind)
        let sample: RecordedSample
        switch kind {
        case "frame":
            try mustBeTrue(value, here)
            return .frame(time: time)
        case "touches": sample = try touches(value, here)
        case "hover": sample = try hover(value, here)
        case "scroll": sample = try scroll(value, here)
        case "key": sample = .key(try key(value, here))
        case "button":
            let button = try object(value, here, "a button", keys: ["phase", "type"])
            sample = .button(
                phase: try name(try required(button, "phase", "a button"), here.key("phase"), Vocabulary.pressPhases),
                type: try name(try required(button, "type", "a button"), here.key("type"), Vocabulary.pressTypes))
        case "text":
            let text = try string(value, here)
            guard !text.isEmpty else { throw fail(here, value, "expected committed text, got an empty string") }
            sample = .text(text)
        case "accelerometer":
            let reading = try object(value, here, "an accelerometer reading", keys: ["x", "y", "z"])
            let what = "an accelerometer reading"
            sample = .accelerometer(
                x: try number(try required(reading, "x", what), here.key("x")),
                y: try number(try required(reading, "y", what), here.key("y")),
                z: try number(try required(reading, "z", what), here.key("z")))
        case "remoteControl": sample = .remoteControl(try name(value, here, Vocabulary.remoteControlSubtypes))
        case "statusBarTap":
            let tap = try object(value, here, "a status-bar tap", keys: ["window"])
            sample = .statusBarTap(
                windowID: try windowID(try required(tap, "window", "a status-bar tap"), here.key("window")))
        case "resignActive":
            try mustBeTrue(value, here)
            sample = .resignActive
        default:
            try mustBeTrue(value, here)
            sample = .becomeActive
        }
        return .input(time: time, sample: sample)
    }

    private typealias Vocabulary = RecordingVocabulary

    private func mustBeTrue(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) {
        guard document.bool(node) == true else {
            throw fail(
                path, node,
                "expected true, got \(document.bool(node) == false ? "false" : "\(document.kind(of: node))")")
        }
    }

    private func touches(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> RecordedSample {
        let elements = try array(node, path, "touches")
        guard !elements.isEmpty else { throw fail(path, node, "expected at least one touch") }
        var touches: [RecordedTouch] = []
        touches.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let here = path.index(index)
            let what = "a touch"
            let touch = try object(element, here, what, keys: ["id", "phase", "x", "y", "window", "type", "buttons"])
            var recorded = RecordedTouch(
                id: try integer(try required(touch, "id", what), here.key("id")),
                phase: try name(try required(touch, "phase", what), here.key("phase"), Vocabulary.touchPhases),
                location: try point(touch, what),
                windowID: try windowID(try required(touch, "window", what), here.key("window")))
            if let type = optional(touch, "type") {
                recorded.type = try name(type, here.key("type"), Vocabulary.touchTypes)
            }
            if let buttons = optional(touch, "buttons") {
                recorded.buttonMask = try buttonMask(buttons, here.key("buttons"))
            }
            touches.append(recorded)
        }
        return .touches(touches)
    }

    private func hover(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> RecordedSample {
        let what = "a hover"
        let hover = try object(node, path, what, keys: ["window", "x", "y", "exited"])
        let id = try windowID(try required(hover, "window", what), path.key("window"))
        guard let exited = optional(hover, "exited") else {
            return .hover(windowID: id, location: try point(hover, what))
        }
        try mustBeTrue(exited, path.key("exited"))
        for key in ["x", "y"] {
            if let value = optional(hover, key) {
                throw fail(path.key(key), value, "a hover that exited has no location")
            }
        }
        return .hover(windowID: id, location: nil)
    }

    private func scroll(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> RecordedSample {
        let what = "a scroll"
        let scroll = try object(node, path, what, keys: ["window", "x", "y", "dx", "dy", "continuous", "phase"])
        let id = try windowID(try required(scroll, "window", what), path.key("window"))
        let location = try point(scroll, what)
        let delta = CGPoint(
            x: try number(try required(scroll, "dx", what), path.key("dx")),
            y: try number(try required(scroll, "dy", what), path.key("dy")))
        let continuous = try optional(scroll, "continuous").map { n throws(InputRecordingError) in
            try bool(n, path.key("continuous"))
        }
        let phase = try optional(scroll, "phase").map { n throws(InputRecordingError) in
            try name(n, path.key("phase"), Vocabulary.scrollPhases)
        }
        return .scroll(
            windowID: id, location: location, delta: delta, continuous: continuous ?? false, phase: phase ?? .changed)
    }

    private func key(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> RecordedKey {
        let what = "a key"
        let key = try object(
            node, path, what, keys: ["phase", "code", "chars", "charsIgnoringModifiers", "modifiers", "insertsText"])
        let characters = try string(try required(key, "chars", what), path.key("chars"))
        var recorded = RecordedKey(
            phase: try name(try required(key, "phase", what), path.key("phase"), Vocabulary.pressPhases),
            keyCode: try integer(try required(key, "code", what), path.key("code"), 0...0xFFFF),
            characters: characters, charactersIgnoringModifiers: characters, modifierFlags: 0, insertsText: true)
        if let ignoring = optional(key, "charsIgnoringModifiers") {
            recorded.charactersIgnoringModifiers = try string(ignoring, path.key("charsIgnoringModifiers"))
        }
        if let modifiers = optional(key, "modifiers") {
            let here = path.key("modifiers")
            for (index, element) in try array(modifiers, here, "modifier names").enumerated() {
                let flag = try name(element, here.index(index), Vocabulary.modifiers)
                guard recorded.modifierFlags & flag == 0 else {
                    throw fail(here.index(index), element, "modifier listed twice")
                }
                recorded.modifierFlags |= flag
            }
        }
        if let inserts = optional(key, "insertsText") {
            recorded.insertsText = try bool(inserts, path.key("insertsText"))
        }
        return recorded
    }

    /// The `x` and `y` of an object.
    private func point(_ object: Object, _ what: String) throws(InputRecordingError) -> CGPoint {
        CGPoint(
            x: try number(try required(object, "x", what), object.path.key("x")),
            y: try number(try required(object, "y", what), object.path.key("y")))
    }

    private func buttonMask(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError)
        -> UIEvent.ButtonMask
    {
        var bits: UInt64 = 0
        for (index, element) in try array(node, path, "button names").enumerated() {
            let here = path.index(index)
            let text = try string(element, here)
            guard let bit = RecordingVocabulary.buttonBit(named: text) else {
                throw fail(
                    here, element, "expected primary, secondary or button3 … button64, got \(JSONWriter.quoted(text))")
            }
            guard bits & (1 << UInt64(bit)) == 0 else { throw fail(here, element, "button listed twice") }
            bits |= 1 << UInt64(bit)
        }
        return UIEvent.ButtonMask(rawValue: Int(Int64(bitPattern: bits)))
    }
}
