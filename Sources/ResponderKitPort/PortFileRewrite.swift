// The edits and messages the rewriters collect for one file, and the result of applying them.
//
// Invariants:
// - Bytes outside the edited ranges are copied unchanged, in order.
// - Edits are applied in offset order; an edit that overlaps one already kept is dropped with its message (the
//   rewriters claim tokens so this does not happen, but a dropped edit can never corrupt the output). An insertion
//   that falls inside a replaced range is moved to its end (a member inserted after a dropped attribute).
// - Insertions at the same offset keep the order they were added in.
// - A replacement never glues onto a neighbouring token: it gets a space where the result would lex differently.

/// What is rewritten in one file.
struct PortFileRewrite {
    let file: PortSourceFile
    private(set) var edits: [PortEdit] = []
    private(set) var notes: [PortDiagnostic] = []
    /// Tokens an edit already covers; other rewriters leave them alone.
    private(set) var claimed: [Bool]

    init(file: PortSourceFile) {
        self.file = file
        claimed = [Bool](repeating: false, count: file.tokens.count)
    }

    /// Replaces the bytes `start..<end` and reports `change` at `line`. `generated` marks code the port wrote
    /// (a member or a conformance) that ends a declaration.
    mutating func replace(
        _ start: Int, _ end: Int, with replacement: String, line: Int, change: String, generated: Bool = false
    ) {
        edits.append(
            PortEdit(
                start: start, end: end, replacement: padded(start, end, replacement),
                message: PortDiagnostic(file: file.name, line: line, kind: .change, text: change),
                resynchronizes: generated, isGenerated: generated))
    }

    /// `replacement`, with a space where it would otherwise glue onto a neighbouring token and change it: a name
    /// next to a name (`x#selector(…)` → `x Selector(…)`), or two tokens a deletion would join (`#@objc/` would
    /// become the regex start `#/`, `/@objc/` a comment).
    private func padded(_ start: Int, _ end: Int, _ replacement: String) -> String {
        let before = start > 0 ? file.bytes[start - 1] : nil
        let after = end < file.bytes.count ? file.bytes[end] : nil
        guard let first = replacement.utf8.first, let last = replacement.utf8.last else {
            guard let before, let after, !Self.isSpace(before), !Self.isSpace(after) else { return replacement }
            return " "
        }
        var result = replacement
        if let before, Self.isNamePart(before), Self.isNamePart(first) { result = " " + result }
        if let after, Self.isNamePart(after), Self.isNamePart(last) { result += " " }
        return result
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        PortLexer.isIdentifierBody(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: "@")
    }

    /// Inserts `text` at `offset` as part of a change reported by another edit.
    mutating func insert(_ text: String, at offset: Int) {
        edit(offset, offset, with: text)
    }

    /// Replaces the bytes `start..<end` as part of a change reported by another edit. `endsStatement` says the
    /// line the edit ends on ends a statement, where line-directive output may put a `#sourceLocation`.
    mutating func edit(_ start: Int, _ end: Int, with text: String, endsStatement: Bool = false) {
        edits.append(
            PortEdit(
                start: start, end: end, replacement: padded(start, end, text), message: nil,
                resynchronizes: endsStatement))
    }

    /// Replaces tokens `first...last` (from the first's start to the last's end) and claims them.
    mutating func replace(tokens first: Int, through last: Int, with replacement: String, change: String) {
        claim(first...last)
        replace(
            file.tokens[first].start, file.tokens[last].end, with: replacement, line: file.tokens[first].line,
            change: change)
    }

    /// Marks tokens as rewritten.
    mutating func claim(_ range: ClosedRange<Int>) {
        for index in range where index >= 0 && index < claimed.count { claimed[index] = true }
    }

    /// Whether any token of `range` is already rewritten.
    func isClaimed(_ range: ClosedRange<Int>) -> Bool {
        range.contains { $0 >= 0 && $0 < claimed.count && claimed[$0] }
    }

    /// Reports something that is not an edit (a note or something it could not rewrite).
    mutating func report(_ kind: PortDiagnostic.Kind, line: Int, _ text: String) {
        notes.append(PortDiagnostic(file: file.name, line: line, kind: kind, text: text))
    }

    /// The rewritten bytes and every message (changes that were applied and notes), by line. With
    /// `lineDirectives`, the bytes carry `#sourceLocation` lines that map them back to the input's lines.
    func applied(lineDirectives: Bool = false) -> (bytes: [UInt8], messages: [PortDiagnostic]) {
        let order = edits.indices.sorted { (edits[$0].start, edits[$0].end, $0) < (edits[$1].start, edits[$1].end, $1) }
        var kept: [PortEdit] = []
        var messages = notes
        var copied = 0
        for index in order {
            var edit = edits[index]
            // An insertion inside a range another edit replaced goes right after that range.
            if edit.start == edit.end, edit.start < copied { (edit.start, edit.end) = (copied, copied) }
            guard edit.start >= copied, edit.end >= edit.start, edit.end <= file.bytes.count else { continue }
            kept.append(edit)
            copied = edit.end
            if let message = edit.message { messages.append(message) }
        }
        // By line; on one line the changes first, then what they need to be known or could not do.
        let rank = { (kind: PortDiagnostic.Kind) -> Int in kind == .change ? 0 : kind == .note ? 1 : 2 }
        let sorted = messages.enumerated().sorted {
            (($0.element.line, rank($0.element.kind), $0.offset) < ($1.element.line, rank($1.element.kind), $1.offset))
        }
        if lineDirectives, let directives = PortLineDirectives(file: file) {
            return (directives.apply(kept), sorted.map(\.element))
        }
        var output: [UInt8] = []
        output.reserveCapacity(file.bytes.count)
        copied = 0
        for edit in kept {
            output += file.bytes[copied..<edit.start]
            output += Array(edit.replacement.utf8)
            copied = edit.end
        }
        output += file.bytes[copied...]
        return (output, sorted.map(\.element))
    }
}
