// Line-directive output: a ported copy whose `#sourceLocation` lines number every line of the app's code as its
// line in the app's own file, so the compiler's errors and the debugger name the file the developer edits.
//
// Invariants:
// - The output starts with `#sourceLocation(file: NAME, line: 1)`, so until an edit changes the line count every
//   copied line carries its input line.
// - An edit that removes line breaks gets them back at its end (as blank lines): no line after it moves.
// - An edit that adds lines is flagged `resynchronizes` by its rewrite; at the end of the line it ends on, which
//   ends a statement or declaration, a directive names the next input line. A directive is written nowhere else,
//   never inside an expression; one that would fall inside a later edit is dropped.
// - Code the port wrote is preceded by `#sourceLocation()`, so its own errors point at the ported copy.
// - A file whose name holds a control character gets no directives (it cannot stand in a string literal).

/// Writes a file's edits with `#sourceLocation` directives that map the result to the input's lines.
struct PortLineDirectives {
    let file: PortSourceFile
    /// The file's name as a Swift string literal.
    private let literal: String

    init?(file: PortSourceFile) {
        guard !file.name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        self.file = file
        var literal = "\""
        for character in file.name {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        literal = literal + "\""
        self.literal = literal
    }

    /// The input with `edits` (in offset order, not overlapping) applied, and the directives.
    func apply(_ edits: [PortEdit]) -> [UInt8] {
        let bytes = file.bytes
        let newline = Array(file.newline.utf8)
        var output = Array("#sourceLocation(file: \(literal), line: 1)".utf8) + newline
        output.reserveCapacity(bytes.count + 256)
        // Input offsets of line breaks before which a directive goes, ascending.
        var pending: [Int] = []
        var lines = LineCounter()
        var copied = 0
        func copy(upTo target: Int) {
            while let next = pending.first, next < target {
                pending.removeFirst()
                output += bytes[copied..<next]
                let following = lines.line(at: next, in: bytes) + 1
                output += newline + Array("#sourceLocation(file: \(literal), line: \(following))".utf8)
                copied = next
            }
            output += bytes[copied..<target]
            copied = target
        }
        for edit in edits {
            copy(upTo: edit.start)
            pending.removeAll { $0 < edit.end }
            output += replacement(of: edit, newline: newline)
            copied = edit.end
            if edit.resynchronizes, let lineBreak = lineBreak(atOrAfter: edit.end), !pending.contains(lineBreak) {
                pending.append(lineBreak)
                pending.sort()
            }
        }
        copy(upTo: bytes.count)
        return output
    }

    /// What `edit` writes: its replacement, with the line breaks it removed put back at its end, and generated code
    /// preceded by a directive that numbers it in the ported copy.
    private func replacement(of edit: PortEdit, newline: [UInt8]) -> [UInt8] {
        var text = Array(edit.replacement.utf8)
        if edit.isGenerated {
            // After the last line break of the leading blank run: the generated code starts a line of its own.
            let blank = text.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            if let lastBreak = blank.lastIndex(of: 0x0A) {
                text.insert(contentsOf: Array("#sourceLocation()".utf8) + newline, at: lastBreak + 1)
            }
            return text
        }
        let removed = Self.lineBreaks(in: file.bytes[edit.start..<edit.end])
        for _ in 0..<max(0, removed - Self.lineBreaks(in: text[...])) { text += newline }
        return text
    }

    /// The line breaks in `bytes` as the compiler counts them: LF, CR LF and a lone CR.
    private static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D {
            if bytes[index] == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { continue }
            count += 1
        }
        return count
    }

    /// The offset of the first line break (LF, or the CR of CR LF) at or after `offset`, or nil at the end.
    private func lineBreak(atOrAfter offset: Int) -> Int? {
        file.bytes[offset...].firstIndex { $0 == 0x0A || $0 == 0x0D }
    }

    /// Line numbers of ascending offsets, counted once.
    private struct LineCounter {
        private var offset = 0
        private var line = 1

        /// The 1-based line of `target` (never before the previous target).
        mutating func line(at target: Int, in bytes: [UInt8]) -> Int {
            while offset < target {
                // LF, and a CR not followed by LF: the compiler's line breaks.
                if bytes[offset] == 0x0A
                    || (bytes[offset] == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
                {
                    line += 1
                }
                offset += 1
            }
            return line
        }
    }
}
