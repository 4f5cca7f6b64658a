// The command line of `responderkit port`.
//
// Invariants: a parsed command has at least one file and exactly one of `--output DIR` and `--in-place`;
// `-h`/`--help` anywhere wins; `--` ends the options (files may then start with `-`).

/// The parsed arguments of `responderkit port`.
struct PortOptions: Equatable {
    /// What parsing the arguments gave.
    enum Parsed: Equatable {
        case help
        case options(PortOptions)
        case failure(String)
    }

    var files: [String] = []
    /// `--output DIR`, or nil for `--in-place`.
    var outputDirectory: String?

    /// Parses the arguments after `port`.
    static func parse(_ arguments: [String]) -> Parsed {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        var options = PortOptions()
        var inPlace = false
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
                inPlace = true
            } else if argument == "--output" || argument.hasPrefix("--output=") {
                guard options.outputDirectory == nil else { return .failure("--output is given twice") }
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
        if options.files.isEmpty { return .failure("no files to port") }
        switch (inPlace, options.outputDirectory) {
        case (false, nil): return .failure("give --output DIR or --in-place")
        case (true, .some): return .failure("give either --output DIR or --in-place, not both")
        default: return .options(options)
        }
    }
}
