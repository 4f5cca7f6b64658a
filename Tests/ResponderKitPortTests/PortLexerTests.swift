// The Swift lexer: every kind of token, literals that contain what looks like code, line numbers, brackets.
//
// Invariants checked: string literals (escapes, nested interpolations, multi-line, raw) and comments (nested)
// are single tokens or skipped whole; every bracket knows its partner; lines count LF, CR LF and CR.

import Testing

@testable import ResponderKitPort

@Suite("Port: lexer")
struct PortLexerTests {
    /// The (kind, text) of every token of `source`.
    private func tokens(_ source: String) throws -> [(PortToken.Kind, String)] {
        let bytes = Array(source.utf8)
        let tokenization = try PortLexer.tokenize(bytes)
        return tokenization.tokens.map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    private func texts(_ source: String) throws -> [String] {
        try tokens(source).map(\.1)
    }

    @Test("Identifiers, keywords, attributes, # keywords, numbers, operators and punctuation")
    func kinds() throws {
        let found = try tokens("@objc(tap:) func `default`($0: Int) -> [Int] { #selector(a) ; 0x1F_p3 + 1.5e-3 }")
        let expected: [(PortToken.Kind, String)] = [
            (.attribute, "@objc"), (.open, "("), (.identifier, "tap"), (.punctuation, ":"), (.close, ")"),
            (.identifier, "func"), (.identifier, "`default`"), (.open, "("), (.identifier, "$0"),
            (.punctuation, ":"), (.identifier, "Int"), (.close, ")"), (.operator, "->"), (.open, "["),
            (.identifier, "Int"), (.close, "]"), (.open, "{"), (.pound, "#selector"), (.open, "("),
            (.identifier, "a"), (.close, ")"), (.punctuation, ";"), (.number, "0x1F_p3"), (.operator, "+"),
            (.number, "1.5e-3"), (.close, "}"),
        ]
        #expect(found.map(\.0) == expected.map(\.0))
        #expect(found.map(\.1) == expected.map(\.1))
    }

    @Test("Optional chaining splits ? from ., ranges keep their dots, ||/&& are one token")
    func operators() throws {
        #expect(
            try texts("self?.m(); a!.b; 0..<n; x...y; p || !q && r") == [
                "self", "?", ".", "m", "(", ")", ";", "a", "!", ".", "b", ";", "0", "..<", "n", ";", "x", "...", "y",
                ";",
                "p", "||", "!", "q", "&&", "r",
            ])
    }

    @Test("A string with escapes, quotes and nested interpolations is one token")
    func interpolation() throws {
        let source = #"let s = "a \"b\" \(f("c\(g(")"))")) \\ d" + x"#
        #expect(try texts(source) == ["let", "s", "=", #""a \"b\" \(f("c\(g(")"))")) \\ d""#, "+", "x"])
    }

    @Test("Multi-line and raw strings, with code-like contents, are one token")
    func multilineAndRaw() throws {
        let quotes = "\"\"\""
        let source = [
            "let a = " + quotes,
            "    } ) #selector(x) // not a comment",
            #"    "quoted" \(1 + (2))"#,
            "    " + quotes,
            ##"let b = #"raw \(no) "quote" \#(yes(1))"#"##,
            "let c = ##" + quotes,
            "    " + quotes + "\" still inside",
            "    " + quotes + "##",
        ].joined(separator: "\n")
        let found = try texts(source)
        #expect(found.count == 12)
        #expect(found[3].hasPrefix("\"\"\"") && found[3].hasSuffix("\"\"\""))
        #expect(found[7] == ##"#"raw \(no) "quote" \#(yes(1))"#"##)
        #expect(found[11].hasPrefix("##\"\"\"") && found[11].hasSuffix("\"\"\"##"))
    }

    @Test("Comments, nested block comments and a shebang are skipped")
    func comments() throws {
        let source = "#!/usr/bin/swift\na /* x /* { */ ( */ b // } (\nc /// doc\n"
        #expect(try texts(source) == ["a", "b", "c"])
    }

    @Test("Regex literals #/…/# are one token")
    func regex() throws {
        #expect(
            try texts("let r = #/a(b/#; let s = ##/x/#y/##") == [
                "let", "r", "=", "#/a(b/#", ";", "let", "s", "=", "##/x/#y/##",
            ])
    }

    @Test("Brackets know their partners, through strings and comments")
    func partners() throws {
        let tokenization = try PortLexer.tokenize(Array("f(a[\"]\"], { /* ) */ })".utf8))
        let partners = tokenization.partners
        #expect(partners[1] == 9 && partners[9] == 1)
        #expect(partners[3] == 5 && partners[5] == 3)
        #expect(partners[7] == 8 && partners[8] == 7)
        #expect(partners[0] == -1 && partners[2] == -1)
    }

    @Test("Lines count LF, CR LF and a lone CR; a leading byte order mark is skipped")
    func lines() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\nb\r\nc\rd\n\"\"\"\n\n\"\"\" e".utf8)
        let tokenization = try PortLexer.tokenize(bytes)
        #expect(tokenization.tokens.map(\.line) == [1, 2, 3, 4, 5, 7])
        #expect(tokenization.tokens.first?.start == 3)
        #expect(tokenization.lineCount == 7)
    }

    @Test("Unbalanced brackets, unterminated literals and comments are errors at the line where they start")
    func errors() {
        let cases: [(String, Int, String)] = [
            ("a\n(b\n", 2, "'(' is never closed"),
            ("a\nb)\n", 2, "')' without a matching opening bracket"),
            ("{\n(]\n}", 2, "']' does not close the '(' opened on line 2"),
            ("x\n\"abc\n\"", 2, "unterminated string literal"),
            ("x\n\"\"\"\nabc\n", 2, "unterminated string literal"),
            ("x\n#\"abc\"\n", 2, "unterminated string literal"),
            ("\"a \\(b\n", 1, "unterminated string literal"),
            ("a /* b /* c */\n", 1, "unterminated block comment"),
            ("let `x = 1", 1, "unterminated backquoted identifier"),
            ("x\n#/abc", 2, "unterminated regex literal"),
        ]
        for (source, line, message) in cases {
            #expect(throws: PortSyntaxError(line: line, message: message), "\(source)") {
                try PortLexer.tokenize(Array(source.utf8))
            }
        }
    }

    @Test("Interpolations nested deeper than the limit are refused, not recursed into")
    func deepInterpolation() {
        let depth = PortLexer.maximumInterpolationDepth + 1
        let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        #expect(throws: PortSyntaxError.self) { try PortLexer.tokenize(Array(source.utf8)) }
        let allowed = PortLexer.maximumInterpolationDepth
        let fine = String(repeating: "\"\\(", count: allowed) + "1" + String(repeating: ")\"", count: allowed)
        #expect((try? PortLexer.tokenize(Array(fine.utf8)))?.tokens.count == 1)
    }
}
