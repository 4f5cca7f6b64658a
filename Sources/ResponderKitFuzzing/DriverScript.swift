// A replayable list of driver steps, written and read as JSON by hand.
//
// Invariants:
// - Seed-free: the steps say everything (the scene is built by the script's own steps), so a script replays the
//   same way without the generator that made it.
// - `DriverScript(json: script.json)` gives back `script`: the writer emits exactly the keys the reader accepts,
//   one step per line, numbers in their shortest round-tripping form.
import Foundation
import ResponderKitJSON
import ResponderKitScenes

/// A list of ``DriverStep``s that a ``ScriptRunner`` executes against a fresh scene.
///
/// The JSON form is `{"steps": [STEP, ...]}` with an optional `"description"` string; each step is an object
/// whose `"op"` names the ``DriverStep`` case and whose other keys are its fields, for example
/// `{"op": "down", "window": 1, "fingers": [0], "points": [[40, 60]]}`.
package struct DriverScript: Equatable, Sendable {
    /// The steps, in order.
    package var steps: [DriverStep]
    /// A free-form note written into the JSON (for example the seed that generated the script); not replayed.
    package var note: String?

    /// Creates a script.
    package init(steps: [DriverStep], note: String? = nil) {
        self.steps = steps
        self.note = note
    }

    /// Parses a script from UTF-8 JSON; throws a ``DriverScriptError`` naming the JSON path of the first problem.
    package init<Bytes: Collection<UInt8>>(bytes: Bytes) throws(DriverScriptError) {
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
    package init(json: String) throws(DriverScriptError) {
        try self.init(bytes: Array(json.utf8))
    }

    /// The script as JSON, one step per line.
    package var json: String {
        var out = "{"
        if let note { out += "\"description\": \(JSONWriter.quoted(note)),\n " }
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
            add("op", JSONWriter.quoted("window"))
            add("id", "\(id)")
            add("frame", rect(frame))
        case .view(let id, let parent, let kind, let frame):
            add("op", JSONWriter.quoted("view"))
            add("id", "\(id)")
            add("parent", "\(parent)")
            add("kind", JSONWriter.quoted(kind.rawValue))
            add("frame", rect(frame))
        case .recognizer(let id, let view, let kind):
            add("op", JSONWriter.quoted("recognizer"))
            add("id", "\(id)")
            add("view", "\(view)")
            add("kind", JSONWriter.quoted(kind.rawValue))
        case .controller(let id, let parent):
            add("op", JSONWriter.quoted("controller"))
            add("id", "\(id)")
            add("parent", "\(parent)")
        case .hostile(let view, let phase, let action):
            add("op", JSONWriter.quoted("hostile"))
            add("view", "\(view)")
            add("phase", JSONWriter.quoted(phase.rawValue))
            add("action", JSONWriter.quoted(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .handler(let control, let events, let action):
            add("op", JSONWriter.quoted("handler"))
            add("control", "\(control)")
            add("events", JSONWriter.quoted(events.rawValue))
            add("action", JSONWriter.quoted(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .down(let window, let fingers, let points):
            add("op", JSONWriter.quoted("down"))
            add("window", "\(window)")
            add("fingers", ints(fingers))
            add("points", "[" + points.map(point).joined(separator: ", ") + "]")
        case .move(let fingers, let points):
            add("op", JSONWriter.quoted("move"))
            add("fingers", ints(fingers))
            add("points", "[" + points.map(point).joined(separator: ", ") + "]")
        case .up(let fingers):
            add("op", JSONWriter.quoted("up"))
            add("fingers", ints(fingers))
        case .cancel(let fingers):
            add("op", JSONWriter.quoted("cancel"))
            add("fingers", ints(fingers))
        case .raw(let finger, let phase, let window, let at):
            add("op", JSONWriter.quoted("raw"))
            add("finger", "\(finger)")
            add("phase", JSONWriter.quoted(phase.rawValue))
            add("window", "\(window)")
            add("point", point(at))
        case .tap(let window, let at, let taps, let fingers):
            add("op", JSONWriter.quoted("tap"))
            add("window", "\(window)")
            add("point", point(at))
            add("taps", "\(taps)")
            add("fingers", "\(fingers)")
        case .drag(let window, let from, let to, let moves, let duration):
            add("op", JSONWriter.quoted("drag"))
            add("window", "\(window)")
            add("from", point(from))
            add("to", point(to))
            add("moves", "\(moves)")
            add("duration", number(duration))
        case .type(let text):
            add("op", JSONWriter.quoted("type"))
            add("text", JSONWriter.quoted(text))
        case .press(let key):
            add("op", JSONWriter.quoted("press"))
            add("key", JSONWriter.quoted(key))
        case .keyDown(let key):
            add("op", JSONWriter.quoted("keyDown"))
            add("key", JSONWriter.quoted(key))
        case .keyUp(let key):
            add("op", JSONWriter.quoted("keyUp"))
            add("key", JSONWriter.quoted(key))
        case .shake:
            add("op", JSONWriter.quoted("shake"))
        case .accelerometer(let x, let y, let z):
            add("op", JSONWriter.quoted("accelerometer"))
            add("x", number(x))
            add("y", number(y))
            add("z", number(z))
        case .wait(let seconds):
            add("op", JSONWriter.quoted("wait"))
            add("seconds", number(seconds))
        case .mutate(let view, let action):
            add("op", JSONWriter.quoted("mutate"))
            add("view", "\(view)")
            add("action", JSONWriter.quoted(action.kind.rawValue))
            add("argument", "\(action.argument)")
        case .restore(let view):
            add("op", JSONWriter.quoted("restore"))
            add("view", "\(view)")
        case .fault(let fault, let subject):
            add("op", JSONWriter.quoted("fault"))
            add("fault", JSONWriter.quoted(fault.rawValue))
            add("subject", "\(subject)")
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
}
