// Reads a Swift source into tokens for the unsafe-site scan (UnsafeSitesTests): words, numbers and punctuation,
// without comments (nested block comments included) or the text of string literals (single-line, multi-line and
// raw), but with the code of their interpolations.

/// A lexer just good enough to find declarations, braces and unsafe constructs. It does not tell keywords from
/// other words and joins no operators; it skips `#/…/#` regex literals but does not recognise the bare `/…/` form
/// (the library's sources use neither).
struct SourceTokenizer {
    /// The tokens, in order.
    private(set) var tokens: [SourceToken] = []
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// Reads `text` whole.
    init(_ text: String) {
        bytes = Array(text.utf8)
        readCode(inInterpolation: false)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")
    private static let backtick = UInt8(ascii: "`")
    private static let openParen = UInt8(ascii: "(")
    private static let closeParen = UInt8(ascii: ")")

    private func byte(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private static func startsWord(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        startsWord(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `count` hashes start at `position`.
    private func hashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == Self.hash }
    }

    private mutating func emit(from start: Int, line startLine: Int) {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(SourceToken(text: text, line: startLine))
    }

    /// Reads code to the end of the text or, in an interpolation, past the parenthesis that closes it.
    private mutating func readCode(inInterpolation: Bool) {
        var parens = 0
        while let current = byte() {
            let start = index
            switch current {
            case Self.newline:
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case Self.slash where byte(1) == Self.slash:
                while let next = byte(), next != Self.newline { index += 1 }
            case Self.slash where byte(1) == Self.star:
                skipBlockComment()
            case Self.quote:
                readString(hashes: 0)
            case Self.hash:
                readPound()
            case Self.backtick:
                index += 1
                let wordStart = index
                while let next = byte(), next != Self.backtick, next != Self.newline { index += 1 }
                emit(from: wordStart, line: line)
                if byte() == Self.backtick { index += 1 }
            case UInt8(ascii: "@") where byte(1).map(Self.startsWord) ?? false:
                index += 1
                readWord(from: start)
            case _ where Self.startsWord(current):
                readWord(from: start)
            case _ where Self.isDigit(current):
                while let next = byte(), Self.continuesWord(next) { index += 1 }
                emit(from: start, line: line)
            case Self.closeParen where inInterpolation && parens == 0:
                index += 1
                return
            default:
                if current == Self.openParen { parens += 1 }
                if current == Self.closeParen { parens -= 1 }
                index += 1
                emit(from: start, line: line)
            }
        }
    }

    private mutating func readWord(from start: Int) {
        while let next = byte(), Self.continuesWord(next) { index += 1 }
        emit(from: start, line: line)
    }

    /// At a `#`: a raw string (`#"…"#`), a regex literal (`#/…/#`) or a pound word (`#if`, `#selector`).
    private mutating func readPound() {
        let start = index
        var count = 0
        while byte(count) == Self.hash { count += 1 }
        if byte(count) == Self.quote {
            index += count
            readString(hashes: count)
        } else if byte(count) == Self.slash {
            index += count + 1
            while let current = byte(), !(current == Self.slash && hashes(count, at: index + 1)) {
                if current == Self.newline { line += 1 }
                index += 1
            }
            index = min(bytes.count, index + 1 + count)
        } else if count == 1, byte(1).map(Self.startsWord) ?? false {
            index += 1
            readWord(from: start)
        } else {
            index += 1
            emit(from: start, line: line)
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let current = byte() {
            if current == Self.slash && byte(1) == Self.star {
                depth += 1
                index += 2
            } else if current == Self.star && byte(1) == Self.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if current == Self.newline { line += 1 }
                index += 1
            }
        }
    }

    /// At the opening quote of a string literal delimited by `hashes` hashes: skips its text, reading the code of
    /// its interpolations (`\(…)`, or `\#(…)` in a raw string).
    private mutating func readString(hashes count: Int) {
        let multiline = byte(1) == Self.quote && byte(2) == Self.quote
        let quotes = multiline ? 3 : 1
        index += quotes
        while let current = byte() {
            if current == Self.backslash && hashes(count, at: index + 1) {
                index += 1 + count
                if byte() == Self.openParen {
                    index += 1
                    readCode(inInterpolation: true)
                } else {
                    if byte() == Self.newline { line += 1 }
                    index += 1
                }
            } else if current == Self.quote && (!multiline || (byte(1) == Self.quote && byte(2) == Self.quote))
                && hashes(count, at: index + quotes)
            {
                index += quotes + count
                return
            } else {
                if current == Self.newline { line += 1 }
                index += 1
            }
        }
    }
}
