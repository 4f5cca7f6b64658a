// The command line of `responderkit port`.
//
// Invariants: a parsed command has at least one file or a `--config FILE`, and one `--output DIR`; `-h`/`--help` anywhere wins; `--`
// ends the options (files may then start with `-`). `--in-place` is refused: a file rewritten in place no longer
// builds for iOS against Apple's UIKit, and the UIKitPort plugin ports at build time without touching the sources.

/// The parsed arguments of `responderkit port`.
struct PortOptions: Equatable {
    /// What parsing the arguments gave.
    enum Parsed: Equatable {
        case help
        case options(PortOptions)
        case failure(String)
    }

    var files: [String] = []
    /// `--output DIR`.
    var outputDirectory = ""
    /// `--config FILE`: a `UIKitPort.config` whose sources are ported after `files`.
    var configuration: String?
    /// `--warnings`: print only what could not be rewritten, as compiler warnings (the plugin's build log).
    var warningsOnly = false
    /// `--line-directives`: number the outputs' lines as the inputs' (`#sourceLocation`), for a build.
    var lineDirectives = false

    /// Parses the arguments after `port`.
    static func parse(_ arguments: [String]) -> Parsed {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        var options = PortOptions()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.files.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--in-place" {
                return .failure(
                    "--in-place was removed: a file ported in place no longer builds for iOS; port at build time "
                        + "with the UIKitPort plugin (docs/compatibility.md), or write copies with --output DIR")
            } else if argument == "--warnings" {
                options.warningsOnly = true
            } else if argument == "--line-directives" {
                options.lineDirectives = true
            } else if argument == "--config" {
                guard options.configuration == nil else { return .failure("--config is given twice") }
                guard index < arguments.count, !arguments[index].isEmpty else {
                    return .failure("--config needs a file")
                }
                options.configuration = arguments[index]
                index += 1
            } else if argument == "--output" || argument.hasPrefix("--output=") {
                guard options.outputDirectory.isEmpty else { return .failure("--output is given twice") }
                var directory = String(argument.dropFirst("--output=".count))
                if argument == "--output" {
                    guard index < arguments.count else { return .failure("--output needs a directory") }
                    directory = arguments[index]
                    index += 1
                }
                guard !directory.isEmpty else { return .failure("--output needs a directory") }
                options.outputDirectory = directory
            } else {
                return .failure("unknown option \(argument)")
            }
        }
        if options.files.isEmpty, options.configuration == nil { return .failure("no files to port") }
        if options.outputDirectory.isEmpty { return .failure("give --output DIR") }
        return .options(options)
    }
}
