// `responderkit explain`: load a scene, explain each point (a tap there), print the report.
//
// Invariants:
// - Runs in-process and writes only to the streams it is given, so tests call it exactly as the executable does.
// - Exit status: 0 when every point was explained (whatever was hit) and, with `--expect`, reached the expected
//   view; 1 when one did not, or when a valid scene cannot be explained (not enough stack for its depth); 2 for
//   usage errors, bad or unreadable input, and a view dump with unreadable lines unless `--allow-unparsed` (the
//   report of what could be read is still printed, so a CI guard never passes on a half-read dump).
// - Nothing is printed to `output` unless every point was explained: a failure leaves only a message on `errors`.
import Foundation
import ResponderKit
import ResponderKitJSON

/// The `explain` subcommand.
@MainActor
public enum ExplainCommand {
    /// The usage text printed by `responderkit explain --help`.
    public static let usage = """
        usage: responderkit explain SCENE.json|DUMP.txt --at X,Y [--at X,Y ...] [--expect ID] [--json]
                                    [--window ID] [--pass-through ID] [--hit-outset ID=N] [--short-ids]
                                    [--allow-unparsed] [--max-visits N] [--svg FILE]
                                    [--html FILE]

        Loads a scene, taps each point (a finger down and up in place, then 1 s of virtual time) and prints
        the hit-test walk (every view visited, entered or rejected and why), the hit view, the responder
        chain from it to the application, why views that contain the point on screen did not get it, and
        what the tap did: the gesture recognizers that saw it and how each ended, the control events sent,
        and the touch methods called on the hit view.

        A scene laid out by Auto Layout (constraints, visual formats, stack views) is laid out before the
        first tap; the report then starts with the solved frames and what Auto Layout found: a required
        constraint it had to break (an unsatisfiable layout) and views whose layout is ambiguous.

        The input is a JSON scene or a UIKit view dump, told apart by content: paste what the debugger
        prints for `expr -l objc -O -- [[UIApplication sharedApplication].keyWindow recursiveDescription]`
        or `po view.value(forKey: "recursiveDescription")!` into a file. A dump's views are named
        ClassName:0xADDRESS; lines that cannot be read are reported with their line numbers.

        options:
          --at X,Y          a point in window coordinates (repeatable; at least one)
          --expect ID       say whether view ID gets the touch at each point and, if not, the first
                            reason; exit 1 when any point misses it
          --window ID       the window (a root view id) the points are in; default: the first window
          --pass-through ID treat view ID as passing touches through (its hitTest returns nil for itself;
                            repeatable), an override a dump cannot show
          --hit-outset ID=N treat view ID's point(inside:with:) as enlarged by N points on every side
                            (negative shrinks; repeatable)
          --short-ids       name dump views by what is unique: UIButton, or UIButton:3f0 (both forms are
                            accepted by the options)
          --allow-unparsed  accept a dump with lines that could not be read (otherwise exit 2)
          --svg FILE        draw the window's views, the points, the hit views (green), the views passed
                            over (grey) and the responder chains (blue) as an SVG picture
          --html FILE       the same picture in one self-contained HTML page: hover a view to see why it
                            was passed over; the text report is included
          --json            print {"results": [{"point", "window", "hit", "chain", "visits", "why",
                            "recognizers", "controlEvents", "delivered", "expect", ...}],
                            "layout": {"frames", "findings"}} (layout only for Auto Layout scenes)
          --max-visits N    print at most N hit-test steps per point, keeping the start and the end
                            (default \(ExplainOptions.defaultMaxVisits); 0 prints them all)
          -h, --help        print this help

        exit status: 0 explained (and with --expect, every point reaches the view); 1 with --expect, a point
        misses the view, or the scene is too deep for the available stack; 2 usage or input error, or a dump
        with unreadable lines (without --allow-unparsed; the report is still printed).
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
        let input: ExplainInput
        do {
            input = try ExplainInput.load(atPath: options.scenePath)
        } catch {
            errors.write(prefix + "\(error)\n")
            return 2
        }
        input.writeProblems(path: options.scenePath, notes: true, to: &errors)
        let scene: Scene
        let expected: Int?
        let windowIndex: Int
        do {
            let applied = try input.applying(options)
            (scene, expected) = (applied.scene, applied.expected)
            windowIndex = try window(applied.windowID, in: scene)
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
        let session = ExplainSession(scene: scene)
        do {
            for point in options.points {
                results.append(
                    try session.explain(
                        point, windowIndex: windowIndex, maxSteps: options.maxVisits, expecting: expected))
            }
        } catch {
            errors.write(prefix + "\(error)\n")
            return 1
        }
        do {
            try ExplainPictureFiles.write(options, session: session, results: results, windowIndex: windowIndex)
        } catch {
            errors.write("responderkit explain: \(error.message)\n")
            return 2
        }
        if options.json {
            ExplainReport.writeJSON(results, scene: scene, layout: session.built.layout, to: &output)
        } else {
            ExplainReport.writeText(results, scene: scene, layout: session.built.layout, to: &output)
        }
        if !input.problems.isEmpty && !options.allowUnparsed {
            errors.write(
                prefix + "\(input.problems.count) line(s) of the dump could not be read; the report uses the rest "
                    + "(--allow-unparsed accepts that)\n")
            return 2
        }
        return results.contains { $0.expectation?.reached == false } ? 1 : 0
    }

    /// Reads and validates a JSON scene file or a view dump (by content). Unreadable files, files over the size
    /// limit, invalid JSON scenes and dumps without a single view line throw; a dump's unreadable lines do not (see
    /// ``ExplainInput``).
    public static func loadScene(atPath path: String) throws(SceneError) -> Scene {
        try ExplainInput.load(atPath: path).scene
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
