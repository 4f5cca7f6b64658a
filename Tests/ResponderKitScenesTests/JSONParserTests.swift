// Tests for `JSONParser` and `JSONDocument`.
//
// Invariants checked here: valid RFC 8259 documents of every kind parse to the expected flat tape (order, escapes,
// positions); every class of invalid input fails with a `JSONParseError` carrying the expected message, line and
// column; hostile nesting and large inputs neither crash nor take super-linear time.

import ResponderKitJSON
import ResponderKitScenes
import Testing

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
}
