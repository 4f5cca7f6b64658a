// Whitespace, literals, strings, escapes and UTF-8 validation (see the invariants in `JSONParser.swift`).

extension JSONMachine {
    // MARK: - Lexing

    mutating func skipWhitespace() {
        while position < end {
            switch input[position] {
            case JSONByte.space, JSONByte.tab:
                position += 1
            case JSONByte.lineFeed:
                position += 1
                startLine()
            case JSONByte.carriageReturn:
                position += 1
                if position < end, input[position] == JSONByte.lineFeed {
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
            if byte == JSONByte.quote {
                let content = UnsafeBufferPointer(rebasing: input[contentStart..<position])
                let text = String(decoding: content, as: UTF8.self)
                position += 1
                return appendString(text)
            } else if byte == JSONByte.backslash {
                break
            } else if byte < JSONByte.space {
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
            if byte == JSONByte.quote {
                position += 1
                return appendString(String(decoding: stringBuffer, as: UTF8.self))
            } else if byte == JSONByte.backslash {
                try consumeEscape(openLine: openLine, openColumn: openColumn)
            } else if byte < JSONByte.space {
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
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash: decoded = code
        case JSONByte.lowerB: decoded = 0x08
        case JSONByte.lowerF: decoded = 0x0C
        case JSONByte.lowerN: decoded = JSONByte.lineFeed
        case JSONByte.lowerR: decoded = JSONByte.carriageReturn
        case JSONByte.lowerT: decoded = JSONByte.tab
        case JSONByte.lowerU:
            try consumeUnicodeEscape()
            return
        default:
            if code >= JSONByte.space, code < 0x7F {
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
            guard position + 1 < end, input[position] == JSONByte.backslash, input[position + 1] == JSONByte.lowerU,
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

}
