// The configuration file of the UIKitPort build-tool plugin, `UIKitPort.config`: which of an iOS app's source
// folders a Linux target compiles, ported at build time.
//
//     # The app's sources, relative to this file.
//     sources ../../PhotoApp
//     exclude ../../PhotoApp/Previews
//
// Invariants:
// - One directive per line (a line ends at any line break, `Character.isNewline`): `sources PATH` (a folder,
//   searched for `.swift` files at any depth, or one `.swift` file) or `exclude PATH` (a folder or file those
//   searches skip). The path is the rest of the line without its surrounding blanks, so it may hold spaces. Blank
//   lines and lines starting with `#` are ignored.
// - A parsed configuration has at least one `sources` line; every error names its line (from 1), and a
//   configuration with an error has no directives.
// - Pure: standard library only, no file system. The plugin compiles this very file (a symbolic link in
//   Plugins/UIKitPort), because a plugin cannot depend on a library; the fuzz target checks the same code.

/// The parsed `UIKitPort.config` of a target.
public struct PortConfiguration: Equatable, Sendable {
    /// The name the plugin looks for among a target's files.
    public static let fileName = "UIKitPort.config"

    /// What a line asks for.
    public enum Kind: String, Equatable, Sendable {
        /// A folder or file to compile.
        case sources
        /// A folder or file to leave out.
        case exclude
    }

    /// One directive and the line it is on.
    public struct Directive: Equatable, Sendable {
        /// What it asks for.
        public var kind: Kind
        /// The path as written, relative to the configuration file unless it starts with `/`.
        public var path: String
        /// The line, from 1.
        public var line: Int
    }

    /// A line that is not a directive, and why.
    public struct Problem: Equatable, Sendable {
        /// The line, from 1.
        public var line: Int
        /// What is wrong.
        public var message: String
    }

    /// The directives, in file order.
    public var directives: [Directive]

    /// Parses the text of a configuration file.
    ///
    /// - Throws: the problems, each with its line, when any line is not a directive or there is no `sources`.
    public static func parse(_ text: String) throws(Failure) -> PortConfiguration {
        var directives: [Directive] = []
        var problems: [Problem] = []
        var number = 0
        // Every line break Swift knows ends a line ("\r\n" is one Character), so no path holds one.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let line = trimmed(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let word = line.prefix { !isBlank($0) }
            let path = trimmed(line.dropFirst(word.count))
            guard let kind = Kind(rawValue: String(word)) else {
                problems.append(
                    Problem(
                        line: number, message: "unknown directive '\(word)': a line is 'sources PATH' or 'exclude PATH'"
                    ))
                continue
            }
            guard !path.isEmpty else {
                problems.append(Problem(line: number, message: "'\(word)' needs a path"))
                continue
            }
            directives.append(Directive(kind: kind, path: String(path), line: number))
        }
        if problems.isEmpty, !directives.contains(where: { $0.kind == .sources }) {
            problems.append(
                Problem(line: max(number, 1), message: "no 'sources PATH' line: name the app's source folders"))
        }
        guard problems.isEmpty else { throw Failure(problems: problems) }
        return PortConfiguration(directives: directives)
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private static func trimmed(_ text: Substring) -> Substring {
        var result = text.drop(while: isBlank)
        while let last = result.last, isBlank(last) { result = result.dropLast() }
        return result
    }

    /// The problems of a configuration that does not parse, in line order.
    public struct Failure: Error, Equatable, Sendable {
        /// One per bad line.
        public var problems: [Problem]
    }
}
