// Tests for `JSONParser` and `JSONDocument`.
//
// Invariants checked here: valid RFC 8259 documents of every kind parse to the expected flat tape (order, escapes,
// positions); every class of invalid input fails with a `JSONParseError` carrying the expected message, line and
// column; hostile nesting and large inputs neither crash nor take super-linear time.

import ResponderKitJSON
import ResponderKitScenes
import Testing

/// Parses `text`, returning the error or `nil` if it parsed.
private func parseError(_ text: String, limits: JSONParser.Limits = .default) -> JSONParseError? {
    parseError(Array(text.utf8), limits: limits)
}

/// Parses `bytes`, returning the error or `nil` if it parsed.
private func parseError(_ bytes: [UInt8], limits: JSONParser.Limits = .default) -> JSONParseError? {
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

private let errorCases: [JSONParserErrorCase] = [
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

@Suite struct JSONParserTests {
    // MARK: - Valid documents

    @Test func scalarsAtTopLevel() throws {
        let null = try JSONParser.parse("null")
        #expect(null.kind(of: null.root) == .null)
        #expect(null.isNull(null.root))
        #expect(null.nodeCount == 1)

        let yes = try JSONParser.parse(" true ")
        #expect(yes.kind(of: yes.root) == .bool)
        #expect(yes.bool(yes.root) == true)
        let no = try JSONParser.parse("\n\tfalse\r\n")
        #expect(no.bool(no.root) == false)

        let number = try JSONParser.parse("-12.5e2")
        #expect(number.kind(of: number.root) == .number)
        #expect(number.number(number.root) == -1250)

        let string = try JSONParser.parse("\"hi\"")
        #expect(string.kind(of: string.root) == .string)
        #expect(string.string(string.root) == "hi")

        // Accessors for the wrong kind return nil / 0 / empty.
        #expect(string.number(string.root) == nil)
        #expect(string.bool(string.root) == nil)
        #expect(number.string(number.root) == nil)
        #expect(string.count(of: string.root) == 0)
        #expect(string.element(string.root, at: 0) == nil)
        #expect(string.members(of: string.root).isEmpty)
        #expect(string.elements(of: string.root).isEmpty)
        #expect(string.value(forKey: "x", in: string.root) == nil)
        #expect(!string.isNull(string.root))
    }

    @Test func nestedContainers() throws {
        let document = try JSONParser.parse(
            """
            {"name": "scene", "views": [1, true, null, {"id": "a", "tags": []}, [[]]], "empty": {}}
            """
        )
        let root = document.root
        #expect(document.kind(of: root) == .object)
        #expect(document.count(of: root) == 3)
        #expect(document.members(of: root).map(\.key) == ["name", "views", "empty"])
        #expect(document.string(try #require(document.value(forKey: "name", in: root))) == "scene")
        #expect(document.value(forKey: "missing", in: root) == nil)

        let views = try #require(document.value(forKey: "views", in: root))
        #expect(document.kind(of: views) == .array)
        #expect(document.count(of: views) == 5)
        #expect(document.elements(of: views).map { document.kind(of: $0) } == [.number, .bool, .null, .object, .array])
        #expect(document.number(try #require(document.element(views, at: 0))) == 1)
        #expect(document.element(views, at: 5) == nil)
        #expect(document.element(views, at: -1) == nil)

        let view = try #require(document.element(views, at: 3))
        #expect(document.string(try #require(document.value(forKey: "id", in: view))) == "a")
        let tags = try #require(document.value(forKey: "tags", in: view))
        #expect(document.kind(of: tags) == .array)
        #expect(document.count(of: tags) == 0)

        let nested = try #require(document.element(views, at: 4))
        let inner = try #require(document.element(nested, at: 0))
        #expect(document.count(of: nested) == 1)
        #expect(document.count(of: inner) == 0)

        let empty = try #require(document.value(forKey: "empty", in: root))
        #expect(document.kind(of: empty) == .object)
        #expect(document.count(of: empty) == 0)
        #expect(document.members(of: empty).isEmpty)

        let first = try #require(document.member(root, at: 0))
        #expect(first.key == "name")
        #expect(document.member(root, at: 3) == nil)
        #expect(document.member(views, at: 0) == nil)

        // Pre-order numbering: children come after their parents.
        #expect(views > root)
        #expect(view > views)
        #expect(document.nodeCount == 12)
    }

    @Test func memberOrderIsSourceOrder() throws {
        let keys = ["zeta", "alpha", "mu", "beta", "omega", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
        let document = try JSONParser.parse(text)
        let members = document.members(of: document.root)
        #expect(members.map(\.key) == keys)
        #expect(members.map { document.number($0.value) } == keys.indices.map { Double?(Double($0)) })
        for (offset, key) in keys.enumerated() {
            #expect(document.number(try #require(document.value(forKey: key, in: document.root))) == Double(offset))
        }
    }

    @Test func escapesAndSurrogates() throws {
        let document = try JSONParser.parse(
            #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC\uFFFF", "\uD83D\uDE00!", "\u0000", "caf\u00E9", "é ✓ 😀", ""]"#
        )
        let strings = document.elements(of: document.root).map { document.string($0) }
        #expect(
            strings == [
                "\"\\/\u{08}\u{0C}\n\r\t", "Aé€\u{FFFF}", "😀!", "\u{0}", "café", "é ✓ 😀", "",
            ]
        )
        // Both the fast (no escapes) and slow path keep raw UTF-8 intact.
        let mixed = try JSONParser.parse("\"ü\\tü\"")
        #expect(mixed.string(mixed.root) == "ü\tü")
    }

    @Test func keysAreComparedExactly() throws {
        // NFC "é" and NFD "e\u0301" are canonically equivalent but distinct keys.
        let document = try JSONParser.parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(document.count(of: document.root) == 2)
        #expect(document.number(try #require(document.value(forKey: "\u{E9}", in: document.root))) == 1)
        #expect(document.number(try #require(document.value(forKey: "e\u{301}", in: document.root))) == 2)
    }

    @Test func numbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("1", 1), ("-1", -1), ("0.5", 0.5), ("-0.0", -0.0), ("1e308", 1e308),
            ("1E+2", 100), ("1e-2", 0.01), ("0.1", 0.1), ("2.5e-3", 0.0025), ("123456789", 123_456_789),
            ("9007199254740993", 9_007_199_254_740_992), ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("4.9e-324", .leastNonzeroMagnitude), ("1e-400", 0), ("-1e-400", -0.0), ("0e999999", 0),
            ("12345678901234567890123", 1.2345678901234568e22), ("0.000000000000000000000000001", 1e-27),
            ("3.141592653589793238462643383279", 3.141592653589793), ("1e22", 1e22), ("1e23", 1e23),
            ("-9223372036854775809", -9_223_372_036_854_775_808),
        ]
        for (text, expected) in cases {
            let document = try JSONParser.parse(text)
            let value = try #require(document.number(document.root), "\(text)")
            #expect(value == expected, "\(text)")
            #expect(value.sign == expected.sign, "\(text)")
        }
        // Agrees with the standard library's correctly rounded conversion on awkward inputs.
        let awkward = [
            "2.2250738585072011e-308", "2.2250738585072012e-308", "0.30000000000000004",
            "1.00000000000000011102230246251565",
            "9007199254740993.0000000000000000001", "1" + String(repeating: "0", count: 307) + ".5",
            "0." + String(repeating: "0", count: 320) + "25", "1." + String(repeating: "9", count: 1000) + "e-5",
            "8.98846567431158e307", "123.456e-100", "7e-10", "5e-324", "2.4703282292062328e-324",
        ]
        for text in awkward {
            let document = try JSONParser.parse(text)
            #expect(document.number(document.root) == Double(text), "\(text)")
        }
        // A very long mantissa (past the 800-digit cut-off) still rounds correctly.
        let long = "0." + String(repeating: "1", count: 5_000)
        let longDocument = try JSONParser.parse(long)
        #expect(longDocument.number(longDocument.root) == 1.0 / 9.0)
    }

    @Test func positions() throws {
        let text = "{\n  \"a\": [1,\n    \"é✓\", true],\r\n\t\"b\": null\r}"
        let document = try JSONParser.parse(text)
        let root = document.root
        #expect(document.line(of: root) == 1)
        #expect(document.column(of: root) == 1)
        let array = try #require(document.value(forKey: "a", in: root))
        #expect(document.line(of: array) == 2)
        #expect(document.column(of: array) == 8)
        let string = try #require(document.element(array, at: 1))
        #expect(document.line(of: string) == 3)
        #expect(document.column(of: string) == 5)
        let flag = try #require(document.element(array, at: 2))
        #expect(document.line(of: flag) == 3)
        #expect(document.column(of: flag) == 11)
        let null = try #require(document.value(forKey: "b", in: root))
        #expect(document.line(of: null) == 4)
        #expect(document.column(of: null) == 7)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(document.count(of: document.root) == 1)
        #expect(document.column(of: document.root) == 1)
    }

    @Test func otherByteCollections() throws {
        let bytes = Array("xx[1, 2]yy".utf8)
        let slice = try JSONParser.parse(bytes[2..<8])
        #expect(slice.count(of: slice.root) == 2)
        // A collection without contiguous storage takes the copying path.
        let lazy = try JSONParser.parse(bytes[2..<8].lazy.map { $0 })
        #expect(lazy.count(of: lazy.root) == 2)
        let string = try JSONParser.parse(String(decoding: bytes[2..<8], as: UTF8.self))
        #expect(string.count(of: string.root) == 2)
    }

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
