// Tests of JSONParser's errors: every class of invalid input, with message, line and column; hostile input.

import ResponderKitJSON
import ResponderKitScenes
import Testing

/// Parses `text`, returning the error or `nil` if it parsed.
func parseError(_ text: String, limits: JSONParser.Limits = .default) -> JSONParseError? {
    parseError(Array(text.utf8), limits: limits)
}

/// Parses `bytes`, returning the error or `nil` if it parsed.
func parseError(_ bytes: [UInt8], limits: JSONParser.Limits = .default) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// One invalid input and the error it must produce.
struct JSONParserErrorCase: Sendable, CustomTestStringConvertible {
    var input: [UInt8]
    var message: String
    var line: Int
    var column: Int

    init(_ input: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(bytes: Array(input.utf8), message, line, column)
    }

    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.input = bytes
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String {
        "\(String(decoding: input, as: UTF8.self).debugDescription) -> \(message)"
    }
}

let errorCases: [JSONParserErrorCase] = [
    // Structure.
    JSONParserErrorCase("", "unexpected end of input, expected a value", 1, 1),
    JSONParserErrorCase("  \n\t ", "unexpected end of input, expected a value", 2, 3),
    JSONParserErrorCase("[1] x", "unexpected data after top-level value", 1, 5),
    JSONParserErrorCase("1 2", "unexpected data after top-level value", 1, 3),
    JSONParserErrorCase("{} {}", "unexpected data after top-level value", 1, 4),
    JSONParserErrorCase("[1,]", "trailing comma before ']'", 1, 3),
    JSONParserErrorCase("[1,\n  ]", "trailing comma before ']'", 1, 3),
    JSONParserErrorCase("{\"a\":1,}", "trailing comma before '}'", 1, 7),
    JSONParserErrorCase("[,1]", "expected a value", 1, 2),
    JSONParserErrorCase("[1 2]", "expected ',' or ']' after array element", 1, 4),
    JSONParserErrorCase("[1}", "expected ',' or ']' after array element", 1, 3),
    JSONParserErrorCase("[1", "unexpected end of input, expected ',' or ']' after array element", 1, 3),
    JSONParserErrorCase("[", "unexpected end of input, expected a value", 1, 2),
    JSONParserErrorCase("{", "unexpected end of input, expected object key string", 1, 2),
    JSONParserErrorCase("{\"a\" 1}", "expected ':' after object key", 1, 6),
    JSONParserErrorCase("{\"a\"", "unexpected end of input, expected ':' after object key", 1, 5),
    JSONParserErrorCase("{\"a\":}", "expected a value", 1, 6),
    JSONParserErrorCase("{\"a\":1", "unexpected end of input, expected ',' or '}' after object member", 1, 7),
    JSONParserErrorCase("{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}", "expected ',' or '}' after object member", 4, 3),
    JSONParserErrorCase("{\"a\":1]", "expected ',' or '}' after object member", 1, 7),
    JSONParserErrorCase("{a:1}", "expected object key string", 1, 2),
    JSONParserErrorCase("{'a':1}", "expected object key string", 1, 2),
    JSONParserErrorCase("{1:1}", "expected object key string", 1, 2),
    JSONParserErrorCase("{\"a\":1,2}", "expected object key string", 1, 8),
    JSONParserErrorCase("]", "expected a value", 1, 1),
    JSONParserErrorCase("'a'", "expected a value", 1, 1),
    // Comments and non-JSON literals.
    JSONParserErrorCase("// c\n1", "expected a value", 1, 1),
    JSONParserErrorCase("[1 /* c */]", "expected ',' or ']' after array element", 1, 4),
    JSONParserErrorCase("NaN", "expected a value", 1, 1),
    JSONParserErrorCase("Infinity", "expected a value", 1, 1),
    JSONParserErrorCase("-Infinity", "expected digit after '-'", 1, 2),
    JSONParserErrorCase("tru", "invalid literal, expected 'true'", 1, 1),
    JSONParserErrorCase("[truE]", "invalid literal, expected 'true'", 1, 2),
    JSONParserErrorCase("fals", "invalid literal, expected 'false'", 1, 1),
    JSONParserErrorCase("nul", "invalid literal, expected 'null'", 1, 1),
    JSONParserErrorCase("None", "expected a value", 1, 1),
    JSONParserErrorCase("truex", "unexpected data after top-level value", 1, 5),
    // Whitespace other than space, tab, CR and LF.
    JSONParserErrorCase("\u{0C}1", "expected a value", 1, 1),
    JSONParserErrorCase("\u{A0}1", "expected a value", 1, 1),
    JSONParserErrorCase("1\u{0B}", "unexpected data after top-level value", 1, 2),
    JSONParserErrorCase("[1,\u{FEFF}2]", "expected a value", 1, 4),
    // Numbers.
    JSONParserErrorCase("01", "leading zeros are not allowed", 1, 1),
    JSONParserErrorCase("[-01]", "leading zeros are not allowed", 1, 2),
    JSONParserErrorCase("00", "leading zeros are not allowed", 1, 1),
    JSONParserErrorCase("-", "expected digit after '-'", 1, 2),
    JSONParserErrorCase("- 1", "expected digit after '-'", 1, 2),
    JSONParserErrorCase("+1", "expected a value", 1, 1),
    JSONParserErrorCase(".5", "expected a value", 1, 1),
    JSONParserErrorCase("1.", "expected digit after '.'", 1, 3),
    JSONParserErrorCase("1.e5", "expected digit after '.'", 1, 3),
    JSONParserErrorCase("1e", "expected digit in exponent", 1, 3),
    JSONParserErrorCase("1e+", "expected digit in exponent", 1, 4),
    JSONParserErrorCase("1E-x", "expected digit in exponent", 1, 4),
    JSONParserErrorCase("0x10", "unexpected data after top-level value", 1, 2),
    JSONParserErrorCase("1.5.3", "unexpected data after top-level value", 1, 4),
    JSONParserErrorCase("1e400", "number out of range", 1, 1),
    JSONParserErrorCase("[0, -1e400]", "number out of range", 1, 5),
    JSONParserErrorCase("1.8e308", "number out of range", 1, 1),
    JSONParserErrorCase("1" + String(repeating: "0", count: 400), "number out of range", 1, 1),
    JSONParserErrorCase("1e99999999999999999999999", "number out of range", 1, 1),
    // Strings.
    JSONParserErrorCase("\"abc", "unterminated string", 1, 1),
    JSONParserErrorCase("[\"a\\n", "unterminated string", 1, 2),
    JSONParserErrorCase("\"a\\", "unterminated string", 1, 1),
    JSONParserErrorCase("\"a\nb\"", "unescaped control character U+000A in string", 1, 3),
    JSONParserErrorCase("\"a\tb\"", "unescaped control character U+0009 in string", 1, 3),
    JSONParserErrorCase("\"\\n\u{01}\"", "unescaped control character U+0001 in string", 1, 4),
    JSONParserErrorCase("\"\\x\"", "invalid escape '\\x'", 1, 2),
    JSONParserErrorCase("\"\\'\"", "invalid escape '\\''", 1, 2),
    JSONParserErrorCase("\"é\\a\"", "invalid escape '\\a'", 1, 3),
    JSONParserErrorCase("\"\\u12\"", "invalid \\u escape, expected 4 hex digits", 1, 2),
    JSONParserErrorCase("\"\\u12G4\"", "invalid \\u escape, expected 4 hex digits", 1, 2),
    JSONParserErrorCase("\"\\U0041\"", "invalid escape '\\U'", 1, 2),
    JSONParserErrorCase("\"\\uD800\"", "lone surrogate \\uD800", 1, 2),
    JSONParserErrorCase("\"x\\uDBFFx\"", "lone surrogate \\uDBFF", 1, 3),
    JSONParserErrorCase("\"\\uD800\\u0041\"", "lone surrogate \\uD800", 1, 2),
    JSONParserErrorCase("\"\\uD800\\uD800\"", "lone surrogate \\uD800", 1, 2),
    JSONParserErrorCase("\"\\uDC00\"", "lone surrogate \\uDC00", 1, 2),
    JSONParserErrorCase("\"\\uDE00\\uD83D\"", "lone surrogate \\uDE00", 1, 2),
    // Invalid UTF-8, inside and outside strings.
    JSONParserErrorCase(bytes: [0x22, 0xFF, 0x22], "invalid UTF-8 byte 0xFF", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0x61, 0x80, 0x22], "invalid UTF-8 byte 0x80", 1, 3),
    JSONParserErrorCase(bytes: [0x22, 0xC0, 0x80, 0x22], "invalid UTF-8 byte 0xC0", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "truncated UTF-8 sequence", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "truncated UTF-8 sequence", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "truncated UTF-8 sequence", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF5", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], "truncated UTF-8 sequence", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xE2, 0x82], "truncated UTF-8 sequence", 1, 2),
    JSONParserErrorCase(bytes: [0x22, 0xC3, 0xA9, 0x5C, 0x22, 0xC3, 0x28, 0x22], "truncated UTF-8 sequence", 1, 5),
    JSONParserErrorCase(bytes: [0x5B, 0xFF, 0x5D], "expected a value", 1, 2),
    JSONParserErrorCase(bytes: [0xEF, 0xBB], "expected a value", 1, 1),
    // Duplicate keys (reported at the repeated key).
    JSONParserErrorCase("{\"id\":1,\"id\":2}", "duplicate key \"id\"", 1, 9),
    JSONParserErrorCase("{\"a\":1,\n \"b\":2,\n \"a\":3}", "duplicate key \"a\"", 3, 2),
    JSONParserErrorCase("{\"\":1,\"\":2}", "duplicate key \"\"", 1, 7),
    JSONParserErrorCase("{\"a\\n\":1,\"a\\u000a\":2}", "duplicate key \"a\\n\"", 1, 10),
    // Positions count Unicode scalars, lines break at LF, CR LF and lone CR.
    JSONParserErrorCase("[\"héllo ✓ 😀\", x]", "expected a value", 1, 15),
    JSONParserErrorCase("[1,\r\n2,\r3,\n4 x]", "expected ',' or ']' after array element", 4, 3),
    JSONParserErrorCase("\u{FEFF}[x]", "expected a value", 1, 2),
]

extension JSONParserTests {
    // MARK: - Errors

    @Test(arguments: errorCases)
    func invalidInput(_ errorCase: JSONParserErrorCase) throws {
        let error = try #require(parseError(errorCase.input))
        #expect(error.message == errorCase.message)
        #expect(error.line == errorCase.line)
        #expect(error.column == errorCase.column)
    }

    @Test func errorDescriptionAndPath() throws {
        let error = try #require(parseError("{\n  \"views\": [\n    {\"id\": 1 \"x\": 2}\n  ]\n}"))
        #expect(error.description == "line 3, column 14: expected ',' or '}' after object member")
        #expect(error.path == "views[0]")
        #expect(error == JSONParseError(message: error.message, line: 3, column: 14, path: "views[0]"))
    }

    @Test func duplicateKeyReportsObjectPath() throws {
        let text = #"{"views": [{"id": "a"}, {"id": "b", "frame": {"x": 1}, "id": "c"}]}"#
        let error = try #require(parseError(text))
        #expect(error.message == "duplicate key \"id\"")
        #expect(error.path == "views[1]")
        #expect(error.line == 1)
        #expect(error.column == 56)

        let weird = try #require(parseError(#"{"a b": {"1": {"q": 0, "q": 1}}}"#))
        #expect(weird.path == #"["a b"]["1"]"#)
        #expect(try #require(parseError(#"{"k": 1, "k": 2}"#)).path.isEmpty)
    }

    @Test func duplicateKeyInLargeObject() throws {
        var members = (0..<1_000).map { "\"key\($0)\": \($0)" }
        members.append("\"key500\": 0")
        let error = try #require(parseError("{" + members.joined(separator: ",") + "}"))
        #expect(error.message == "duplicate key \"key500\"")

        members.removeLast()
        let document = try JSONParser.parse("{" + members.joined(separator: ",") + "}")
        #expect(document.count(of: document.root) == 1_000)
    }

    @Test func maxBytesIsCheckedUpFront() throws {
        let error = try #require(parseError("[1, 2, 3]", limits: JSONParser.Limits(maxBytes: 8)))
        #expect(error == JSONParseError(message: "file larger than 8 bytes", line: 1, column: 1))
        #expect(parseError("[1, 2, 3]", limits: JSONParser.Limits(maxBytes: 9)) == nil)
        #expect(JSONParser.Limits.default.maxBytes == 64 * 1024 * 1024)
        #expect(JSONParser.Limits.default.maxDepth == 25_000)
    }

    // MARK: - Hostile input

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let opens = String(repeating: "[", count: 100_000)
        let error = try #require(parseError(opens))
        #expect(error.message == "nesting deeper than 25000")
        #expect(error.line == 1)
        #expect(error.column == 25_001)

        // With a higher limit the parser still does not recurse; the input is merely unterminated.
        let unlimited = try #require(parseError(opens, limits: JSONParser.Limits(maxDepth: 1_000_000)))
        #expect(unlimited.message == "unexpected end of input, expected a value")
        #expect(unlimited.column == 100_001)

        let objects = String(repeating: "{\"a\":", count: 30_000)
        #expect(try #require(parseError(objects)).message == "nesting deeper than 25000")

        let shallow = try #require(parseError("[[[1]]]", limits: JSONParser.Limits(maxDepth: 2)))
        #expect(shallow.message == "nesting deeper than 2")
        #expect(shallow.column == 3)
        #expect(parseError("[[1]]", limits: JSONParser.Limits(maxDepth: 2)) == nil)
        #expect(parseError("[]", limits: JSONParser.Limits(maxDepth: 0))?.message == "nesting deeper than 0")
    }

    @Test func deepValidNestingParsesAndDeallocates() throws {
        let depth = 20_000
        do {
            let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
            let document = try JSONParser.parse(text)
            var node = document.root
            var level = 1
            while let child = document.element(node, at: 0), document.kind(of: child) == .array {
                #expect(document.count(of: node) == 1)
                node = child
                level += 1
            }
            #expect(level == depth)
            #expect(document.number(try #require(document.element(node, at: 0))) == 7)
            // `document` is dropped here; the flat tape needs no recursive deallocation.
        }
        do {
            let text = String(repeating: "{\"k\":", count: depth) + "null" + String(repeating: "}", count: depth)
            let document = try JSONParser.parse(text)
            #expect(document.nodeCount == depth + 1)
        }
    }

    @Test func largeArrayOfNumbers() throws {
        // About 50 MB; parsing is linear (a debug build takes a few seconds).
        let element = Array("12345.678,-0.25,1e10,42,".utf8)
        var bytes: [UInt8] = [0x5B]
        bytes.reserveCapacity(50_000_100)
        while bytes.count < 50_000_000 {
            bytes.append(contentsOf: element)
        }
        bytes.append(contentsOf: Array("0]".utf8))
        let document = try JSONParser.parse(bytes)
        let count = document.count(of: document.root)
        #expect(count == (bytes.count - 3) / element.count * 4 + 1)
        #expect(document.number(try #require(document.element(document.root, at: 1))) == -0.25)
        #expect(document.number(try #require(document.element(document.root, at: count - 1))) == 0)
    }

    @Test func manyLongStringsAndKeys() throws {
        let long = String(repeating: "x", count: 1_000_000)
        let document = try JSONParser.parse("{\"\(long)\": \"\(long)\\n\", \"b\": [\"\(long)\"]}")
        let members = document.members(of: document.root)
        #expect(members.first?.key == long)
        #expect(members.first.flatMap { document.string($0.value) } == long + "\n")
    }
}
