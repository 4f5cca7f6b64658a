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
        default:
            throw error(
                "unknown type \"\(type)\" (finger-down, finger-motion, finger-up, accelerometer, button-down, "
                    + "button-up)", node, path + ".type")
        }
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
        let bounds = Double(range.lowerBound)...Double(range.upperBound)
        let number = try number(member: key, of: node, path: path, range: bounds)
        guard number.rounded() == number else {
            let value = (try? member(key, of: node, path: path)) ?? node
            throw error("\(number) is not a whole number", value, joined(path, key))
        }
        return Int(number)
    }
}
