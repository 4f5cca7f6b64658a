// libFuzzer target `portconfig`: `PortConfiguration.parse` on arbitrary text, as the UIKitPort plugin and
// `responderkit port --config` read a `UIKitPort.config`.
//
// Besides "never traps" (and never hangs), the target checks:
// - a parsed configuration has a `sources` directive; directives are on increasing lines that exist in the
//   text, their paths are not empty and have no blanks around them or line breaks in them;
// - a refused one names problems on lines of the text, in non-decreasing order, each with a message;
// - written back one directive per line, a configuration parses to the same kinds and paths (the round trip).
import ResponderKitPort

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    do {
        let configuration = try PortConfiguration.parse(text)
        let directives = configuration.directives
        require(directives.contains { $0.kind == .sources }, "parsed without a sources line")
        var previous = 0
        for directive in directives {
            require(directive.line > previous && directive.line <= lineCount, "line \(directive.line) out of order")
            previous = directive.line
            let path = directive.path
            require(!path.isEmpty, "an empty path at line \(directive.line)")
            require(path.first != " " && path.first != "\t" && path.last != " " && path.last != "\t", "blanks kept")
            require(!path.contains { $0.isNewline }, "a line break in a path")
        }
        let written = directives.map { "\($0.kind.rawValue) \($0.path)" }.joined(separator: "\n")
        let again = try? PortConfiguration.parse(written)
        require(
            again?.directives.map { "\($0.kind) \($0.path)" } == directives.map { "\($0.kind) \($0.path)" },
            "the written configuration parses differently: \(written)")
    } catch {
        require(!error.problems.isEmpty, "refused without a problem")
        var previous = 0
        for problem in error.problems {
            require(problem.line >= max(previous, 1) && problem.line <= max(lineCount, 1), "line \(problem.line)")
            require(!problem.message.isEmpty, "a problem without a message")
            previous = problem.line
        }
    }
    return 0
}
