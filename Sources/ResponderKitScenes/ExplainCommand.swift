// `responderkit explain`: load a scene, explain each point (a tap there), print the report.
//
// Invariants:
// - Runs in-process and writes only to the streams it is given, so tests call it exactly as the executable does.
// - Exit status: 0 when every point was explained (whatever was hit), 2 for usage errors and bad or unreadable
//   scene files, 1 when a valid scene cannot be explained (not enough stack for its depth).
// - Nothing is printed to `output` unless every point was explained: a failure leaves only a message on `errors`.
import Foundation
import ResponderKit
import ResponderKitJSON

/// The `explain` subcommand.
@MainActor
public enum ExplainCommand {
    /// The usage text printed by `responderkit explain --help`.
    public static let usage = """
        usage: responderkit explain SCENE.json --at X,Y [--at X,Y ...] [--json] [--window ID] [--max-visits N]

        Loads a scene, taps each point (a finger down and up in place, then 1 s of virtual time) and prints
        the hit-test walk (every view visited, entered or rejected and why), the hit view, the responder
        chain from it to the application, why views that contain the point on screen did not get it, and
        what the tap did: the gesture recognizers that saw it and how each ended, the control events sent,
        and the touch methods called on the hit view.

        options:
          --at X,Y          a point in window coordinates (repeatable; at least one)
          --window ID       the window (a root view id) the points are in; default: the first window
          --json            print {"results": [{"point", "window", "hit", "chain", "visits", "why",
                            "recognizers", "controlEvents", "delivered", ...}]}
          --max-visits N    print at most N hit-test steps per point, keeping the start and the end
                            (default \(ExplainOptions.defaultMaxVisits); 0 prints them all)
          -h, --help        print this help

        exit status: 0 explained, 1 the scene is too deep for the available stack, 2 usage or scene error.
        The scene format is described in Examples/README.md.

        """

    /// Runs `responderkit explain ARGUMENTS` (the arguments after `explain`) and returns the exit status.
    public static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        let options: ExplainOptions
        do {
            switch try ExplainOptions.parse(arguments) {
            case .help:
                output.write(usage)
                return 0
            case .run(let parsed):
                options = parsed
            }
        } catch {
            errors.write("responderkit explain: \(error.message)\n")
            errors.write("run 'responderkit explain --help' for usage\n")
            return 2
        }
        let prefix = "responderkit explain: \(options.scenePath): "
        let scene: Scene
        do {
            scene = try loadScene(atPath: options.scenePath)
        } catch {
            errors.write(prefix + "\(error)\n")
            return 2
        }
        let windowIndex: Int
        do {
            windowIndex = try window(options.windowID, in: scene)
        } catch {
            errors.write("responderkit explain: \(error.message)\n")
            return 2
        }
        let needed = ExplainStackBudget.bytesNeeded(deepestLevel: scene.deepestLevel)
        if let available = ExplainStackBudget.remainingBytes(), available < needed {
            errors.write(
                prefix + "the scene nests \(scene.deepestLevel + 1) levels of views; hit-testing it needs about "
                    + "\(megabytes(needed)) of stack but this thread has \(megabytes(available)) left "
                    + "(raise the stack limit, for example with 'ulimit -s')\n")
            return 1
        }
        var results: [ExplainResult] = []
        do {
            let session = ExplainSession(scene: scene)
            for point in options.points {
                results.append(try session.explain(point, windowIndex: windowIndex, maxSteps: options.maxVisits))
            }
        } catch {
            errors.write(prefix + "\(error)\n")
            return 1
        }
        if options.json {
            ExplainReport.writeJSON(results, scene: scene, to: &output)
        } else {
            ExplainReport.writeText(results, scene: scene, to: &output)
        }
        return 0
    }

    /// Reads and validates a scene file. Unreadable files, files over the size limit and invalid scenes throw.
    public static func loadScene(atPath path: String) throws(SceneError) -> Scene {
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
                message: "the file is \(size.int64Value) bytes; scene files are limited to "
                    + "\(SceneLoader.maximumFileSize) bytes (64 MiB)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError(path: "", message: "cannot read the file: \(error.localizedDescription)")
        }
        return try SceneLoader.load(bytes: data)
    }

    /// The scene index of the window `id` names (a root), or of the first window when `id` is nil.
    static func window(_ id: String?, in scene: Scene) throws(ExplainUsageError) -> Int {
        guard let id else { return scene.roots[0] }
        let windows = scene.roots.prefix(10).map { JSONWriter.quoted(scene.views[$0].id) }.joined(separator: ", ")
        let list = scene.roots.count > 10 ? windows + ", …" : windows
        guard let index = scene.index(ofID: id) else {
            throw ExplainUsageError(message: "--window \(JSONWriter.quoted(id)): no such view (windows: \(list))")
        }
        guard scene.views[index].isRoot else {
            throw ExplainUsageError(
                message: "--window \(JSONWriter.quoted(id)): not a window; windows are the root views: \(list)")
        }
        return index
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
