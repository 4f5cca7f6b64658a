// The public entry point for reading UIKit's `recursiveDescription` dumps as scenes.
import Foundation

/// A `recursiveDescription` dump read as a scene, as `responderkit explain DUMP.txt` uses it.
///
/// Dumps come from the debugger: `expr -l objc -O -- [[UIApplication sharedApplication].keyWindow
/// recursiveDescription]`, or `po view.value(forKey: "recursiveDescription")!` in Swift (which may print it as
/// `Optional("…")`). Each root view becomes a window; every view's id is `ClassName:0xADDRESS`.
public struct ViewDump: Sendable {
    /// The scene, or nil when the dump holds no view.
    public var scene: Scene?
    /// The views as read, in dump order (the scene's `views` are in the same order).
    public var entries: [ViewDumpEntry]
    /// Lines that could not be understood or values that could not be read; the rest is still used.
    public var problems: [ViewDumpProblem]
    /// Remarks on what a dump cannot say exactly (a rotation that makes the bounds ambiguous).
    public var notes: [ViewDumpProblem]

    /// Reads a dump.
    public static func read(_ text: String) -> ViewDump {
        let (entries, readProblems) = ViewDumpReader.read(text)
        let (scene, problems, notes) = ViewDumpSceneMaker.scene(from: entries)
        let all = (readProblems + problems).sorted { $0.line < $1.line }
        return ViewDump(scene: scene, entries: entries, problems: all, notes: notes)
    }

    /// Whether `bytes` look like a dump rather than a JSON scene: the first character that is not white space
    /// is not `{`.
    public static func looksLikeDump<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
            return false
        }
        return first != UInt8(ascii: "{")
    }
}
