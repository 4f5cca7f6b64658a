// Reads an inject script from a parsed JSON document, strictly: unknown members, wrong kinds and out-of-range
// numbers are errors naming their JSON path.
import ResponderKitJSON

/// Walks one document into an ``InjectScript``.
struct InjectScriptReader {
    let document: JSONDocument

    /// The whole script.
    mutating func script() throws(InjectScriptError) -> InjectScript {
        let root = document.root
        try requireKind(.object, root, path: "")
        try requireKeys(of: root, allowed: ["format", "version", "events"], path: "")
        let format = try string(member: "format", of: root, path: "")
        guard format == InjectScript.formatName else {
            throw error("format is not \"\(InjectScript.formatName)\"", root, "format")
        }
        let version = try number(member: "version", of: root, path: "", range: 1...1_000_000)
        guard version == Double(InjectScript.formatVersion) else {
            throw error(
                "unsupported version \(version) (this library reads \(InjectScript.formatVersion))", root, "version")
        }
        guard let list = document.value(forKey: "events", in: root) else {
            throw error("missing member \"events\"", root, "")
        }
        try requireKind(.array, list, path: "events")
        let count = document.count(of: list)
        guard count <= InjectScript.maximumEventCount else {
            throw error("more than \(InjectScript.maximumEventCount) events", list, "events")
        }
        var events: [InjectEvent] = []
        events.reserveCapacity(count)
        var previous = 0.0
        for (index, node) in document.elements(of: list).enumerated() {
            let path = "events[\(index)]"
            let event = try self.event(node, path: path)
            guard event.time >= previous else {
                throw error("time \(event.time) is earlier than the previous event's \(previous)", node, path + ".time")
            }
            previous = event.time
            events.append(event)
        }
        return InjectScript(events: events)
    }

    private func event(_ node: JSONNodeID, path: String) throws(InjectScriptError) -> InjectEvent {
        try requireKind(.object, node, path: path)
        let type = try string(member: "type", of: node, path: path)
        let time = try number(member: "time", of: node, path: path, range: 0...1_000_000)
        switch type {
        case "finger-down", "finger-motion", "finger-up":
            try requireKeys(of: node, allowed: ["time", "type", "finger", "x", "y"], path: path)
            let finger = try integer(member: "finger", of: node, path: path, range: 0...Int(Int32.max))
            let x = try number(member: "x", of: node, path: path, range: 0...1)
            let y = try number(member: "y", of: node, path: path, range: 0...1)
            let kind: InjectEvent.Kind =
                switch type {
                case "finger-down": .fingerDown(finger: finger, x: x, y: y)
                case "finger-motion": .fingerMotion(finger: finger, x: x, y: y)
                default: .fingerUp(finger: finger, x: x, y: y)
                }
            return InjectEvent(time: time, kind: kind)
        case "accelerometer":
            try requireKeys(of: node, allowed: ["time", "type", "x", "y", "z"], path: path)
            let range = -1_000.0...1_000.0
            let x = try number(member: "x", of: node, path: path, range: range)
            let y = try number(member: "y", of: node, path: path, range: range)
            let z = try number(member: "z", of: node, path: path, range: range)
            return InjectEvent(time: time, kind: .accelerometer(x: x, y: y, z: z))
        case "button-down", "button-up":
            try requireKeys(of: node, allowed: ["time", "type", "button"], path: path)
            let name = try string(member: "button", of: node, path: path)
            guard let button = InjectButton(name: name) else {
                let names = InjectButton.allCases.map(\.name).joined(separator: ", ")
                throw error("unknown button \"\(name)\" (one of \(names))", node, path + ".button")
            }
            return InjectEvent(time: time, kind: type == "button-down" ? .buttonDown(button) : .buttonUp(button))
        case "key-down", "key-up":
            try requireKeys(of: node, allowed: ["time", "type", "key", "scancode", "modifiers"], path: path)
            let scancode = try scancode(of: node, path: path)
            let modifiers = try modifiers(of: node, path: path)
            let kind: InjectEvent.Kind =
                type == "key-down"
                ? .keyDown(scancode: scancode, modifiers: modifiers) : .keyUp(scancode: scancode, modifiers: modifiers)
            return InjectEvent(time: time, kind: kind)
        case "wheel":
            try requireKeys(of: node, allowed: ["time", "type", "x", "y", "position"], path: path)
            let x = try integer(member: "x", of: node, path: path, range: -100...100)
            let y = try integer(member: "y", of: node, path: path, range: -100...100)
            guard x != 0 || y != 0 else { throw error("a wheel event needs a step: x and y are both 0", node, path) }
            let position = try member("position", of: node, path: path)
            let positionPath = path + ".position"
            try requireKind(.array, position, path: positionPath)
            let coordinates = Array(document.elements(of: position))
            guard coordinates.count == 2 else {
                throw error("expected two numbers [x, y], found \(coordinates.count)", position, positionPath)
            }
            let windowX = try integer(coordinates[0], path: positionPath + "[0]", range: 0...16_384)
            let windowY = try integer(coordinates[1], path: positionPath + "[1]", range: 0...16_384)
            return InjectEvent(time: time, kind: .wheel(x: x, y: y, windowX: windowX, windowY: windowY))
        case "close":
            try requireKeys(of: node, allowed: ["time", "type"], path: path)
            return InjectEvent(time: time, kind: .close)
        case "text-editing":
            try requireKeys(of: node, allowed: ["time", "type", "text", "start", "length"], path: path)
            let text = try eventText(of: node, path: path, allowsEmpty: true)
            let count = text.unicodeScalars.count
            let start = try integer(member: "start", of: node, path: path, range: 0...count)
            let length = try integer(member: "length", of: node, path: path, range: 0...(count - start))
            return InjectEvent(time: time, kind: .textEditing(text: text, start: start, length: length))
        case "text-input":
            try requireKeys(of: node, allowed: ["time", "type", "text"], path: path)
            return InjectEvent(
                time: time, kind: .textInput(text: try eventText(of: node, path: path, allowsEmpty: false)))
        default:
            throw error(
                "unknown type \"\(type)\" (finger-down, finger-motion, finger-up, accelerometer, button-down, "
                    + "button-up, key-down, key-up, wheel, close, text-editing, text-input)", node, path + ".type")
        }
    }

    /// The `text` of a text event: at most 31 UTF-8 bytes (SDL's event holds 32 with the terminator), no NUL.
    private func eventText(of node: JSONNodeID, path: String, allowsEmpty: Bool) throws(InjectScriptError) -> String {
        let text = try string(member: "text", of: node, path: path)
        let value = (try? member("text", of: node, path: path)) ?? node
        guard allowsEmpty || !text.isEmpty else { throw error("the text is empty", value, path + ".text") }
        guard text.utf8.count <= 31, !text.utf8.contains(0) else {
            throw error("the text is longer than 31 UTF-8 bytes or holds a NUL", value, path + ".text")
        }
        return text
    }

    /// The scancode of a key event: its `key` name or its `scancode` number, exactly one of them.
    private func scancode(of node: JSONNodeID, path: String) throws(InjectScriptError) -> Int {
        let hasKey = document.value(forKey: "key", in: node) != nil
        let hasScancode = document.value(forKey: "scancode", in: node) != nil
        guard hasKey != hasScancode else {
            throw error(
                hasKey ? "give \"key\" or \"scancode\", not both" : "missing member \"key\" (or \"scancode\")", node,
                path)
        }
        guard hasKey else {
            let range = InjectKey.scancodes
            return try integer(member: "scancode", of: node, path: path, range: range)
        }
        let name = try string(member: "key", of: node, path: path)
        guard let scancode = InjectKey.scancode(named: name) else {
            let value = (try? member("key", of: node, path: path)) ?? node
            throw error(
                "unknown key \"\(name)\" (a … z, 0 … 9, return, escape, backspace, tab, space, f1 … f12, insert, "
                    + "home, pageup, delete, end, pagedown, right, left, down, up; any other key by \"scancode\")",
                value, path + ".key")
        }
        return scancode
    }

    /// The optional `modifiers` of a key event: a list of distinct names.
    private func modifiers(of node: JSONNodeID, path: String) throws(InjectScriptError) -> InjectModifiers {
        guard let list = document.value(forKey: "modifiers", in: node) else { return [] }
        let listPath = path + ".modifiers"
        try requireKind(.array, list, path: listPath)
        var modifiers: InjectModifiers = []
        for (index, element) in document.elements(of: list).enumerated() {
            let elementPath = listPath + "[\(index)]"
            guard let name = document.string(element) else {
                throw error("expected string, found \(document.kind(of: element))", element, elementPath)
            }
            guard let modifier = InjectModifiers(name: name) else {
                let names = InjectModifiers.named.map(\.name).joined(separator: ", ")
                throw error("unknown modifier \"\(name)\" (one of \(names))", element, elementPath)
            }
            guard !modifiers.contains(modifier) else {
                throw error("\"\(name)\" is listed twice", element, elementPath)
            }
            modifiers.insert(modifier)
        }
        return modifiers
    }

    // MARK: Helpers

    private func error(_ message: String, _ node: JSONNodeID, _ path: String) -> InjectScriptError {
        InjectScriptError(message: message, line: document.line(of: node), path: path)
    }

    private func joined(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    private func requireKind(_ kind: JSONKind, _ node: JSONNodeID, path: String) throws(InjectScriptError) {
        let actual = document.kind(of: node)
        guard actual == kind else { throw error("expected \(kind), found \(actual)", node, path) }
    }

    private func requireKeys(of node: JSONNodeID, allowed: [String], path: String) throws(InjectScriptError) {
        for member in document.members(of: node) where !allowed.contains(member.key) {
            throw error("unknown member \"\(member.key)\"", member.value, joined(path, member.key))
        }
    }

    private func member(_ key: String, of node: JSONNodeID, path: String) throws(InjectScriptError) -> JSONNodeID {
        guard let value = document.value(forKey: key, in: node) else {
            throw error("missing member \"\(key)\"", node, path)
        }
        return value
    }

    private func string(member key: String, of node: JSONNodeID, path: String) throws(InjectScriptError) -> String {
        let value = try member(key, of: node, path: path)
        guard let text = document.string(value) else {
            throw error("expected string, found \(document.kind(of: value))", value, joined(path, key))
        }
        return text
    }

    private func number(
        member key: String, of node: JSONNodeID, path: String, range: ClosedRange<Double>
    ) throws(InjectScriptError) -> Double {
        let value = try member(key, of: node, path: path)
        guard let number = document.number(value) else {
            throw error("expected number, found \(document.kind(of: value))", value, joined(path, key))
        }
        guard range.contains(number) else {
            throw error("\(number) is outside \(range.lowerBound)…\(range.upperBound)", value, joined(path, key))
        }
        return number
    }

    private func integer(
        member key: String, of node: JSONNodeID, path: String, range: ClosedRange<Int>
    ) throws(InjectScriptError) -> Int {
        try integer(try member(key, of: node, path: path), path: joined(path, key), range: range)
    }

    /// The whole number `value` holds, within `range`; `path` is the value's own path.
    private func integer(_ value: JSONNodeID, path: String, range: ClosedRange<Int>) throws(InjectScriptError) -> Int {
        guard let number = document.number(value) else {
            throw error("expected number, found \(document.kind(of: value))", value, path)
        }
        guard Double(range.lowerBound) <= number && number <= Double(range.upperBound) else {
            throw error(
                "\(number) is outside \(Double(range.lowerBound))…\(Double(range.upperBound))", value, path)
        }
        guard number.rounded() == number else { throw error("\(number) is not a whole number", value, path) }
        return Int(number)
    }
}
