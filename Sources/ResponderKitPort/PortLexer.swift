// A small Swift lexer: enough of Swift's lexical structure to rewrite sources by token ranges.
//
// Invariants:
// - Every byte is either inside one token, inside a comment, or whitespace; nothing is skipped otherwise.
// - Brackets balance or the input is rejected: `(`/`[`/`{` each close with their own kind, at the top level and
//   inside every string interpolation.
// - String literals (with `\(…)` interpolations nested to any depth up to `maximumInterpolationDepth`, multi-line
//   `"""`, raw `#"…"#`) and `#/regex/#` literals are single tokens; block comments nest.
// - Runs in time linear in the input and never recurses deeper than `maximumInterpolationDepth`.
// - The line of an error is where the problem starts: the opening of what is unterminated or unclosed, or the
//   closing bracket that matches nothing.

/// Turns Swift source bytes into tokens.
public struct PortLexer {
    /// How deeply string interpolations may nest (`"\("\("…")")"`) before the input is rejected.
    public static let maximumInterpolationDepth = 64

    /// Tokenizes `bytes` (UTF-8 Swift source; a leading byte order mark is skipped).
    public static func tokenize(_ bytes: [UInt8]) throws(PortSyntaxError) -> PortTokenization {
        var lexer = PortLexer(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lexer.index = 3 }
        try lexer.lexCode(stringLine: nil)
        var lines = lexer.line
        if let last = bytes.last, last == 0x0A || last == 0x0D { lines -= 1 }
        return PortTokenization(tokens: lexer.tokens, partners: lexer.partners, lineCount: max(lines, 1))
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var tokens: [PortToken] = []
    private var partners: [Int] = []
    private var interpolationDepth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func emit(_ kind: PortToken.Kind, from start: Int, line startLine: Int) {
        // Interpolations are checked but not emitted: a string literal is one token.
        guard interpolationDepth == 0 else { return }
        tokens.append(PortToken(kind: kind, start: start, end: index, line: startLine))
        partners.append(-1)
    }

    /// Lexes code up to the end of the input, or (inside an interpolation, `stringLine` being the line its string
    /// starts on) up to the `)` that closes the interpolation.
    private mutating func lexCode(stringLine: Int?) throws(PortSyntaxError) {
        // The open brackets: the byte, its line and (outside interpolations) its token index.
        var open: [(byte: UInt8, line: Int, token: Int)] = []
        while index < bytes.count {
            let start = index
            let current = bytes[index]
            switch current {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                index += 1
            case 0x0A:
                index += 1
                line += 1
            case 0x0D:
                index += 1
                if byte(index) != 0x0A { line += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                index += 1
                open.append((current, line, tokens.count))
                emit(.open, from: start, line: line)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let opening = open.popLast() else {
                    if stringLine != nil, current == UInt8(ascii: ")") {
                        index += 1
                        return
                    }
                    throw PortSyntaxError(
                        line: line, message: "'\(Self.character(current))' without a matching opening bracket")
                }
                guard Self.closing(opening.byte) == current else {
                    throw PortSyntaxError(
                        line: line,
                        message: "'\(Self.character(current))' does not close the '\(Self.character(opening.byte))' "
                            + "opened on line \(opening.line)")
                }
                index += 1
                if interpolationDepth == 0 {
                    partners[opening.token] = tokens.count
                    emit(.close, from: start, line: line)
                    partners[tokens.count - 1] = opening.token
                }
            case UInt8(ascii: "\""):
                try lexString(from: start, hashes: 0)
            case UInt8(ascii: "#"):
                try lexPound()
            case UInt8(ascii: "@"):
                index += 1
                if let next = byte(index), Self.isIdentifierStart(next) {
                    skipIdentifierBody()
                    emit(.attribute, from: start, line: line)
                } else {
                    emit(.punctuation, from: start, line: line)
                }
            case UInt8(ascii: "`"):
                try lexBacktickIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "$"):
                index += 1
                skipIdentifierBody()
                emit(.identifier, from: start, line: line)
            case _ where Self.isIdentifierStart(current):
                skipIdentifierBody()
                emit(.identifier, from: start, line: line)
            case _ where Self.isOperatorCharacter(current):
                lexOperator()
            default:
                index += 1
                emit(.punctuation, from: start, line: line)
            }
        }
        if let stringLine {
            throw PortSyntaxError(line: stringLine, message: "unterminated string literal")
        }
        if let unclosed = open.last {
            throw PortSyntaxError(line: unclosed.line, message: "'\(Self.character(unclosed.byte))' is never closed")
        }
    }

    private mutating func skipLineComment() {
        while let current = byte(index), current != 0x0A, current != 0x0D { index += 1 }
    }

    private mutating func skipBlockComment() throws(PortSyntaxError) {
        let startLine = line
        index += 2
        var depth = 1
        while depth > 0 {
            guard let current = byte(index) else {
                throw PortSyntaxError(line: startLine, message: "unterminated block comment")
            }
            if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if current == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                countNewline(current)
                index += 1
            }
        }
    }

    /// Counts a line for `current` (the byte at `index`, about to be skipped) when it ends one.
    private mutating func countNewline(_ current: UInt8) {
        if current == 0x0A || (current == 0x0D && byte(index + 1) != 0x0A) { line += 1 }
    }

    /// Lexes a string literal whose delimiter (after `hashes` `#`s) starts at `index`; the token starts at `start`.
    private mutating func lexString(from start: Int, hashes: Int) throws(PortSyntaxError) {
        let startLine = line
        let quote = UInt8(ascii: "\"")
        let multiline = byte(index + 1) == quote && byte(index + 2) == quote
        index += multiline ? 3 : 1
        while true {
            guard let current = byte(index) else {
                throw PortSyntaxError(line: startLine, message: "unterminated string literal")
            }
            if current == 0x0A || current == 0x0D {
                guard multiline else { throw PortSyntaxError(line: startLine, message: "unterminated string literal") }
                countNewline(current)
                index += 1
            } else if current == UInt8(ascii: "\\") {
                var after = index + 1
                while after - index - 1 < hashes, byte(after) == UInt8(ascii: "#") { after += 1 }
                guard after - index - 1 == hashes else {
                    index += 1
                    continue
                }
                index = after
                if byte(index) == UInt8(ascii: "(") {
                    index += 1
                    try lexInterpolation(stringLine: startLine)
                } else if let escaped = byte(index), escaped != 0x0A, escaped != 0x0D {
                    index += 1
                }
            } else if current == quote, closesString(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                emit(.string, from: start, line: startLine)
                return
            } else {
                index += 1
            }
        }
    }

    private func closesString(multiline: Bool, hashes: Int) -> Bool {
        var after = index + 1
        if multiline {
            guard byte(index + 1) == UInt8(ascii: "\""), byte(index + 2) == UInt8(ascii: "\"") else { return false }
            after = index + 3
        }
        for offset in 0..<hashes where byte(after + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func lexInterpolation(stringLine: Int) throws(PortSyntaxError) {
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            throw PortSyntaxError(
                line: line, message: "string interpolations nested more than \(Self.maximumInterpolationDepth) deep")
        }
        interpolationDepth += 1
        try lexCode(stringLine: stringLine)
        interpolationDepth -= 1
    }

    /// Lexes what starts with `#`: a raw string, a `#/regex/#`, a `#keyword`, a shebang line or a lone `#`.
    private mutating func lexPound() throws(PortSyntaxError) {
        let start = index
        var hashes = 0
        while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(index + hashes)
        if after == UInt8(ascii: "\"") {
            index += hashes
            try lexString(from: start, hashes: hashes)
        } else if after == UInt8(ascii: "/") {
            try lexRegex(hashes: hashes)
        } else if hashes == 1, let after, Self.isIdentifierStart(after) {
            index += 1
            skipIdentifierBody()
            emit(.pound, from: start, line: line)
        } else if start == 0, after == UInt8(ascii: "!") {
            skipLineComment()
        } else {
            index += 1
            emit(.punctuation, from: start, line: line)
        }
    }

    /// Lexes an extended regex literal `#/…/#` (any number of `#`s; may span lines).
    private mutating func lexRegex(hashes: Int) throws(PortSyntaxError) {
        let start = index
        let startLine = line
        index += hashes + 1
        while true {
            guard let current = byte(index) else {
                throw PortSyntaxError(line: startLine, message: "unterminated regex literal")
            }
            if current == UInt8(ascii: "\\") {
                index += 1
                if let escaped = byte(index) {
                    countNewline(escaped)
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(index + 1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                emit(.string, from: start, line: startLine)
                return
            }
            countNewline(current)
            index += 1
        }
    }

    private mutating func lexBacktickIdentifier() throws(PortSyntaxError) {
        let start = index
        index += 1
        while let current = byte(index), current != UInt8(ascii: "`") {
            guard current != 0x0A, current != 0x0D else { break }
            index += 1
        }
        guard byte(index) == UInt8(ascii: "`"), index > start + 1 else {
            throw PortSyntaxError(line: line, message: "unterminated backquoted identifier")
        }
        index += 1
        emit(.identifier, from: start, line: line)
    }

    private mutating func lexNumber() {
        let start = index
        let hex = byte(index) == UInt8(ascii: "0") && (byte(index + 1) == UInt8(ascii: "x"))
        index += 1
        while let current = byte(index) {
            if Self.isIdentifierBody(current) {
                index += 1
            } else if current == UInt8(ascii: "."), let next = byte(index + 1),
                next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")
            {
                index += 1
            } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                let previous = byte(index - 1),
                hex
                    ? (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"))
                    : (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"))
            {
                index += 1
            } else {
                break
            }
        }
        emit(.number, from: start, line: line)
    }

    private mutating func lexOperator() {
        let start = index
        if bytes[index] == UInt8(ascii: ".") {
            while byte(index) == UInt8(ascii: ".") { index += 1 }
            guard index - start > 1 else {
                emit(.operator, from: start, line: line)
                return
            }
        }
        while let current = byte(index), Self.isOperatorCharacter(current), current != UInt8(ascii: ".") {
            // A comment ends an operator.
            if current == UInt8(ascii: "/"), index > start,
                byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*")
            {
                break
            }
            index += 1
        }
        emit(.operator, from: start, line: line)
    }

    private mutating func skipIdentifierBody() {
        while let current = byte(index), Self.isIdentifierBody(current) { index += 1 }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    private static func closing(_ opening: UInt8) -> UInt8 {
        switch opening {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    private static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }
}
