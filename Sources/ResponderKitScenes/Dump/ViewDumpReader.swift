// Reads the text of a `recursiveDescription` dump into view entries.
//
// Invariants:
// - A dump printed by Swift's `po` as `Optional("…")` is unwrapped first: the console's own line breaks inside the
//   quotes are dropped and the escapes (`\n`, `\"`, `\'`, `\\`, `\t`, `\u{…}`) decoded; line numbers then count
//   the unwrapped lines.
// - A view line is any number of spaces and `|` (its depth is the number of `|`) followed by `<`. A line that
//   follows an entry whose `<` is still open continues it (a line wrapped by the console) and is joined to it as
//   printed.
// - Blank lines and the debugger's `(lldb)` prompt lines are skipped; any other line that is neither a view line
//   nor a continuation is a problem, reported with its line number, and reading goes on.
// - Linear in the size of the dump; no recursion.
import Foundation

/// Reads `recursiveDescription` dumps.
enum ViewDumpReader {
    /// The entries of `text` in order, and the lines that could not be understood.
    static func read(_ text: String) -> (entries: [ViewDumpEntry], problems: [ViewDumpProblem]) {
        var entries: [ViewDumpEntry] = []
        var problems: [ViewDumpProblem] = []
        var pending: (line: Int, depth: Int, text: String)?
        for (offset, rawLine) in unwrapped(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let physical = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if let open = pending {
                let joined = open.text + physical
                if isClosed(joined) {
                    finish(line: open.line, depth: open.depth, text: joined, into: &entries, problems: &problems)
                    pending = nil
                } else {
                    pending = (open.line, open.depth, joined)
                }
                continue
            }
            let trimmed = physical.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("(lldb)") { continue }
            guard let (depth, body) = viewLine(physical) else {
                problems.append(ViewDumpProblem(line: line, message: "not a view line: \(excerpt(trimmed))"))
                continue
            }
            if isClosed(body) {
                finish(line: line, depth: depth, text: body, into: &entries, problems: &problems)
            } else {
                pending = (line, depth, body)
            }
        }
        if let open = pending {
            problems.append(ViewDumpProblem(line: open.line, message: "the view's '<' is never closed"))
        }
        return (entries, problems)
    }

    /// The depth and the text from the `<` on, when `line` is a view line.
    private static func viewLine(_ line: Substring) -> (Int, String)? {
        var depth = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "|" || line[index] == "\t" {
            if line[index] == "|" { depth += 1 }
            index = line.index(after: index)
        }
        guard index < line.endIndex, line[index] == "<" else { return nil }
        return (depth, String(line[index...]))
    }

    private static func isClosed(_ text: String) -> Bool {
        ViewDumpScanner(Substring(text)).closingIndex(from: 0) != nil
    }

    /// Parses one complete entry text (`<Class: 0x…; key = value; …>`).
    private static func finish(
        line: Int, depth: Int, text: String, into entries: inout [ViewDumpEntry], problems: inout [ViewDumpProblem]
    ) {
        let scanner = ViewDumpScanner(Substring(text))
        guard let close = scanner.closingIndex(from: 0) else { return }
        let parts = scanner.parts(from: 1, to: close)
        guard let head = parts.first, let colon = head.range(of: ": 0x", options: .backwards) else {
            problems.append(ViewDumpProblem(line: line, message: "no 'ClassName: 0xADDRESS' in \(excerpt(text))"))
            return
        }
        let className = String(head[..<colon.lowerBound])
        let address = String(head[head.index(colon.lowerBound, offsetBy: 2)...])
        guard !className.isEmpty, address.count > 2, address.dropFirst(2).allSatisfy(\.isHexDigit) else {
            problems.append(ViewDumpProblem(line: line, message: "no 'ClassName: 0xADDRESS' in \(excerpt(text))"))
            return
        }
        let attributes = parts.dropFirst().map(attribute)
        entries.append(
            ViewDumpEntry(line: line, depth: depth, className: className, address: address, attributes: attributes))
    }

    /// `key = value` or `key: value` (scroll views print `contentOffset: {0, 0}`); a bare word has an empty value.
    private static func attribute(_ part: String) -> (key: String, value: String) {
        let equals = part.range(of: " = ")
        let colon = part.range(of: ": ")
        let separator: Range<String.Index>?
        switch (equals, colon) {
        case (let e?, let c?): separator = e.lowerBound < c.lowerBound ? e : c
        case (let e, let c): separator = e ?? c
        }
        guard let separator else { return (part, "") }
        return (
            String(part[..<separator.lowerBound]).trimmingCharacters(in: .whitespaces),
            String(part[separator.upperBound...]).trimmingCharacters(in: .whitespaces)
        )
    }

    /// At most 60 characters of `text`, for messages.
    static func excerpt(_ text: String) -> String {
        let short = text.count <= 60 ? Substring(text) : text.prefix(57)
        // Control characters and undecodable bytes (binary garbage) are shown escaped, never sent to a terminal.
        var shown = ""
        for scalar in short.unicodeScalars {
            let printable =
                scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\u{FFFD}"
                && !(0x80...0x9F).contains(scalar.value)
            shown += printable ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
        return text.count <= 60 ? "'\(shown)'" : "'\(shown)...'"
    }

    /// `text` with a Swift `Optional("…")` wrapper removed and its escapes decoded; other text as it is.
    static func unwrapped(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("Optional(\""), trimmed.hasSuffix("\")") else { return text }
        let inner = trimmed.dropFirst("Optional(\"".count).dropLast(2).filter { $0 != "\n" && $0 != "\r" }
        return unescaped(Substring(inner))
    }

    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let next = iterator.next(), next != "}" {
                    if next != "{" { hex.append(next) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escaped)
            }
        }
        return result
    }
}
