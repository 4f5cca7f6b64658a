// `responderkit replay`: run a random-driver script against a fresh scene and report the first broken invariant.
//
// Invariants:
// - Runs in-process and writes only to the streams it is given.
// - Exit status: 0 when every invariant held, 1 when one broke (printed on `output`), 2 for usage errors and
//   unreadable or malformed scripts (the message names the JSON path).
import Foundation

/// The `replay` subcommand.
@MainActor
package enum ReplayCommand {
    /// The usage text printed by `responderkit replay --help`.
    package static let usage = """
        usage: responderkit replay SCRIPT.json

        Runs a random-driver script (as printed by a failing RandomDriver test) against a fresh scene and
        checks the invariants after every step.

        exit status: 0 every invariant held, 1 an invariant broke (printed), 2 usage error or malformed script.

        """

    /// Runs `responderkit replay ARGUMENTS` and returns the exit status.
    package static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.write(usage)
            return 0
        }
        guard arguments.count == 1, let path = arguments.first else {
            errors.write("responderkit replay: expected exactly one script file\n")
            errors.write("run 'responderkit replay --help' for usage\n")
            return 2
        }
        let script: DriverScript
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw DriverScriptError(path: "", message: "cannot read the file")
            }
            script = try DriverScript(bytes: data)
        } catch {
            errors.write("responderkit replay: \(path): \(error)\n")
            return 2
        }
        let outcome = ScriptRunner().run(script)
        if let violation = outcome.violation {
            output.write("\(violation)\n")
            if violation.step < script.steps.count {
                output.write("step \(violation.step): \(DriverScript.json(script.steps[violation.step]))\n")
            }
            return 1
        }
        output.write("ok: \(script.steps.count) steps, every invariant held\n")
        return 0
    }
}
