// The `responderkit` executable: dispatch of subcommands, help, and the process's standard streams.
//
// Invariants:
// - `run` is the whole tool minus the process: it reads nothing global and writes only to the given streams, so
//   tests run it in-process. `main` adds the process concerns (arguments, stack limit, standard streams).
// - Exit status: 0 success (and help), 2 usage errors, otherwise what the subcommand returns.
import Foundation
import ResponderKitFuzzing
import ResponderKitJSON
import ResponderKitPort
import ResponderKitScenes

/// The `responderkit` command-line tool.
@MainActor
public enum CommandLineTool {
    /// The usage text printed by `responderkit --help`.
    public static let usage = """
        usage: responderkit <command> [arguments]

        commands:
          explain SCENE.json --at X,Y [--at X,Y ...] [--json] [--window ID] [--max-visits N]
                  tap each point and print the hit-test walk, the hit view, the responder chain,
                  why other views did not get it, and the recognizers, control events and touch
                  methods of the tap

          audit SCENE.json [--json] [--types TYPE,TYPE...]
                  audit each window for accessibility problems (VoiceOver cannot reach a control, a tap
                  at an element does not reach it and why, hit region under 44 x 44 pt, missing label,
                  an adjustable that does not adjust, a responder chain that misses the application);
                  one line per issue (exit 0 none, 1 issues found, 2 bad input)

          replay SCRIPT.json
                  run a random-driver script against a fresh scene and check its invariants
                  (exit 0 all hold, 1 a violation, printed; 2 a malformed script, with its JSON path)

          port FILE... --output DIR
                  rewrite UIKit Swift sources (one module) so that they compile against ResponderKit:
                  #selector, @objc, @IB..., NotificationCenter selectors, generated selector dispatch;
                  prints each change and what it could not rewrite (exit 0; 2 bad input, nothing written)

        Run 'responderkit explain/audit/port --help' for details; Examples/README.md
        describes the scene format, docs/compatibility.md the port.

        """

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        guard let command = arguments.first else {
            errors.write(usage)
            return 2
        }
        switch command {
        case "--help", "-h", "help":
            output.write(usage)
            return 0
        case "explain":
            return ExplainCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
        case "audit":
            return AuditCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
        case "replay":
            return ReplayCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
        case "port":
            return PortCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
        default:
            errors.write("responderkit: unknown command \(JSONWriter.quoted(command))\n")
            errors.write("run 'responderkit --help' for usage\n")
            return 2
        }
    }

    /// Runs the tool as a process: raises the stack limit for deep scenes, runs with `CommandLine.arguments` on the
    /// standard streams, and returns the exit status for `exit(_:)`.
    public static func main() -> Int32 {
        ExplainStackBudget.raiseProcessLimit()
        var output = FileHandleOutputStream(.standardOutput)
        var errors = FileHandleOutputStream(.standardError)
        let status = run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors)
        output.flush()
        errors.flush()
        return status
    }
}
