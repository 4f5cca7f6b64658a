// A replayable list of driver steps, written and read as JSON by hand.
//
// Invariants:
// - Seed-free: the steps say everything (the scene is built by the script's own steps), so a script replays the
//   same way without the generator that made it.
// - `DriverScript(json: script.json)` gives back `script`: the writer emits exactly the keys the reader accepts,
//   one step per line, numbers in their shortest round-tripping form.
import Foundation

/// A list of ``DriverStep``s that a ``ScriptRunner`` executes against a fresh scene.
///
/// The JSON form is `{"steps": [STEP, ...]}` with an optional `"description"` string; each step is an object
/// whose `"op"` names the ``DriverStep`` case and whose other keys are its fields, for example
/// `{"op": "down", "window": 1, "fingers": [0], "points": [[40, 60]]}`.
public struct DriverScript: Equatable, Sendable {
    /// The steps, in order.
    public var steps: [DriverStep]
    /// A free-form note written into the JSON (for example the seed that generated the script); not replayed.
    public var note: String?

    /// Creates a script.
    public init(steps: [DriverStep], note: String? = nil) {
        self.steps = steps
        self.note = note
    }

    /// Parses a script from UTF-8 JSON; throws a ``DriverScriptError`` naming the JSON path of the first problem.
    public init<Bytes: Collection<UInt8>>(bytes: Bytes) throws(DriverScriptError) {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw DriverScriptError(
                path: ScenePath.abbreviate(error.path),
                message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        var reader = DriverScriptReader(document: document)
        self = try reader.read()
    }

    /// Parses a script from a JSON string.
    public init(json: String) throws(DriverScriptError) {
        try self.init(bytes: Array(json.utf8))
    }

    /// The script as JSON, one step per line.
    public var json: String {
        var out = "{"
        if let note { out += "\"description\": \(Self.quote(note)),\n " }
        out += "\"steps\": ["
        for (index, step) in steps.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            out += Self.json(step)
        }
        out += steps.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

    // MARK: Writing

    static func json(_ step: DriverStep) -> String {
        var fields: [(String, String)] = []
        func add(_ key: String, _ value: String) { fields.append((key, value)) }
        switch step {
        case .window(let id, let frame):
            add("op", quote("window"))
            add("id", "\(id)")
            add("frame", rect(frame))
        case .view(let id, let parent, let kind, let frame):
            add("op", quote("view"))
            add("id", "\(id)")
            add("parent", "\(parent)")
            add("kind", quote(kind.rawValue))
            add("frame", rect(frame))
        case .recognizer(let id, let view, let kind):
            add("op", quote("recognizer"))
            add("id", "\(id)")
            add("view", "\(view)")
            add("kind", quote(kind.rawValue))
        case .controller(let id, let parent):
            add("op", quote("controller"))
            add("id", "\(id)")
            add("parent", "\(parent)")
        case .hostile(let view, let phase, let action):
            add("op", quote("hostile"))
            add("view", "\(view)")
            add("phase", quote(phase.rawValue))
            add("action", quote(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .handler(let control, let events, let action):
            add("op", quote("handler"))
            add("control", "\(control)")
            add("events", quote(events.rawValue))
            add("action", quote(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .down(let window, let fingers, let points):
            add("op", quote("down"))
            add("window", "\(window)")
            add("fingers", ints(fingers))
            add("points", "[" + points.map(point).joined(separator: ", ") + "]")
        case .move(let fingers, let points):
            add("op", quote("move"))
            add("fingers", ints(fingers))
            add("points", "[" + points.map(point).joined(separator: ", ") + "]")
        case .up(let fingers):
            add("op", quote("up"))
            add("fingers", ints(fingers))
        case .cancel(let fingers):
            add("op", quote("cancel"))
            add("fingers", ints(fingers))
        case .raw(let finger, let phase, let window, let at):
            add("op", quote("raw"))
            add("finger", "\(finger)")
            add("phase", quote(phase.rawValue))
            add("window", "\(window)")
            add("point", point(at))
        case .tap(let window, let at, let taps, let fingers):
            add("op", quote("tap"))
            add("window", "\(window)")
            add("point", point(at))
            add("taps", "\(taps)")
            add("fingers", "\(fingers)")
        case .drag(let window, let from, let to, let moves, let duration):
            add("op", quote("drag"))
            add("window", "\(window)")
            add("from", point(from))
            add("to", point(to))
            add("moves", "\(moves)")
            add("duration", number(duration))
        case .type(let text):
            add("op", quote("type"))
            add("text", quote(text))
        case .press(let key):
            add("op", quote("press"))
            add("key", quote(key))
        case .keyDown(let key):
            add("op", quote("keyDown"))
            add("key", quote(key))
        case .keyUp(let key):
            add("op", quote("keyUp"))
            add("key", quote(key))
        case .shake:
            add("op", quote("shake"))
        case .accelerometer(let x, let y, let z):
            add("op", quote("accelerometer"))
            add("x", number(x))
            add("y", number(y))
            add("z", number(z))
        case .wait(let seconds):
            add("op", quote("wait"))
            add("seconds", number(seconds))
        case .mutate(let view, let action):
            add("op", quote("mutate"))
            add("view", "\(view)")
            add("action", quote(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .restore(let view):
            add("op", quote("restore"))
            add("view", "\(view)")
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A number in its shortest form: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func ints(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ", ") + "]"
    }

    private static func point(_ p: CGPoint) -> String {
        "[\(number(Double(p.x))), \(number(Double(p.y)))]"
    }

    private static func rect(_ r: CGRect) -> String {
        let values = [r.origin.x, r.origin.y, r.size.width, r.size.height].map { number(Double($0)) }
        return "[" + values.joined(separator: ", ") + "]"
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
