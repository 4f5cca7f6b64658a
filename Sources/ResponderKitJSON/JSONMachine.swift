// The parser state for one input buffer: the driver loop and tape building. Lexing, numbers and error positions
// are extensions in the `JSONMachine+*.swift` files; the invariants are those of `JSONParser.swift`.

/// The parser state for one input buffer.
struct JSONMachine {
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
    /// Entries of the open containers, innermost last (see `JSONFrame.isObject` for the layout).
    var scratch: [Int32] = []
    var frames: [JSONFrame] = []
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
                if byte == JSONByte.closeBracket, let comma = arrayComma {
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
                case JSONByte.comma:
                    let comma = (line: line, column: column(at: position))
                    position += 1
                    skipWhitespace()
                    if position < end, input[position] == JSONByte.closeBrace {
                        throw fail("trailing comma before '}'", line: comma.line, column: comma.column)
                    }
                    try parseKeyAndColon()
                    expectingValue = true
                case JSONByte.closeBrace:
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
                case JSONByte.comma:
                    arrayComma = (line: line, column: column(at: position))
                    position += 1
                    expectingValue = true
                case JSONByte.closeBracket:
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
        case JSONByte.openBrace, JSONByte.openBracket:
            guard frames.count < maxDepth else {
                throw fail("nesting deeper than \(maxDepth)")
            }
            let isObject = byte == JSONByte.openBrace
            let slot = slotForNextChild()
            let node = appendNode(isObject ? .object : .array, line: valueLine, column: valueColumn)
            frames.append(JSONFrame(node: node, scratchStart: scratch.count, isObject: isObject, slotInParent: slot))
            position += 1
            skipWhitespace()
            if position < end, input[position] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                position += 1
                try closeInnermost()
                return false
            }
            if isObject {
                try parseKeyAndColon()
            }
            return true
        case JSONByte.quote:
            let index = try parseString()
            appendNode(.string, first: index, line: valueLine, column: valueColumn)
        case JSONByte.lowerT:
            try expectLiteral("true")
            appendNode(.bool, first: 1, line: valueLine, column: valueColumn)
        case JSONByte.lowerF:
            try expectLiteral("false")
            appendNode(.bool, first: 0, line: valueLine, column: valueColumn)
        case JSONByte.lowerN:
            try expectLiteral("null")
            appendNode(.null, line: valueLine, column: valueColumn)
        case JSONByte.minus, JSONByte.zero...JSONByte.nine:
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

    /// The `JSONFrame.slotInParent` of a container about to be opened: its index in the parent array, or its key.
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
        guard input[position] == JSONByte.quote else {
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
        guard input[position] == JSONByte.colon else {
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
            var seen = Set<JSONExactKey>(minimumCapacity: count)
            for member in 0..<count {
                let key = JSONExactKey(text: strings[Int(scratch[start + 4 * member])])
                if !seen.insert(key).inserted {
                    duplicate = member
                    break
                }
            }
        }
        guard let duplicate else { return }
        let slot = start + 4 * duplicate
        throw fail(
            "duplicate key \(JSONWriter.quoted(strings[Int(scratch[slot])]))",
            line: Int(scratch[slot + 1]),
            column: Int(scratch[slot + 2])
        )
    }

}
