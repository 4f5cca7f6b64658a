// `responderkit audit`: load a scene, run the accessibility audit on each window, print one line per issue.
//
// Invariants:
// - Runs in-process and writes only to the streams it is given, so tests call it exactly as the executable does.
// - Exit status: 0 no issue, 1 issues found (or a scene too deep for the stack), 2 usage errors and bad or
//   unreadable scene files (with the JSON path or line of the problem).
// - Windows are audited in document order, each on the scene's own application (never `UIApplication.shared`),
//   after the scene's first layout; Auto Layout's findings (type `layout`, see `SceneLayoutReport`) follow the
//   accessibility issues, in the report's order.
import Foundation
import ResponderKit
import ResponderKitJSON

/// The `audit` subcommand.
@MainActor
public enum AuditCommand {
    /// The usage text printed by `responderkit audit --help`.
    public static let usage = """
        usage: responderkit audit SCENE.json|DUMP.txt [--json] [--types TYPE,TYPE...]

        Loads a scene and audits each window for accessibility problems, as XCTest's
        performAccessibilityAudit does and beyond: an interactive view VoiceOver cannot reach, a tap at an
        element's activation point that does not reach it (and why, as 'explain' says), a hit region under
        44 x 44 pt, a missing or redundant label, a tappable element without an activation trait, an
        adjustable element that does not adjust, a responder chain that does not reach the application, and
        what Auto Layout found when it laid the scene out: a required constraint it had to break (an
        unsatisfiable layout) and a view whose constraints leave its frame ambiguous.
        Prints one line per issue: "<view id>: <reason> [<type>]". The input is a JSON scene or a UIKit view
        dump, as for 'explain' (a dump has no accessibility keys, so UIKit's defaults apply; a dump with
        lines that cannot be read is refused, exit 2).

        options:
          --types LIST      audit only these types, comma-separated: \(typeNames)
                            (default: all)
          --json            print {"issues": [{"window", "id", "type", "reason", "hitTestReason", "relatedView",
                            "layoutFinding"}]}
          -h, --help        print this help

        The action check steps each adjustable element up and back (app code runs, as VoiceOver's would).
        exit status: 0 no issue, 1 issues found, 2 usage or scene error.
        The scene format is described in Examples/README.md.

        """

    private static let typeNames =
        (AccessibilityAudit.AuditType.named.map(\.name) + [AuditOptions.layoutTypeName, "all"]).joined(separator: ", ")

    /// Runs `responderkit audit ARGUMENTS` (the arguments after `audit`) and returns the exit status.
    public static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        let options: AuditOptions
        do {
            switch try AuditOptions.parse(arguments) {
            case .help:
                output.write(usage)
                return 0
            case .run(let parsed):
                options = parsed
            }
        } catch {
            errors.write("responderkit audit: \(error.message)\n")
            errors.write("run 'responderkit audit --help' for usage\n")
            return 2
        }
        let prefix = "responderkit audit: \(options.scenePath): "
        let scene: Scene
        do {
            // A JSON scene or a UIKit view dump, as explain reads them; a dump must be read whole to be audited.
            let input = try ExplainInput.load(atPath: options.scenePath)
            input.writeProblems(path: options.scenePath, notes: false, to: &errors)
            guard input.problems.isEmpty else {
                errors.write(prefix + "\(input.problems.count) line(s) of the dump could not be read\n")
                return 2
            }
            scene = input.scene
        } catch {
            errors.write(prefix + "\(error)\n")
            return 2
        }
        // Hit-testing recurses once per level, as explain's does.
        let needed = ExplainStackBudget.bytesNeeded(deepestLevel: scene.deepestLevel)
        if let available = ExplainStackBudget.remainingBytes(), available < needed {
            errors.write(prefix + "the scene nests \(scene.deepestLevel + 1) levels of views, too deep to audit\n")
            return 1
        }
        let built = SceneBuilder.build(scene)
        let name: (UIResponder) -> String = { responder in
            if let controller = built.controller(responder) { return controller.name }
            return TraceRecorder.name(of: responder)
        }
        var found: [(window: String, issue: AccessibilityAudit.Issue)] = []
        for window in built.windows {
            let windowID = window.accessibilityIdentifier ?? ""
            for issue in AccessibilityAudit.run(window: window, types: options.types, naming: name) {
                found.append((windowID, issue))
            }
        }
        let layoutIssues = options.layout ? layoutIssues(built) : []
        if options.json {
            output.write("{\"issues\": [")
            for (offset, entry) in found.enumerated() {
                output.write(offset == 0 ? "\n  " : ",\n  ")
                let issue = entry.issue
                output.write("{\"window\": \(JSONWriter.quoted(entry.window))")
                output.write(", \"id\": \(JSONWriter.quoted(name(issue.element)))")
                output.write(", \"type\": \(JSONWriter.quoted(issue.typeName))")
                output.write(", \"reason\": \(JSONWriter.quoted(issue.reason))")
                output.write(
                    ", \"hitTestReason\": \(issue.hitTestReason.map { JSONWriter.quoted(caseName($0)) } ?? "null")")
                let related = issue.hitTestReason?.relatedView.map { JSONWriter.quoted(name($0)) } ?? "null"
                output.write(", \"relatedView\": \(related), \"layoutFinding\": null}")
            }
            for (offset, issue) in layoutIssues.enumerated() {
                output.write(offset == 0 && found.isEmpty ? "\n  " : ",\n  ")
                output.write("{\"window\": \(JSONWriter.quoted(issue.window)), \"id\": \(JSONWriter.quoted(issue.id))")
                output.write(
                    ", \"type\": \"\(AuditOptions.layoutTypeName)\", \"reason\": \(JSONWriter.quoted(issue.reason))")
                output.write(", \"hitTestReason\": null, \"relatedView\": null")
                output.write(", \"layoutFinding\": \(JSONWriter.quoted(issue.kind.rawValue))}")
            }
            output.write(found.isEmpty && layoutIssues.isEmpty ? "]}\n" : "\n]}\n")
        } else {
            for entry in found {
                output.write(entry.issue.description(naming: name) + "\n")
            }
            for issue in layoutIssues {
                output.write("\(issue.id): \(issue.reason) [\(AuditOptions.layoutTypeName)]\n")
            }
            if found.isEmpty && layoutIssues.isEmpty {
                let names = options.types.names + (options.layout ? [AuditOptions.layoutTypeName] : [])
                output.write("no accessibility issues (\(names.joined(separator: ", ")))\n")
            }
        }
        return found.isEmpty && layoutIssues.isEmpty ? 0 : 1
    }

    /// One layout finding as an audit issue: the view it is about (or the constraint's path), and the reason.
    struct LayoutIssue {
        var window: String
        var id: String
        var kind: SceneLayoutFinding.Kind
        var reason: String
    }

    /// The built scene's layout findings as issues, in the report's order.
    static func layoutIssues(_ built: BuiltScene) -> [LayoutIssue] {
        let scene = built.scene
        return built.layout.findings.map { finding in
            let window = finding.view.map { scene.views[scene.rootIndex(of: $0)].id } ?? scene.views[scene.roots[0]].id
            let id = finding.view.map { scene.views[$0].id } ?? finding.path ?? "scene"
            var reason = finding.reason
            switch finding.kind {
            case .unsatisfiable:
                let constraint = finding.constraint ?? "a constraint"
                reason = "unsatisfiable layout: \(constraint)" + (finding.path.map { " (\($0))" } ?? "") + ": \(reason)"
            case .ambiguous:
                reason = "ambiguous layout: \(reason)"
            case .refusedFormat:
                reason = "refused visual format: \(reason)"
            }
            return LayoutIssue(window: window, id: id, kind: finding.kind, reason: reason)
        }
    }

    /// The name of a hit-test reason's case, as JSON gives it.
    static func caseName(_ reason: HitTestMissReason) -> String {
        switch reason {
        case .ancestorHidden: return "ancestorHidden"
        case .ancestorTransparent: return "ancestorTransparent"
        case .ancestorInteractionDisabled: return "ancestorInteractionDisabled"
        case .outsideAncestor: return "outsideAncestor"
        case .hidden: return "hidden"
        case .transparent: return "transparent"
        case .interactionDisabled: return "interactionDisabled"
        case .outsideHitArea: return "outsideHitArea"
        case .covered: return "covered"
        case .notReturned: return "notReturned"
        case .notAtPoint: return "notAtPoint"
        case .notInWindow: return "notInWindow"
        }
    }
}
