// What `responderkit explain` reads: a JSON scene or a UIKit view dump, told apart by content, then changed by the
// command line's overrides and short ids.
//
// Invariants:
// - The format is detected from the content, never the file name: a document whose first character that is not
//   white space (or a byte-order mark) is `{` is a JSON scene, anything else a view dump (`ViewDump`).
// - A JSON scene is all or nothing (a `SceneError` with its JSON path); a dump keeps what it could read and lists
//   the lines it could not (`problems`), so the caller decides whether that is acceptable.
// - Files over `SceneLoader.maximumFileSize` are refused before they are read, whatever their format.
// - Ids on the command line name views by their full id or, with `--short-ids`, their short id; both are accepted.
import Foundation
import ResponderKit
import ResponderKitJSON

/// A loaded `explain` input: the scene, and for a view dump what could not be read.
public struct ExplainInput: Sendable {
    /// The scene.
    public var scene: Scene
    /// Whether the input was a view dump rather than a JSON scene.
    public var isDump: Bool
    /// The dump's lines that could not be understood (always empty for a JSON scene).
    public var problems: [ViewDumpProblem]
    /// Remarks on geometry a dump cannot give exactly (a rotation that makes the bounds ambiguous).
    public var notes: [ViewDumpProblem]

    /// Creates an input from a scene already loaded.
    public init(scene: Scene, isDump: Bool, problems: [ViewDumpProblem], notes: [ViewDumpProblem]) {
        self.scene = scene
        self.isDump = isDump
        self.problems = problems
        self.notes = notes
    }

    /// Reads the file at `path` as a JSON scene or a view dump.
    public static func load(atPath path: String) throws(SceneError) -> ExplainInput {
        try read(bytes: try contents(atPath: path))
    }

    /// Reads `bytes` as a JSON scene or a view dump.
    public static func read(bytes: Data) throws(SceneError) -> ExplainInput {
        guard ViewDump.looksLikeDump(bytes) else {
            return ExplainInput(scene: try SceneLoader.load(bytes: bytes), isDump: false, problems: [], notes: [])
        }
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw SceneError(
                path: "", message: "line \(line): binary data (a NUL byte), neither a JSON scene nor a view dump")
        }
        // Invalid UTF-8 is repaired rather than refused: its lines are reported as unreadable.
        let dump = ViewDump.read(String(decoding: bytes, as: UTF8.self))
        guard let scene = dump.scene else {
            let first = dump.problems.first.map { "; first problem: \($0)" } ?? ""
            throw SceneError(
                path: "",
                message:
                    "neither a JSON scene nor a view dump: no view line (<ClassName: 0x…; frame = …>) found\(first)")
        }
        return ExplainInput(scene: scene, isDump: true, problems: dump.problems, notes: dump.notes)
    }

    /// The file's bytes; a missing file, a directory, an unreadable file or one over the size limit throws.
    static func contents(atPath path: String) throws(SceneError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(path: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(path: "", message: "is a directory, not a scene file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
            size.int64Value > Int64(SceneLoader.maximumFileSize)
        {
            throw SceneError(
                path: "",
                message: "the file is \(size.int64Value) bytes; scene files and dumps are limited to "
                    + "\(SceneLoader.maximumFileSize) bytes (64 MiB)")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError(path: "", message: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// The scene with `options`' overrides and ids applied, the index of the `--expect` view, and the `--window`
    /// id as the returned scene names it (a full id becomes the short one with `--short-ids`; an id that names no
    /// view is returned as given, for the caller's "no such view" message).
    public func applying(
        _ options: ExplainOptions
    ) throws(ExplainUsageError) -> (scene: Scene, expected: Int?, windowID: String?) {
        let short = options.shortIDs ? scene.shortIDs() : nil
        var shortIndex: [String: Int] = [:]
        for (index, id) in (short ?? []).enumerated() { shortIndex[id] = index }
        let find = { (id: String) in scene.index(ofID: id) ?? shortIndex[id] }
        func resolve(_ id: String, option: String) throws(ExplainUsageError) -> Int {
            if let index = find(id) { return index }
            let sample = scene.views.prefix(5).enumerated().map {
                JSONWriter.quoted(short?[$0.offset] ?? $0.element.id)
            }
            throw ExplainUsageError(
                message: "\(option) \(JSONWriter.quoted(id)): no such view (ids look like "
                    + sample.joined(separator: ", ") + (scene.views.count > 5 ? ", …)" : ")"))
        }
        var passThrough: Set<Int> = []
        for id in options.passThrough { passThrough.insert(try resolve(id, option: "--pass-through")) }
        var outsets: [Int: Double] = [:]
        for (id, outset) in options.hitOutsets { outsets[try resolve(id, option: "--hit-outset")] = outset }
        let expected = try options.expectID.map { (id) throws(ExplainUsageError) in try resolve(id, option: "--expect")
        }
        var result = scene.overriding(passThrough: passThrough, hitOutsets: outsets)
        if let short { result = result.renamed(to: short) }
        let windowID = options.windowID.map { id in find(id).map { result.views[$0].id } ?? id }
        return (result, expected, windowID)
    }

    /// Writes each unreadable line of a dump as `PATH:LINE: could not be read: …`, and with `notes` each remark on
    /// ambiguous geometry, to `errors`.
    public func writeProblems(path: String, notes: Bool, to errors: inout some TextOutputStream) {
        for problem in problems { errors.write("\(path):\(problem.line): could not be read: \(problem.message)\n") }
        guard notes else { return }
        for note in self.notes { errors.write("\(path):\(note.line): note: \(note.message)\n") }
    }
}
