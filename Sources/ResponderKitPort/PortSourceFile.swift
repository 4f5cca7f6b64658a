// One input file, tokenized, with the text helpers the rewriters share.
//
// Invariants: `tokens`/`partners` are `PortLexer`'s for `bytes` (brackets balance); the file is never modified, the
// rewriters only describe edits of its byte ranges.

/// A tokenized input file.
struct PortSourceFile {
    /// The name messages use (the path as given).
    let name: String
    let bytes: [UInt8]
    let tokens: [PortToken]
    let partners: [Int]
    /// The line ending inserted text uses: CR LF when the file uses it, else LF.
    let newline: String

    init(name: String, bytes: [UInt8], tokenization: PortTokenization) {
        self.name = name
        self.bytes = bytes
        self.tokens = tokenization.tokens
        self.partners = tokenization.partners
        newline = Self.usesCarriageReturns(bytes) ? "\r\n" : "\n"
    }

    /// A file with the given tokens (a view of another file's bytes).
    init(name: String, bytes: [UInt8], tokens: [PortToken], partners: [Int], newline: String) {
        self.name = name
        self.bytes = bytes
        self.tokens = tokens
        self.partners = partners
        self.newline = newline
    }

    private static func usesCarriageReturns(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.firstIndex(of: 0x0A) else { return false }
        return first > 0 && bytes[first - 1] == 0x0D
    }

    /// The text of token `index`.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The text of the bytes `start..<end`.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The source text from the start of token `first` to the end of token `last` (inclusive).
    func text(tokens first: Int, through last: Int) -> String {
        text(from: tokens[first].start, to: tokens[last].end)
    }

    /// The source text of the tokens `range` (not empty), from the first's start to the last's end.
    func text(tokens range: Range<Int>) -> String {
        text(from: tokens[range.lowerBound].start, to: tokens[range.upperBound - 1].end)
    }

    /// Whether token `index` exists and is exactly `word` of kind `kind`.
    func `is`(_ index: Int, _ word: String, _ kind: PortToken.Kind = .identifier) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == kind, token.end - token.start == word.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(word.utf8)
    }

    /// Whether token `index` is an identifier or keyword that is one of `words`.
    func isAny(_ index: Int, _ words: Set<String>) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return words.contains(text(index))
    }

    /// The identifier of token `index` without backquotes.
    func name(_ index: Int) -> String {
        let spelled = text(index)
        guard spelled.hasPrefix("`"), spelled.hasSuffix("`"), spelled.count >= 2 else { return spelled }
        return String(spelled.dropFirst().dropLast())
    }

    /// The offset where the line containing `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        return start
    }

    /// The spaces and tabs that start the line containing `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text(from: start, to: end)
    }

    /// The top-level comma-separated ranges of tokens strictly between the bracket `open` and its partner:
    /// `(first, end)` with `end` exclusive; brackets inside are skipped whole. Empty for `()`.
    func arguments(of open: Int) -> [Range<Int>] {
        let close = partners[open]
        guard close > open + 1 else { return [] }
        var ranges: [Range<Int>] = []
        var start = open + 1
        var index = start
        while index < close {
            if tokens[index].kind == .open {
                index = partners[index] + 1
                continue
            }
            if self.is(index, ",", .punctuation) {
                ranges.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<close)
        return ranges
    }

    /// The label of an argument range (`label: value`), or nil when it has none.
    func label(of argument: Range<Int>) -> String? {
        guard argument.count >= 2, tokens[argument.lowerBound].kind == .identifier,
            self.is(argument.lowerBound + 1, ":", .punctuation)
        else { return nil }
        return name(argument.lowerBound)
    }

    /// The value tokens of an argument range (after its label, if any).
    func value(of argument: Range<Int>) -> Range<Int> {
        label(of: argument) == nil ? argument : (argument.lowerBound + 2)..<argument.upperBound
    }

    /// The index just past the condition of the `#if`/`#elseif` at `pound`: the rest of its line, up to a `{`, a
    /// `;`, a bracket that closes what opened before it, or one whose partner is on a later line. The port never
    /// adds tokens to a line with `#if` or makes one longer, so a second run reads the same condition.
    func conditionEnd(after pound: Int, limit: Int) -> Int {
        var index = pound + 1
        let line = tokens[pound].line
        while index < limit, tokens[index].line == line, tokens[index].kind != .pound,
            tokens[index].kind != .close, !self.is(index, "{", .open), !self.is(index, ";", .punctuation)
        {
            guard tokens[index].kind == .open else {
                index += 1
                continue
            }
            let close = partners[index]
            guard close < limit, tokens[close].line == line else { break }
            index = close + 1
        }
        return index
    }

    /// The bytes of the whole line(s) tokens `first...last` are on, with the line break, when nothing else is on
    /// them (only spaces and tabs around); nil otherwise.
    func wholeLines(first: Int, last: Int) -> Range<Int>? {
        let start = lineStart(of: tokens[first].start)
        guard bytes[start..<tokens[first].start].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        var end = tokens[last].end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end == bytes.count { return start..<end }
        if bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        guard end > tokens[last].end, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D else { return nil }
        return start..<end
    }
}
