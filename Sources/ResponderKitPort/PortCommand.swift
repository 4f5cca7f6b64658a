// `responderkit port FILE… --output DIR`: reads the files, ports them as one module, prints the
// report and writes the results.
//
// Invariants:
// - Exit status: 0 when the files were ported (also when some things could not be rewritten: they are reported),
//   2 for usage errors and bad input. With status 2 nothing was written: every input is read and validated and
//   every destination checked before the first write, and the files are written to temporary files first and
//   only then renamed into place (a failed write removes the temporaries).
// - Errors go to `errors` as `file:line: error: …`; the report (changes, notes, things it could not rewrite) goes
//   to `output`, one `file:line: kind: …` per line, then a summary.

import Foundation

/// The `port` subcommand.
public enum PortCommand {
    /// The usage text printed by `responderkit port --help`.
    public static let usage = """
        usage: responderkit port FILE... --output DIR
               responderkit port --config UIKitPort.config [FILE...] --output DIR [--warnings]
                                 [--line-directives]

        Rewrites UIKit Swift sources so that they compile against ResponderKit. The files given together are
        one module: a selector in one file names the methods of another.

        It rewrites '#selector(m)' to 'Selector("objcName")' (the name Swift would generate), the
        selector-based NotificationCenter addObserver to the block-based one, 'NSSelectorFromString' to
        'Selector', 'import UIKit.UIGestureRecognizerSubclass' to 'import UIKit', and '#if os(iOS)' to
        '#if true'; it drops @objc, @objcMembers, @nonobjc, @IB… attributes and 'dynamic'; and it generates
        'invokeSelector(_:)' in each class whose methods selectors name. It reports what needs the
        Objective-C runtime and cannot be rewritten (swizzling, key-value coding and observing,
        NSClassFromString, selectors computed at run time, optional protocol requirements, methods with more
        than two parameters named by a selector). Porting its output again changes nothing.

        options:
          --output DIR    write each file to DIR under its own name (DIR is created if needed)
          --config FILE   also port the sources a UIKitPort.config names (see the plugin's documentation)
          --warnings      print only what it could not rewrite, as 'file:line: warning:' for a build log
          --line-directives
                          start each output with '#sourceLocation' and keep the inputs' line numbers, so
                          the compiler reports errors at the input's file and line
          -h, --help      print this help

        The ported files are copies for Linux: they no longer build for iOS. To build an app's own sources on
        Linux without copies, use the UIKitPort build-tool plugin, which runs this at build time.

        exit status: 0 ported (things it could not rewrite are reported), 2 usage error or bad input (nothing
        is written). See docs/compatibility.md.

        """

    /// Runs `responderkit port ARGUMENTS` (the arguments after `port`) and returns the exit status.
    public static func run(
        _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        var options: PortOptions
        switch PortOptions.parse(arguments) {
        case .help:
            output.write(usage)
            return 0
        case .failure(let message):
            errors.write("responderkit port: \(message)\n")
            errors.write("run 'responderkit port --help' for usage\n")
            return 2
        case .options(let parsed):
            options = parsed
        }
        if let configuration = options.configuration {
            switch PortConfiguration.sources(ofConfigurationAt: configuration) {
            case .success(let files): options.files += files
            case .failure(let failure):
                let problems = failure.problems.map {
                    PortDiagnostic(file: configuration, line: $0.line, kind: .error, text: $0.message)
                }
                return fail(problems, &errors)
            }
        }
        let files = PortFiles(options: options)
        var inputs: [PortInputFile] = []
        var problems: [PortDiagnostic] = []
        for path in options.files {
            do {
                inputs.append(PortInputFile(name: path, bytes: try files.read(path)))
            } catch {
                problems.append(error.message)
            }
        }
        problems += files.checkDestinations()
        guard problems.isEmpty else { return fail(problems, &errors) }
        let result: PortResult
        do {
            result = try Porter.port(inputs, lineDirectives: options.lineDirectives)
        } catch {
            return fail(error.errors, &errors)
        }
        if let problem = files.write(result.files) { return fail([problem], &errors) }
        if options.warningsOnly {
            // A build log shows compiler-style warnings: only what needs the developer's hand.
            for message in result.messages(.cannotRewrite) {
                output.write("\(message.file):\(message.line): warning: cannot rewrite: \(message.text)\n")
            }
            return 0
        }
        for message in result.messages { output.write(message.description + "\n") }
        output.write(summary(result, options))
        return 0
    }

    private static func fail(_ problems: [PortDiagnostic], _ errors: inout some TextOutputStream) -> Int32 {
        for problem in problems { errors.write(problem.description + "\n") }
        errors.write("responderkit port: nothing was written\n")
        return 2
    }

    private static func summary(_ result: PortResult, _ options: PortOptions) -> String {
        let changed = result.files.filter(\.isChanged).count
        let count = { (kind: PortDiagnostic.Kind) in result.messages(kind).count }
        let destination = "written to \(options.outputDirectory), \(changed) changed"
        return "ported \(result.files.count) file\(result.files.count == 1 ? "" : "s") (\(destination)): "
            + "\(count(.change)) changes, \(count(.note)) notes, \(count(.cannotRewrite)) things it could not "
            + "rewrite\n"
    }
}
