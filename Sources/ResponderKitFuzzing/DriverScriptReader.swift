// Reads a parsed JSON document as a `DriverScript`, strictly.
//
// Invariants:
// - Strict: unknown keys, missing keys, wrong types, fractional or out-of-range integers, non-finite or
//   out-of-range coordinates and unknown names are all errors naming the JSON path of the value; nothing is
//   silently ignored or clamped.
// - Paths are built only when an error is reported.
import Foundation
import ResponderKitJSON
import ResponderKitScenes

/// The state of one read of a driver script document.
struct DriverScriptReader {
    /// The largest coordinate magnitude a script may use.
    static let maximumCoordinate: Double = 100_000
    /// The largest id, slot, count or argument a script may use.
    static let maximumInteger: Double = 1_000_000
    /// The most steps a script may have.
    static let maximumSteps = 1_000_000

    let document: JSONDocument

    mutating func read() throws(DriverScriptError) -> DriverScript {
        let top = document.root
        guard document.kind(of: top) == .object else {
            throw DriverScriptError(path: "", message: "expected a JSON object with a \"steps\" array")
        }
        var stepsNode: JSONNodeID?
        var note: String?
        for (key, value) in document.members(of: top) {
            switch key {
            case "steps": stepsNode = value
            case "description": note = try string(value, [.key(key)])
            default:
                throw DriverScriptError(
                    path: ScenePath.format([.key(key)]),
                    message: "unknown key (a script has \"steps\" and an optional \"description\")")
            }
        }
        guard let stepsNode else {
            throw DriverScriptError(path: "", message: "missing required key \"steps\" (an array of steps)")
        }
        guard document.kind(of: stepsNode) == .array else {
            throw DriverScriptError(path: "steps", message: "expected an array of steps, got \(kindName(stepsNode))")
        }
        guard document.count(of: stepsNode) <= Self.maximumSteps else {
            throw DriverScriptError(path: "steps", message: "more than \(Self.maximumSteps) steps")
        }
        var steps: [DriverStep] = []
        for (index, node) in document.elements(of: stepsNode).enumerated() {
            steps.append(try step(node, [.key("steps"), .index(index)]))
        }
        return DriverScript(steps: steps, note: note)
    }

    // MARK: Steps

    private func step(_ node: JSONNodeID, _ path: [ScenePath.Component]) throws(DriverScriptError) -> DriverStep {
        guard document.kind(of: node) == .object else {
            throw fail(path, "expected a step object, got \(kindName(node))")
        }
        guard let opNode = document.value(forKey: "op", in: node) else {
            throw fail(path, "missing required key \"op\"")
        }
        let op = try string(opNode, path + [.key("op")])
        let fields = Self.fields[op]
        guard let fields else {
            let known = Self.fields.keys.sorted().joined(separator: ", ")
            throw fail(path + [.key("op")], "unknown op \(JSONWriter.quoted(op)) (known: \(known))")
        }
        for (key, _) in document.members(of: node) where key != "op" && !fields.contains(key) {
            let list = fields.map { "\"\($0)\"" }.joined(separator: ", ")
            throw fail(path + [.key(key)], "unknown key for op \"\(op)\" (it takes \(list.isEmpty ? "none" : list))")
        }
        let s = StepFields(reader: self, node: node, path: path)
        switch op {
        case "window": return .window(id: try s.int("id"), frame: try s.rect("frame"))
        case "view":
            return .view(
                id: try s.int("id"), parent: try s.int("parent"), kind: try s.name("kind"), frame: try s.rect("frame"))
        case "recognizer":
            return .recognizer(id: try s.int("id"), view: try s.int("view"), kind: try s.name("kind"))
        case "controller": return .controller(id: try s.int("id"), parent: try s.int("parent"))
        case "hostile":
            return .hostile(view: try s.int("view"), phase: try s.name("phase"), action: try s.action())
        case "handler":
            return .handler(control: try s.int("control"), events: try s.name("events"), action: try s.action())
        case "down":
            let fingers = try s.ints("fingers")
            let points = try s.points("points")
            guard fingers.count == points.count else {
                throw fail(path + [.key("points")], "expected \(fingers.count) points, one per finger")
            }
            return .down(window: try s.int("window"), fingers: fingers, points: points)
        case "move":
            let fingers = try s.ints("fingers")
            let points = try s.points("points")
            guard fingers.count == points.count else {
                throw fail(path + [.key("points")], "expected \(fingers.count) points, one per finger")
            }
            return .move(fingers: fingers, points: points)
        case "up": return .up(fingers: try s.ints("fingers"))
        case "cancel": return .cancel(fingers: try s.ints("fingers"))
        case "raw":
            return .raw(
                finger: try s.int("finger"), phase: try s.name("phase"), window: try s.int("window"),
                point: try s.point("point"))
        case "tap":
            return .tap(
                window: try s.int("window"), point: try s.point("point"), taps: try s.int("taps", max: 5),
                fingers: try s.int("fingers", max: 5))
        case "drag":
            return .drag(
                window: try s.int("window"), from: try s.point("from"), to: try s.point("to"),
                moves: try s.int("moves", max: 1000), duration: try s.seconds("duration"))
        case "type": return .type(text: try s.string("text"))
        case "press": return .press(key: try s.string("key"))
        case "keyDown": return .keyDown(key: try s.string("key"))
        case "keyUp": return .keyUp(key: try s.string("key"))
        case "shake": return .shake
        case "accelerometer":
            return .accelerometer(x: try s.coordinate("x"), y: try s.coordinate("y"), z: try s.coordinate("z"))
        case "wait": return .wait(seconds: try s.seconds("seconds"))
        case "mutate": return .mutate(view: try s.int("view"), action: try s.action())
        case "fault": return .fault(try s.name("fault"), subject: try s.int("subject"))
        default: return .restore(view: try s.int("view"))
        }
    }

    /// The keys each op takes besides `"op"`.
    static let fields: [String: [String]] = [
        "window": ["id", "frame"], "view": ["id", "parent", "kind", "frame"], "recognizer": ["id", "view", "kind"],
        "controller": ["id", "parent"], "hostile": ["view", "phase", "action", "argument"],
        "handler": ["control", "events", "action", "argument"], "down": ["window", "fingers", "points"],
        "move": ["fingers", "points"], "up": ["fingers"], "cancel": ["fingers"],
        "raw": ["finger", "phase", "window", "point"], "tap": ["window", "point", "taps", "fingers"],
        "drag": ["window", "from", "to", "moves", "duration"], "type": ["text"], "press": ["key"],
        "keyDown": ["key"], "keyUp": ["key"], "shake": [], "accelerometer": ["x", "y", "z"], "wait": ["seconds"],
        "mutate": ["view", "action", "argument"], "restore": ["view"], "fault": ["fault", "subject"],
    ]

    // MARK: Values

    func fail(_ path: [ScenePath.Component], _ message: String) -> DriverScriptError {
        DriverScriptError(path: ScenePath.format(path), message: message)
    }

    func kindName(_ node: JSONNodeID) -> String {
        "\(document.kind(of: node))"
    }

    func string(_ node: JSONNodeID, _ path: [ScenePath.Component]) throws(DriverScriptError) -> String {
        guard let text = document.string(node) else { throw fail(path, "expected a string, got \(kindName(node))") }
        return text
    }

    func number(_ node: JSONNodeID, _ path: [ScenePath.Component], limit: Double) throws(DriverScriptError)
        -> Double
    {
        guard let value = document.number(node) else {
            throw fail(path, "expected a number, got \(kindName(node))")
        }
        guard value.isFinite, abs(value) <= limit else {
            throw fail(path, "expected a number between -\(Int(limit)) and \(Int(limit))")
        }
        return value
    }

    func int(_ node: JSONNodeID, _ path: [ScenePath.Component], max: Int) throws(DriverScriptError) -> Int {
        let value = try number(node, path, limit: Self.maximumInteger)
        guard value == value.rounded(), value >= 0, value <= Double(max) else {
            throw fail(path, "expected a whole number from 0 to \(max)")
        }
        return Int(value)
    }

    func array(_ node: JSONNodeID, _ path: [ScenePath.Component], count: Int? = nil) throws(DriverScriptError)
        -> [JSONNodeID]
    {
        guard document.kind(of: node) == .array else { throw fail(path, "expected an array, got \(kindName(node))") }
        let elements = document.elements(of: node)
        if let count, elements.count != count { throw fail(path, "expected \(count) numbers") }
        return elements
    }

    func point(_ node: JSONNodeID, _ path: [ScenePath.Component]) throws(DriverScriptError) -> CGPoint {
        let elements = try array(node, path, count: 2)
        let x = try number(elements[0], path + [.index(0)], limit: Self.maximumCoordinate)
        let y = try number(elements[1], path + [.index(1)], limit: Self.maximumCoordinate)
        return CGPoint(x: x, y: y)
    }
}

/// The fields of one step object, read by key with the step's path.
private struct StepFields {
    let reader: DriverScriptReader
    let node: JSONNodeID
    let path: [ScenePath.Component]

    private func value(_ key: String) throws(DriverScriptError) -> (JSONNodeID, [ScenePath.Component]) {
        guard let child = reader.document.value(forKey: key, in: node) else {
            throw reader.fail(path, "missing required key \"\(key)\"")
        }
        return (child, path + [.key(key)])
    }

    func int(_ key: String, max: Int = Int(DriverScriptReader.maximumInteger)) throws(DriverScriptError) -> Int {
        let (child, childPath) = try value(key)
        return try reader.int(child, childPath, max: max)
    }

    func string(_ key: String) throws(DriverScriptError) -> String {
        let (child, childPath) = try value(key)
        return try reader.string(child, childPath)
    }

    func coordinate(_ key: String) throws(DriverScriptError) -> Double {
        let (child, childPath) = try value(key)
        return try reader.number(child, childPath, limit: DriverScriptReader.maximumCoordinate)
    }

    func seconds(_ key: String) throws(DriverScriptError) -> Double {
        let (child, childPath) = try value(key)
        let seconds = try reader.number(child, childPath, limit: 3600)
        guard seconds >= 0 else { throw reader.fail(childPath, "expected a number of seconds from 0 to 3600") }
        return seconds
    }

    func name<Name: RawRepresentable & CaseIterable>(_ key: String) throws(DriverScriptError) -> Name
    where Name.RawValue == String {
        let (child, childPath) = try value(key)
        let text = try reader.string(child, childPath)
        guard let parsed = Name(rawValue: text) else {
            let known = Name.allCases.map(\.rawValue).joined(separator: ", ")
            throw reader.fail(childPath, "unknown name \(JSONWriter.quoted(text)) (known: \(known))")
        }
        return parsed
    }

    func action() throws(DriverScriptError) -> DriverAction {
        DriverAction(try name("action"), argument: try int("argument"))
    }

    func ints(_ key: String) throws(DriverScriptError) -> [Int] {
        let (child, childPath) = try value(key)
        let elements = try reader.array(child, childPath)
        guard (1...10).contains(elements.count) else { throw reader.fail(childPath, "expected 1 to 10 fingers") }
        var values: [Int] = []
        for (index, element) in elements.enumerated() {
            values.append(try reader.int(element, childPath + [.index(index)], max: 99))
        }
        guard Set(values).count == values.count else { throw reader.fail(childPath, "a finger appears twice") }
        return values
    }

    func point(_ key: String) throws(DriverScriptError) -> CGPoint {
        let (child, childPath) = try value(key)
        return try reader.point(child, childPath)
    }

    func points(_ key: String) throws(DriverScriptError) -> [CGPoint] {
        let (child, childPath) = try value(key)
        var points: [CGPoint] = []
        for (index, element) in try reader.array(child, childPath).enumerated() {
            points.append(try reader.point(element, childPath + [.index(index)]))
        }
        return points
    }

    func rect(_ key: String) throws(DriverScriptError) -> CGRect {
        let (child, childPath) = try value(key)
        let elements = try reader.array(child, childPath, count: 4)
        var values: [Double] = []
        for (index, element) in elements.enumerated() {
            values.append(
                try reader.number(element, childPath + [.index(index)], limit: DriverScriptReader.maximumCoordinate))
        }
        guard values[2] >= 0, values[3] >= 0 else { throw reader.fail(childPath, "expected a non-negative size") }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
