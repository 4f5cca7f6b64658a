// The Visual Format Language parser on random strings (AL-88): it never traps, and each string either parses to a
// format that writes back as stable text, or is refused with a message and an offset inside the string. Seeded, so
// every run checks the same 4,000 strings.

import Foundation
import Testing

@testable import ResponderKit

@Suite("The Visual Format Language on random strings")
struct VisualFormatRandomTests {
    @Test("AL-88: random strings never trap; each parses (and writes back stably) or names an offset in the string")
    func randomStrings() {
        var generator = SeededGenerator(seed: 0x5EED_0F7F1)
        var parsed = 0
        var refused = 0
        for round in 0..<4000 {
            // Half are grammatical formats, half of those then damaged: near misses reach the deep error paths.
            var format = round % 2 == 0 ? Self.grammatical(&generator) : Self.noise(&generator)
            if round % 4 == 0 { Self.damage(&format, &generator) }
            do {
                let result = try VisualFormatParser.parse(format)
                parsed += 1
                #expect(!result.views.isEmpty && result.connections.count == result.views.count - 1, "\(format)")
                let again = try VisualFormatParser.parse(result.text)
                #expect(again.text == result.text, "\(format)")
            } catch {
                refused += 1
                #expect((0...format.count).contains(error.offset), "\(format)")
                #expect(!error.message.isEmpty, "\(format)")
                #expect(error.description.hasSuffix(format + "\n" + error.caretLine), "\(format)")
            }
        }
        #expect(parsed > 1000)
        #expect(refused > 1000)
    }

    @Test("AL-88: a format of 20,000 views parses in one pass, and 2,000 of them build one constraint per connection")
    @MainActor
    func longFormats() throws {
        let names = (0..<20_000).map { "v\($0)" }
        let format = "H:|" + names.map { "[\($0)(>=1)]" }.joined(separator: "-8-") + "|"
        let parsed = try VisualFormatParser.parse(format)
        #expect(parsed.views.count == 20_000)
        #expect(parsed.views.last?.nameOffset == format.utf8.count - "v19999(>=1)]|".utf8.count)
        let superview = UIView(frame: .zero)
        var views: [String: Any] = [:]
        for name in names.prefix(2_000) {
            let view = UIView(frame: .zero)
            superview.addSubview(view)
            views[name] = view
        }
        let short = "V:|" + names.prefix(2_000).map { "[\($0)]" }.joined(separator: "-") + "-|"
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: short, metrics: nil, views: views)
        #expect(constraints.count == 2_001)
        #expect(constraints.last?.firstItem === superview)
    }

    private static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<", ">", "a", "b", "view_1", "m",
        "10", "-5", "2.5", "1e3", ".", "e", " ", "\u{E9}", "\r\n", "0", "1000", "@750", "[a]", "-(>=8)-", "[b(==a)]",
    ]

    /// Random pieces of the language, mostly not grammatical.
    private static func noise(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// A random format that follows the grammar.
    private static func grammatical(_ generator: inout SeededGenerator) -> String {
        func operand(_ signed: Bool) -> String {
            ["a", "m", "x_2", "10", "0.5", signed ? "-3" : "7", "1e2"].randomElement(using: &generator)!
        }
        func predicate() -> String {
            var text = ["", "==", "<=", ">="].randomElement(using: &generator)! + operand(true)
            if Bool.random(using: &generator) { text += "@" + ["750", "m", "1"].randomElement(using: &generator)! }
            return text
        }
        func list() -> String {
            "(" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in predicate() }.joined(separator: ",") + ")"
        }
        func connection() -> String {
            switch Int.random(in: 0...3, using: &generator) {
            case 0: ""
            case 1: "-"
            case 2: "-" + operand(false) + "-"
            default: "-" + list() + "-"
            }
        }
        func view() -> String {
            "[" + ["a", "b", "view_1"].randomElement(using: &generator)!
                + (Bool.random(using: &generator) ? list() : "") + "]"
        }
        var text = ["", "H:", "V:"].randomElement(using: &generator)!
        if Bool.random(using: &generator) { text += "|" + connection() }
        text += view()
        for _ in 0..<Int.random(in: 0...3, using: &generator) { text += connection() + view() }
        if Bool.random(using: &generator) { text += connection() + "|" }
        return text
    }

    /// Inserts, deletes or replaces one character or piece.
    private static func damage(_ format: inout String, _ generator: inout SeededGenerator) {
        var characters = Array(format)
        let index = Int.random(in: 0...characters.count, using: &generator)
        let piece = Array(pieces.randomElement(using: &generator)!)
        switch Int.random(in: 0...2, using: &generator) {
        case 0: characters.insert(contentsOf: piece, at: index)
        case 1 where index < characters.count: characters.remove(at: index)
        default: characters.replaceSubrange(index..<min(index + 1, characters.count), with: piece)
        }
        format = String(characters)
    }
}

/// SplitMix64: a small deterministic generator for the property test.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
