// Reads a parsed JSON document as a recording, checking every value where it is read and naming its JSON path.
//
// Invariants:
// - No recursion: the format nests a fixed few levels, and each level is read by its own function.
// - Strict: an unknown key, a missing key, a value of the wrong kind, an unknown name, a number out of range, a time
//   that decreases or a window id with no window is an error; nothing is ignored, clamped or defaulted except the
//   documented optional keys.
// - The format name and version are checked before anything else, so a newer recording is refused for its version
//   rather than for a key this reader does not know.
// - Every error carries the path of the offending value and the line where that value starts (for a missing key:
//   the object that lacks it).
import Foundation
import ResponderKit
import ResponderKitJSON

/// The state of one read: the document and the windows read so far.
struct RecordingReader {
    let document: JSONDocument
    /// The ids of the windows read so far, with the path of each.
    var windowIDs: [Int: RecordingPath] = [:]

    /// An object of the document, checked for unknown keys.
    struct Object {
        var node: JSONNodeID
        var path: RecordingPath
    }

    init(document: JSONDocument) {
        self.document = document
    }

    // MARK: The document

    mutating func read() throws(InputRecordingError) -> InputRecording {
        let root = document.root
        guard document.kind(of: root) == .object else {
            throw fail(
                .root, root,
                "expected a recording (an object with \"format\", \"version\", \"windows\" and "
                    + "\"entries\"), got \(document.kind(of: root))")
        }
        let top = Object(node: root, path: .root)
        let format = try required(top, "format", "a recording")
        guard let name = document.string(format) else {
            throw fail(.root.key("format"), format, "expected a string, got \(document.kind(of: format))")
        }
        guard name == InputRecording.formatName else { throw .unknownFormat(name, line: document.line(of: format)) }
        let versionNode = try required(top, "version", "a recording")
        let version = try integer(versionNode, .root.key("version"), 1...InputRecording.maximumInteger)
        guard version <= InputRecording.formatVersion else {
            throw .unsupportedVersion(version, line: document.line(of: versionNode))
        }
        _ = try object(root, .root, "a recording", keys: ["format", "version", "windows", "entries"])
        let windowsNode = try required(top, "windows", "a recording")
        var windows: [RecordedWindow] = []
        for (index, node) in try array(windowsNode, .root.key("windows"), "windows").enumerated() {
            windows.append(try window(node, .root.key("windows").index(index)))
        }
        let entriesNode = try required(top, "entries", "a recording")
        let entryNodes = try array(entriesNode, .root.key("entries"), "entries")
        var entries: [RecordedEntry] = []
        entries.reserveCapacity(entryNodes.count)
        var previous: (time: Double, index: Int)?
        for (index, node) in entryNodes.enumerated() {
            let path = RecordingPath.root.key("entries").index(index)
            let entry = try self.entry(node, path)
            if let previous, entry.time < previous.time {
                throw fail(
                    path.key("t"), document.value(forKey: "t", in: node) ?? node,
                    "time \(entry.time) is earlier than \(previous.time), the time of $.entries[\(previous.index)] "
                        + "(times never decrease)")
            }
            previous = (entry.time, index)
            entries.append(entry)
        }
        return InputRecording(windows: windows, entries: entries)
    }

    private mutating func window(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError)
        -> RecordedWindow
    {
        let window = try object(node, path, "a window", keys: ["id", "frame", "scale"])
        let idNode = try required(window, "id", "a window")
        let id = try integer(idNode, path.key("id"))
        if let other = windowIDs[id] {
            throw fail(path.key("id"), idNode, "duplicate window id \(id) (also at \(other.text))")
        }
        windowIDs[id] = path.key("id")
        let frameNode = try required(window, "frame", "a window")
        let frame = try numbers(frameNode, path.key("frame"), count: 4, "[x, y, width, height]")
        for slot in 2...3 where frame[slot] < 0 {
            throw fail(
                path.key("frame").index(slot), document.element(frameNode, at: slot) ?? frameNode,
                "the \(slot == 2 ? "width" : "height") must not be negative, got \(frame[slot])")
        }
        var scale = 1.0
        if let scaleNode = optional(window, "scale") {
            scale = try number(scaleNode, path.key("scale"))
            guard scale > 0 else { throw fail(path.key("scale"), scaleNode, "expected a scale above 0, got \(scale)") }
        }
        return RecordedWindow(
            id: id, frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), scale: scale)
    }

    /// A window id that names a window read before.
    func windowID(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> Int {
        let id = try integer(node, path)
        guard windowIDs[id] != nil else {
            let known = windowIDs.keys.sorted().map(String.init).joined(separator: ", ")
            throw fail(
                path, node,
                "no window has id \(id) (" + (known.isEmpty ? "$.windows is empty)" : "the ids are \(known))"))
        }
        return id
    }

    // MARK: Values

    /// The error for the value `node` at `path`.
    func fail(_ path: RecordingPath, _ node: JSONNodeID, _ message: String) -> InputRecordingError {
        .invalidValue(path: path.text, line: document.line(of: node), message: message)
    }

    /// `node` as an object whose keys are all in `keys`.
    func object(_ node: JSONNodeID, _ path: RecordingPath, _ what: String, keys: [String]) throws(InputRecordingError)
        -> Object
    {
        guard document.kind(of: node) == .object else {
            throw fail(path, node, "expected \(what) (an object), got \(document.kind(of: node))")
        }
        for position in 0..<document.count(of: node) {
            guard let (key, value) = document.member(node, at: position) else { continue }
            if !keys.contains(key) {
                let list = keys.map { JSONWriter.quoted($0) }.joined(separator: ", ")
                throw fail(path.key(key), value, "unknown key (\(what) has the keys \(list))")
            }
        }
        return Object(node: node, path: path)
    }

    /// The value of `key` in `object`; an error if it is missing.
    func required(_ object: Object, _ key: String, _ what: String) throws(InputRecordingError) -> JSONNodeID {
        guard let value = document.value(forKey: key, in: object.node) else {
            throw fail(object.path, object.node, "missing key \(JSONWriter.quoted(key)) of \(what)")
        }
        return value
    }

    /// The value of `key` in `object`, if present.
    func optional(_ object: Object, _ key: String) -> JSONNodeID? {
        document.value(forKey: key, in: object.node)
    }

    /// The elements of an array.
    func array(_ node: JSONNodeID, _ path: RecordingPath, _ what: String) throws(InputRecordingError) -> [JSONNodeID] {
        guard document.kind(of: node) == .array else {
            throw fail(path, node, "expected an array of \(what), got \(document.kind(of: node))")
        }
        return document.elements(of: node)
    }

    /// A number (always finite: JSON has no other).
    func number(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> Double {
        guard let value = document.number(node) else {
            throw fail(path, node, "expected a number, got \(document.kind(of: node))")
        }
        return value
    }

    /// A whole number in `range` (by default ±2^53, what a JSON number holds exactly).
    func integer(
        _ node: JSONNodeID, _ path: RecordingPath,
        _ range: ClosedRange<Int> = -InputRecording.maximumInteger...InputRecording.maximumInteger
    ) throws(InputRecordingError) -> Int {
        let value = try number(node, path)
        guard value == value.rounded(.towardZero), value >= Double(range.lowerBound), value <= Double(range.upperBound)
        else {
            let bounds = range.upperBound == InputRecording.maximumInteger ? "2^53" : "\(range.upperBound)"
            let low = range.lowerBound == -InputRecording.maximumInteger ? "-2^53" : "\(range.lowerBound)"
            throw fail(path, node, "expected a whole number from \(low) to \(bounds), got \(value)")
        }
        return Int(value)
    }

    /// `count` numbers in an array.
    func numbers(_ node: JSONNodeID, _ path: RecordingPath, count: Int, _ what: String) throws(InputRecordingError)
        -> [Double]
    {
        let elements = document.elements(of: node)
        guard document.kind(of: node) == .array, elements.count == count else {
            throw fail(path, node, "expected \(what), an array of \(count) numbers")
        }
        var result: [Double] = []
        for (index, element) in elements.enumerated() { result.append(try number(element, path.index(index))) }
        return result
    }

    /// A boolean.
    func bool(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> Bool {
        guard let value = document.bool(node) else {
            throw fail(path, node, "expected true or false, got \(document.kind(of: node))")
        }
        return value
    }

    /// A string.
    func string(_ node: JSONNodeID, _ path: RecordingPath) throws(InputRecordingError) -> String {
        guard let value = document.string(node) else {
            throw fail(path, node, "expected a string, got \(document.kind(of: node))")
        }
        return value
    }

    /// The value named by a string in `table`.
    func name<Value>(_ node: JSONNodeID, _ path: RecordingPath, _ table: [(String, Value)]) throws(InputRecordingError)
        -> Value
    {
        let list = RecordingVocabulary.list(table)
        guard let text = document.string(node) else {
            throw fail(path, node, "expected one of \(list) (a string), got \(document.kind(of: node))")
        }
        guard let value = RecordingVocabulary.value(named: text, in: table) else {
            throw fail(path, node, "expected one of \(list), got \(JSONWriter.quoted(text))")
        }
        return value
    }
}
