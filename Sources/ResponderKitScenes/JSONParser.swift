// A strict (RFC 8259), iterative JSON parser producing a flat `JSONDocument`.
//
// Invariants:
// - No recursion anywhere: nesting is tracked on an explicit heap-allocated stack (`frames`) bounded by
//   `Limits.maxDepth`, so hostile input cannot overflow the call stack.
// - Linear time: every input byte is examined a bounded number of times (number slow paths rescan only their own
//   bytes; strings are copied at most twice), each node ID is moved from `scratch` to `pool` exactly once, and
//   duplicate-key detection is expected-linear (small objects compare pairwise, large ones use a `Set`, whose hash is
//   randomly seeded).
// - Every read of `input` is preceded by an explicit `position < end` check; there are no force unwraps or force tries.
// - Inputs larger than `min(Limits.maxBytes, Int32.max - 1)` bytes are rejected before any parsing, which keeps every
//   index stored in the document within `Int32` (see `JSONDocument`).
// - Line and column numbers are 1-based; columns count Unicode scalars. The column of offset `p` on the current line
//   is `p - lineStart - lineExtra + 1`, where `lineExtra` counts the UTF-8 continuation bytes already consumed on the
//   current line (they only occur inside strings, which cannot contain raw line breaks).

/// An error produced by `JSONParser`, with the 1-based position where it was detected.
public struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A human-readable description of the problem, for example `expected ':' after object key`.
    public var message: String
    /// The 1-based line of the offending input.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the offending input.
    public var column: Int
    /// The path of the innermost array or object being parsed when the error was detected, such as `views[0].frame`
    /// (for a duplicate key: the object containing it). Empty at the top level.
    public var path: String

    /// Creates an error; normally only `JSONParser` does this.
    public init(message: String, line: Int, column: Int, path: String = "") {
        self.message = message
        self.line = line
        self.column = column
        self.path = path
    }

    /// `line L, column C: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}

/// A strict, non-recursive JSON parser that is safe to run on hostile input.
///
/// It accepts exactly RFC 8259 JSON (plus an optional leading UTF-8 byte order mark): no comments, trailing commas,
/// `NaN`/`Infinity`, leading zeros, unescaped control characters, invalid UTF-8 or lone surrogate escapes. Numbers
/// become `Double`; a number whose magnitude overflows `Double` is an error (underflow rounds to zero). Duplicate keys
/// within an object are an error. Memory use is linear in the input size and parsing time is linear.
public struct JSONParser: Sendable {
    /// Resource limits applied while parsing.
    public struct Limits: Sendable, Equatable {
        /// The maximum nesting depth of arrays and objects; the top-level array or object has depth 1. Deeper input
        /// fails with `nesting deeper than N`. The parser itself does not recurse, so this only bounds memory and
        /// protects consumers; a consumer that walks the document recursively should pass a limit its stack can
        /// afford. Negative values behave like 0 (no arrays or objects allowed).
        public var maxDepth: Int
        /// The maximum input size in bytes, checked before parsing; larger input fails with `file larger than N
        /// bytes`. Values above `Int32.max - 1` are lowered to it.
        public var maxBytes: Int

        /// Creates limits; the defaults are a depth of 25,000 and 64 MiB.
        public init(maxDepth: Int = 25_000, maxBytes: Int = 64 * 1024 * 1024) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }

        /// Depth 25,000 and 64 MiB.
        public static let `default` = Limits()
    }

    /// Parses UTF-8 encoded JSON bytes (for example a `[UInt8]`, `ArraySlice<UInt8>` or `Data`).
    public static func parse<Bytes: Collection<UInt8>>(
        _ bytes: Bytes,
        limits: Limits = .default
    ) throws(JSONParseError) -> JSONDocument {
        let maxBytes = min(max(limits.maxBytes, 0), Int(Int32.max) - 1)
        guard bytes.count <= maxBytes else {
            throw JSONParseError(message: "file larger than \(maxBytes) bytes", line: 1, column: 1)
        }
        let maxDepth = max(limits.maxDepth, 0)
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            parseBuffer(buffer, maxDepth: maxDepth)
        }
        if let contiguous {
            return try contiguous.get()
        }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { buffer in
            parseBuffer(buffer, maxDepth: maxDepth)
        }.get()
    }

    /// Parses JSON text held in a `String`.
    public static func parse(_ string: String, limits: Limits = .default) throws(JSONParseError) -> JSONDocument {
        try parse(string.utf8, limits: limits)
    }

    private static func parseBuffer(
        _ buffer: UnsafeBufferPointer<UInt8>,
        maxDepth: Int
    ) -> Result<JSONDocument, JSONParseError> {
        var machine = Machine(input: buffer, maxDepth: maxDepth)
        return Result { () throws(JSONParseError) -> JSONDocument in try machine.run() }
    }
}

/// ASCII byte values used by the grammar.
private enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let upperE: UInt8 = 0x45
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowerB: UInt8 = 0x62
    static let lowerE: UInt8 = 0x65
    static let lowerF: UInt8 = 0x66
    static let lowerN: UInt8 = 0x6E
    static let lowerR: UInt8 = 0x72
    static let lowerT: UInt8 = 0x74
    static let lowerU: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}

/// One open array or object on the explicit nesting stack.
private struct Frame {
    /// The container's node ID.
    var node: Int32
    /// Where the container's entries start in `Machine.scratch`.
    var scratchStart: Int
    /// Whether the container is an object (entries are 4 slots: key, key line, key column, value) or an array
    /// (entries are 1 slot: value).
    var isObject: Bool
    /// The position of the container in its parent: the element index if the parent is an array, the key's index in
    /// `strings` if the parent is an object, -1 for the root.
    var slotInParent: Int32
}

/// A string compared and hashed by its UTF-8 bytes (exact Unicode scalars), not by canonical equivalence.
private struct ExactKey: Hashable {
    var text: String

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in text.utf8 {
                hasher.combine(byte)
            }
        }
        hasher.combine(text.utf8.count)
    }
}

/// Exact powers of ten representable as `Double` (10^0 ... 10^22), for the fast number path.
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// The parser state for one input buffer.
private struct Machine {
    let input: UnsafeBufferPointer<UInt8>
    let end: Int
    let maxDepth: Int

    /// Offset of the next unread byte.
    var position = 0
    /// 1-based current line.
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    /// UTF-8 continuation bytes consumed on the current line (see the file header).
    var lineExtra = 0

    var nodes: [JSONDocument.Node] = []
    var pool: [Int32] = []
    var strings: [String] = []
    /// Entries of the open containers, innermost last (see `Frame.isObject` for the layout).
    var scratch: [Int32] = []
    var frames: [Frame] = []
    /// Reused buffer for strings that contain escapes.
    var stringBuffer: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.end = input.count
        self.maxDepth = maxDepth
    }

    // MARK: - Driver

    mutating func run() throws(JSONParseError) -> JSONDocument {
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        var expectingValue = true
        // Position (line, column) of the comma just consumed in an array, for the trailing-comma error.
        var arrayComma: (line: Int, column: Int)?
        while true {
            if expectingValue {
                skipWhitespace()
                guard position < end else {
                    throw fail("unexpected end of input, expected a value")
                }
                let byte = input[position]
                if byte == Byte.closeBracket, let comma = arrayComma {
                    throw fail("trailing comma before ']'", line: comma.line, column: comma.column)
                }
                arrayComma = nil
                expectingValue = try parseValue(startingWith: byte)
                continue
            }

            // A complete value was just parsed.
            skipWhitespace()
            guard let top = frames.last else {
                guard position == end else {
                    throw fail("unexpected data after top-level value")
                }
                return JSONDocument(nodes: nodes, pool: pool, strings: strings)
            }
            if top.isObject {
                guard position < end else {
                    throw fail("unexpected end of input, expected ',' or '}' after object member")
                }
                switch input[position] {
                case Byte.comma:
                    let comma = (line: line, column: column(at: position))
                    position += 1
                    skipWhitespace()
                    if position < end, input[position] == Byte.closeBrace {
                        throw fail("trailing comma before '}'", line: comma.line, column: comma.column)
                    }
                    try parseKeyAndColon()
                    expectingValue = true
                case Byte.closeBrace:
                    position += 1
                    try closeInnermost()
                default:
                    throw fail("expected ',' or '}' after object member")
                }
            } else {
                guard position < end else {
                    throw fail("unexpected end of input, expected ',' or ']' after array element")
                }
                switch input[position] {
                case Byte.comma:
                    arrayComma = (line: line, column: column(at: position))
                    position += 1
                    expectingValue = true
                case Byte.closeBracket:
                    position += 1
                    try closeInnermost()
                default:
                    throw fail("expected ',' or ']' after array element")
                }
            }
        }
    }

    /// Parses the value starting at `position` (whose first byte is `byte`). Returns `true` if it opened a non-empty
    /// container, so that a value is expected next, and `false` if the value is complete.
    mutating func parseValue(startingWith byte: UInt8) throws(JSONParseError) -> Bool {
        let valueLine = Int32(truncatingIfNeeded: line)
        let valueColumn = Int32(truncatingIfNeeded: column(at: position))
        switch byte {
        case Byte.openBrace, Byte.openBracket:
            guard frames.count < maxDepth else {
                throw fail("nesting deeper than \(maxDepth)")
            }
            let isObject = byte == Byte.openBrace
            let slot = slotForNextChild()
            let node = appendNode(isObject ? .object : .array, line: valueLine, column: valueColumn)
            frames.append(Frame(node: node, scratchStart: scratch.count, isObject: isObject, slotInParent: slot))
            position += 1
            skipWhitespace()
            if position < end, input[position] == (isObject ? Byte.closeBrace : Byte.closeBracket) {
                position += 1
                try closeInnermost()
                return false
            }
            if isObject {
                try parseKeyAndColon()
            }
            return true
        case Byte.quote:
            let index = try parseString()
            appendNode(.string, first: index, line: valueLine, column: valueColumn)
        case Byte.lowerT:
            try expectLiteral("true")
            appendNode(.bool, first: 1, line: valueLine, column: valueColumn)
        case Byte.lowerF:
            try expectLiteral("false")
            appendNode(.bool, first: 0, line: valueLine, column: valueColumn)
        case Byte.lowerN:
            try expectLiteral("null")
            appendNode(.null, line: valueLine, column: valueColumn)
        case Byte.minus, Byte.zero...Byte.nine:
            let bits = try parseNumber().bitPattern
            appendNode(
                .number,
                first: Int32(truncatingIfNeeded: bits),
                second: Int32(truncatingIfNeeded: bits >> 32),
                line: valueLine,
                column: valueColumn
            )
        default:
            throw fail("expected a value")
        }
        return false
    }

    // MARK: - Tape building

    /// Appends a node and registers it as the next child of the innermost open container.
    @discardableResult
    mutating func appendNode(
        _ kind: JSONKind,
        first: Int32 = 0,
        second: Int32 = 0,
        line: Int32,
        column: Int32
    ) -> Int32 {
        let id = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(JSONDocument.Node(kind: kind, first: first, second: second, line: line, column: column))
        if !frames.isEmpty {
            scratch.append(id)
        }
        return id
    }

    /// The `Frame.slotInParent` of a container about to be opened: its index in the parent array, or its key.
    func slotForNextChild() -> Int32 {
        guard let parent = frames.last else { return -1 }
        if parent.isObject {
            // The key, key line and key column of the member are the last three scratch entries.
            return scratch.count >= 3 ? scratch[scratch.count - 3] : -1
        }
        return Int32(truncatingIfNeeded: scratch.count - parent.scratchStart)
    }

    /// Parses `"key"` and `:` (after whitespace) inside an object, recording the key in `scratch`.
    mutating func parseKeyAndColon() throws(JSONParseError) {
        guard position < end else {
            throw fail("unexpected end of input, expected object key string")
        }
        guard input[position] == Byte.quote else {
            throw fail("expected object key string")
        }
        let keyLine = Int32(truncatingIfNeeded: line)
        let keyColumn = Int32(truncatingIfNeeded: column(at: position))
        let key = try parseString()
        scratch.append(key)
        scratch.append(keyLine)
        scratch.append(keyColumn)
        skipWhitespace()
        guard position < end else {
            throw fail("unexpected end of input, expected ':' after object key")
        }
        guard input[position] == Byte.colon else {
            throw fail("expected ':' after object key")
        }
        position += 1
    }

    /// Closes the innermost container: checks for duplicate keys and moves its entries from `scratch` to `pool`.
    mutating func closeInnermost() throws(JSONParseError) {
        guard let frame = frames.last else { return }
        let start = frame.scratchStart
        let node = Int(frame.node)
        nodes[node].first = Int32(truncatingIfNeeded: pool.count)
        if frame.isObject {
            let memberCount = (scratch.count - start) / 4
            try checkDuplicateKeys(start: start, count: memberCount)
            nodes[node].second = Int32(truncatingIfNeeded: memberCount)
            pool.reserveCapacity(pool.count + 2 * memberCount)
            var slot = start
            while slot + 3 < scratch.count {
                pool.append(scratch[slot])
                pool.append(scratch[slot + 3])
                slot += 4
            }
        } else {
            nodes[node].second = Int32(truncatingIfNeeded: scratch.count - start)
            pool.append(contentsOf: scratch[start...])
        }
        scratch.removeSubrange(start...)
        frames.removeLast()
    }

    /// Throws `duplicate key` for the first member (in source order) whose key repeats an earlier one.
    func checkDuplicateKeys(start: Int, count: Int) throws(JSONParseError) {
        guard count > 1 else { return }
        var duplicate: Int?
        if count <= 12 {
            search: for later in 1..<count {
                let laterKey = strings[Int(scratch[start + 4 * later])].utf8
                for earlier in 0..<later where strings[Int(scratch[start + 4 * earlier])].utf8.elementsEqual(laterKey) {
                    duplicate = later
                    break search
                }
            }
        } else {
            var seen = Set<ExactKey>(minimumCapacity: count)
            for member in 0..<count {
                let key = ExactKey(text: strings[Int(scratch[start + 4 * member])])
                if !seen.insert(key).inserted {
                    duplicate = member
                    break
                }
            }
        }
        guard let duplicate else { return }
        let slot = start + 4 * duplicate
        throw fail(
            "duplicate key \(quoted(strings[Int(scratch[slot])]))",
            line: Int(scratch[slot + 1]),
            column: Int(scratch[slot + 2])
        )
    }

    // MARK: - Lexing

    mutating func skipWhitespace() {
        while position < end {
            switch input[position] {
            case Byte.space, Byte.tab:
                position += 1
            case Byte.lineFeed:
                position += 1
                startLine()
            case Byte.carriageReturn:
                position += 1
                if position < end, input[position] == Byte.lineFeed {
                    position += 1
                }
                startLine()
            default:
                return
            }
        }
    }

    mutating func startLine() {
        line += 1
        lineStart = position
        lineExtra = 0
    }

    /// Consumes `literal` (`true`, `false` or `null`) at `position`.
    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let length = literal.utf8CodeUnitCount
        guard end - position >= length else {
            throw fail("invalid literal, expected '\(literal)'")
        }
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { input[position + $0] == expected[$0] }
        }
        guard matches else {
            throw fail("invalid literal, expected '\(literal)'")
        }
        position += length
    }

    /// Parses a string starting at the opening quote at `position` and returns its index in `strings`.
    mutating func parseString() throws(JSONParseError) -> Int32 {
        let openLine = line
        let openColumn = column(at: position)
        position += 1
        let contentStart = position
        // Fast path: no escapes, so the string is a slice of the input.
        while position < end {
            let byte = input[position]
            if byte == Byte.quote {
                let content = UnsafeBufferPointer(rebasing: input[contentStart..<position])
                let text = String(decoding: content, as: UTF8.self)
                position += 1
                return appendString(text)
            } else if byte == Byte.backslash {
                break
            } else if byte < Byte.space {
                throw fail("unescaped control character \(scalarName(UInt32(byte))) in string")
            } else if byte < 0x80 {
                position += 1
            } else {
                try consumeUTF8Sequence()
            }
        }
        guard position < end else {
            throw fail("unterminated string", line: openLine, column: openColumn)
        }
        // Slow path: decode escapes into `stringBuffer`.
        stringBuffer.removeAll(keepingCapacity: true)
        stringBuffer.append(contentsOf: input[contentStart..<position])
        while position < end {
            let byte = input[position]
            if byte == Byte.quote {
                position += 1
                return appendString(String(decoding: stringBuffer, as: UTF8.self))
            } else if byte == Byte.backslash {
                try consumeEscape(openLine: openLine, openColumn: openColumn)
            } else if byte < Byte.space {
                throw fail("unescaped control character \(scalarName(UInt32(byte))) in string")
            } else if byte < 0x80 {
                stringBuffer.append(byte)
                position += 1
            } else {
                let sequenceStart = position
                try consumeUTF8Sequence()
                stringBuffer.append(contentsOf: input[sequenceStart..<position])
            }
        }
        throw fail("unterminated string", line: openLine, column: openColumn)
    }

    mutating func appendString(_ text: String) -> Int32 {
        strings.append(text)
        return Int32(truncatingIfNeeded: strings.count - 1)
    }

    /// Decodes the escape sequence at `position` (a backslash) into `stringBuffer`.
    mutating func consumeEscape(openLine: Int, openColumn: Int) throws(JSONParseError) {
        let escapeStart = position
        guard position + 1 < end else {
            throw fail("unterminated string", line: openLine, column: openColumn)
        }
        let code = input[position + 1]
        let decoded: UInt8
        switch code {
        case Byte.quote, Byte.backslash, Byte.slash: decoded = code
        case Byte.lowerB: decoded = 0x08
        case Byte.lowerF: decoded = 0x0C
        case Byte.lowerN: decoded = Byte.lineFeed
        case Byte.lowerR: decoded = Byte.carriageReturn
        case Byte.lowerT: decoded = Byte.tab
        case Byte.lowerU:
            try consumeUnicodeEscape()
            return
        default:
            if code >= Byte.space, code < 0x7F {
                throw fail("invalid escape '\\\(Character(Unicode.Scalar(code)))'", at: escapeStart)
            }
            throw fail("invalid escape sequence", at: escapeStart)
        }
        stringBuffer.append(decoded)
        position += 2
    }

    /// Decodes `\uXXXX` (or a `\uXXXX\uXXXX` surrogate pair) at `position` into `stringBuffer`.
    mutating func consumeUnicodeEscape() throws(JSONParseError) {
        let escapeStart = position
        guard let unit = hexQuad(at: position + 2) else {
            throw fail("invalid \\u escape, expected 4 hex digits", at: escapeStart)
        }
        position += 6
        var scalarValue = unit
        if unit >= 0xD800, unit <= 0xDBFF {
            guard position + 1 < end, input[position] == Byte.backslash, input[position + 1] == Byte.lowerU,
                let low = hexQuad(at: position + 2), low >= 0xDC00, low <= 0xDFFF
            else {
                throw fail("lone surrogate \\u\(hex(unit, digits: 4))", at: escapeStart)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            position += 6
        } else if unit >= 0xDC00, unit <= 0xDFFF {
            throw fail("lone surrogate \\u\(hex(unit, digits: 4))", at: escapeStart)
        }
        appendUTF8(scalarValue)
    }

    /// Appends the UTF-8 encoding of a scalar value (not a surrogate, at most 0x10FFFF) to `stringBuffer`.
    mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            stringBuffer.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            stringBuffer.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case 0x800..<0x10000:
            stringBuffer.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            stringBuffer.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            stringBuffer.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// The value of four hex digits at `offset`, or `nil` if they are missing or not hex.
    func hexQuad(at offset: Int) -> UInt32? {
        guard offset >= 0, end - offset >= 4 else { return nil }
        var value: UInt32 = 0
        for index in offset..<offset + 4 {
            let byte = input[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Validates the multi-byte UTF-8 sequence whose lead byte (>= 0x80) is at `position` and consumes it.
    mutating func consumeUTF8Sequence() throws(JSONParseError) {
        let lead = input[position]
        let continuationCount: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0:
            continuationCount = 2
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED:
            continuationCount = 2
            secondRange = 0x80...0x9F
        case 0xF0:
            continuationCount = 3
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4:
            continuationCount = 3
            secondRange = 0x80...0x8F
        default:
            throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), digits: 2))")
        }
        guard end - position > continuationCount else {
            throw fail("truncated UTF-8 sequence")
        }
        for index in 1...continuationCount {
            let range = index == 1 ? secondRange : 0x80...0xBF
            guard range.contains(input[position + index]) else {
                throw fail("truncated UTF-8 sequence")
            }
        }
        position += continuationCount + 1
        lineExtra += continuationCount
    }

    // MARK: - Numbers

    /// Parses a number at `position` (a `-` or a digit).
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        let negative = input[position] == Byte.minus
        if negative {
            position += 1
        }
        guard position < end, isDigit(input[position]) else {
            throw fail("expected digit after '-'")
        }
        // Fast-path state: up to 19 significant digits in `mantissa`, value = mantissa * 10^exponent.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        if input[position] == Byte.zero {
            position += 1
            if position < end, isDigit(input[position]) {
                throw fail("leading zeros are not allowed", at: start)
            }
        } else {
            while position < end, isDigit(input[position]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(input[position] - Byte.zero)
                }
                significantDigits += 1
                position += 1
            }
            exponent = max(significantDigits - 19, 0)
        }
        if position < end, input[position] == Byte.dot {
            position += 1
            guard position < end, isDigit(input[position]) else {
                throw fail("expected digit after '.'")
            }
            while position < end, isDigit(input[position]) {
                let digit = input[position] - Byte.zero
                if significantDigits > 0 || digit != 0 {
                    if significantDigits < 19 {
                        mantissa = mantissa &* 10 &+ UInt64(digit)
                        exponent -= 1
                    }
                    significantDigits += 1
                } else {
                    exponent -= 1
                }
                position += 1
            }
        }
        if position < end, input[position] == Byte.lowerE || input[position] == Byte.upperE {
            position += 1
            var exponentNegative = false
            if position < end, input[position] == Byte.plus || input[position] == Byte.minus {
                exponentNegative = input[position] == Byte.minus
                position += 1
            }
            guard position < end, isDigit(input[position]) else {
                throw fail("expected digit in exponent")
            }
            var explicit = 0
            while position < end, isDigit(input[position]) {
                // Saturate: anything this large overflows or underflows regardless of the digits.
                explicit = min(explicit * 10 + Int(input[position] - Byte.zero), 1_000_000)
                position += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }

        if mantissa == 0 {
            return negative ? -0.0 : 0.0
        }
        if significantDigits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            // Clinger's fast path: both operands are exact, so the single rounding is correct.
            let magnitude =
                exponent >= 0
                ? Double(mantissa) * exactPowersOfTen[exponent]
                : Double(mantissa) / exactPowersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        return try slowNumber(start: start, end: position, negative: negative)
    }

    /// Converts the validated number `input[start..<end]` with correct rounding, keeping the work linear by limiting
    /// the significant digits handed to `Double.init(_:)` to 800 plus a sticky digit (767 suffice to round correctly).
    func slowNumber(start: Int, end numberEnd: Int, negative: Bool) throws(JSONParseError) -> Double {
        let maxDigits = 800
        var digits: [UInt8] = []
        digits.reserveCapacity(min(numberEnd - start, maxDigits + 1))
        var decimalExponent = 0
        var droppedNonZero = false
        var inFraction = false
        var index = negative ? start + 1 : start
        var explicitStart = numberEnd
        while index < numberEnd {
            let byte = input[index]
            if byte == Byte.dot {
                inFraction = true
            } else if byte == Byte.lowerE || byte == Byte.upperE {
                explicitStart = index + 1
                break
            } else if digits.isEmpty && byte == Byte.zero {
                if inFraction {
                    decimalExponent -= 1
                }
            } else if digits.count < maxDigits {
                digits.append(byte)
                if inFraction {
                    decimalExponent -= 1
                }
            } else {
                droppedNonZero = droppedNonZero || byte != Byte.zero
                if !inFraction {
                    decimalExponent += 1
                }
            }
            index += 1
        }
        var explicit = 0
        var explicitNegative = false
        index = explicitStart
        while index < numberEnd {
            let byte = input[index]
            if byte == Byte.minus {
                explicitNegative = true
            } else if isDigit(byte) {
                explicit = min(explicit * 10 + Int(byte - Byte.zero), 1_000_000)
            }
            index += 1
        }
        decimalExponent += explicitNegative ? -explicit : explicit
        if droppedNonZero {
            digits.append(0x31)
            decimalExponent -= 1
        }
        // The value lies in [10^(n-1+e), 10^(n+e)) for n digits: decide clear overflow / underflow without converting.
        if digits.count + decimalExponent > 310 {
            throw fail("number out of range", at: start)
        }
        if digits.count + decimalExponent < -330 {
            return negative ? -0.0 : 0.0
        }
        let text = (negative ? "-" : "") + String(decoding: digits, as: UTF8.self) + "e\(decimalExponent)"
        guard let value = Double(text), value.isFinite else {
            throw fail("number out of range", at: start)
        }
        return value
    }

    // MARK: - Errors and positions

    /// The 1-based column of `offset`, which must be on the current line (see the file header).
    func column(at offset: Int) -> Int {
        offset - lineStart - lineExtra + 1
    }

    /// An error at the current position.
    func fail(_ message: String) -> JSONParseError {
        fail(message, at: position)
    }

    /// An error at `offset`, which must be on the current line.
    func fail(_ message: String, at offset: Int) -> JSONParseError {
        fail(message, line: line, column: column(at: offset))
    }

    func fail(_ message: String, line: Int, column: Int) -> JSONParseError {
        JSONParseError(message: message, line: line, column: column, path: currentPath())
    }

    /// The path of the innermost open container, such as `views[0].frame`; empty at the top level.
    func currentPath() -> String {
        var path = ""
        for level in frames.indices.dropFirst() {
            let slot = Int(frames[level].slotInParent)
            if frames[level - 1].isObject {
                let key = slot >= 0 && slot < strings.count ? strings[slot] : ""
                if isIdentifier(key) {
                    path += path.isEmpty ? key : ".\(key)"
                } else {
                    path += "[\(quoted(key))]"
                }
            } else {
                path += "[\(slot)]"
            }
        }
        return path
    }

    func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { byte in
            isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
    }
}

/// Whether `byte` is an ASCII digit.
private func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
}

/// `text` as a JSON string literal (quotes, backslashes and control characters escaped).
private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u\(hex(scalar.value, digits: 4))"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// `U+000A`-style name of a scalar value.
private func scalarName(_ value: UInt32) -> String {
    "U+\(hex(value, digits: 4))"
}

/// Uppercase hexadecimal of `value`, zero-padded to at least `digits` digits.
private func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(digits - text.count, 0)) + text
}
