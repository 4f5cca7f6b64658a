// Tests for `JSONWriter`, the one JSON string escaper: exact escapes, and a round trip through `JSONParser` for
// every kind of scalar, in both the default and the ASCII-only form.

import ResponderKitJSON
import Testing

/// The string a JSON string literal parses back to.
private func parsedString(_ literal: String) throws -> String? {
    let document = try JSONParser.parse(literal)
    return document.string(document.root)
}

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("Quotes, backslashes and control characters are escaped; other scalars are kept")
    func escapes() {
        #expect(JSONWriter.quoted("plain") == "\"plain\"")
        #expect(JSONWriter.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JSONWriter.quoted("\n\r\t") == "\"\\n\\r\\t\"")
        #expect(JSONWriter.quoted("\u{01}\u{1F}\u{7F}") == "\"\\u0001\\u001F\\u007F\"")
        #expect(JSONWriter.quoted("é😀") == "\"é😀\"")
    }

    @Test("asciiOnly escapes every scalar beyond ASCII, above U+FFFF as a surrogate pair")
    func asciiOnly() {
        #expect(JSONWriter.quoted("é😀", asciiOnly: true) == "\"\\u00E9\\uD83D\\uDE00\"")
        #expect(JSONWriter.quoted("~ \u{7F}", asciiOnly: true) == "\"~ \\u007F\"")
        let ascii = JSONWriter.quoted("é😀", asciiOnly: true).unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
    }

    @Test("Every written literal parses back to its text", arguments: [false, true])
    func roundTrip(asciiOnly: Bool) throws {
        var text = ""
        for value in [0, 0x1F, 0x20, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0x7FF, 0xFFFD, 0xFFFF, 0x1_0000, 0x10_FFFF] {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        let literal = JSONWriter.quoted(text, asciiOnly: asciiOnly)
        let parsed = try parsedString(literal)
        #expect(parsed == text)

        var appended = "["
        JSONWriter.appendQuoted(text, to: &appended, asciiOnly: asciiOnly)
        #expect(appended == "[" + literal)
    }
}
