// Predicate formats the parser refuses, each with an error naming the predicate and the part it could not read:
// malformed formats, unknown keys, wrong value types, unbalanced quotes and parentheses, nesting past the limit,
// format specifiers and arguments it does not take (UT-290 … UT-293).
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitUITesting

@MainActor
@Suite("UI testing: predicates the parser refuses")
struct PredicateErrorTests {
    /// The parser's error for `format`, or nil when it parses.
    private func error(_ format: String, _ arguments: [Any] = []) -> String? {
        guard case .failure(let error) = QueryPredicate.parse(format, arguments: arguments) else { return nil }
        return error.message
    }

    /// Whether `format` is refused with a message that names it and contains `detail`.
    private func refused(_ format: String, _ arguments: [Any] = [], saying detail: String) -> Bool {
        guard let message = error(format, arguments) else { return false }
        return message.hasPrefix("Unsupported predicate '\(format)': ") && message.contains(detail)
    }

    @Test("UT-290: malformed formats, unknown keys and unbalanced quotes or parentheses name the part not read")
    func malformed() {
        #expect(refused("frame.size.width > 10", saying: "unknown key 'frame.size.width'"))
        #expect(refused("label ==", saying: "missing value"))
        #expect(refused("label", saying: "unsupported operator at ''"))
        #expect(refused("label BETWEEN {1, 2}", saying: "unsupported operator at 'BETWEEN {1, 2}'"))
        #expect(refused("== 'x'", saying: "expected a key at '== 'x''"))
        #expect(refused("", saying: "expected a key"))
        #expect(refused("label == 'x' AND", saying: "expected a key"))
        #expect(refused("(label == 'x'", saying: "missing ')'"))
        #expect(refused("label == 'x')", saying: "unexpected ')'"))
        #expect(refused("label == 'Log in", saying: "unterminated string"))
        #expect(refused("label == \"Log in", saying: "unterminated string"))
        #expect(refused("label IN {'a', 'b'", saying: "missing ',' or '}' in a list"))
        #expect(refused("label ==[z] 'x'", saying: "unknown option '[z'"))
        #expect(refused("label == nan", saying: "unsupported value 'nan'"))
        #expect(refused("elementType == 1e999", saying: "unsupported value '1e999'"))
        // The same forms, written well, parse: the errors come from the parts named, not from the keys or values.
        for format in ["label == 'x'", "(label == 'x')", "label IN {'a', 'b'}", "label ==[cd] 'x'", "elementType == 9"]
        {
            #expect(error(format) == nil, "\(format)")
        }
    }

    @Test("UT-291: an operator that does not apply to the key's type or to the value's is refused, naming both")
    func wrongTypes() {
        #expect(refused("isEnabled == 'yes'", saying: "isEnabled is a Boolean, compared with the string 'yes'"))
        #expect(refused("elementType == 'Button'", saying: "elementType is a number, compared with the string"))
        #expect(refused("label == TRUE", saying: "label is a string, compared with the Boolean TRUE"))
        #expect(
            refused("elementType CONTAINS 'But'", saying: "CONTAINS needs a string key, and elementType is a number"))
        #expect(refused("hasFocus BEGINSWITH 'Y'", saying: "BEGINSWITH needs a string key, and hasFocus is a Boolean"))
        #expect(refused("label CONTAINS 5", saying: "CONTAINS needs a string value"))
        #expect(refused("label IN 'abc'", saying: "IN needs a list"))
        #expect(refused("label == {'a'}", saying: "a list is compared with IN only, not with =="))
        #expect(refused("elementType IN {9, 'x'}", saying: "elementType is a number, compared with the string 'x'"))
        #expect(refused("label MATCHES '(unclosed'", saying: "'(unclosed' is not a regular expression"))
        // What XCUITest code writes is well typed.
        let accepted = [
            "isEnabled == TRUE", "isEnabled == 1", "elementType IN {9, 48}", "value == 1", "label MATCHES 'L.*'",
            "placeholderValue == NIL", "hasFocus != NO",
        ]
        for format in accepted { #expect(error(format) == nil, "\(format)") }
    }

    @Test("UT-292: nesting past 64 levels is refused, never overflowing the stack; 64 levels parse")
    func nesting() {
        let deep = String(repeating: "(", count: 65) + "label == 'x'" + String(repeating: ")", count: 65)
        #expect(refused(deep, saying: "nested more than 64 levels deep"))
        let nots = String(repeating: "NOT ", count: 100_000) + "TRUEPREDICATE"
        #expect(refused(nots, saying: "nested more than 64 levels deep"))
        let lists = "label IN " + String(repeating: "{", count: 10_000)
        #expect(refused(lists, saying: "nested more than 64 levels deep"))
        let fine = String(repeating: "(", count: 63) + "label == 'x'" + String(repeating: ")", count: 63)
        #expect(error(fine) == nil)
    }

    @Test("UT-293: format specifiers and arguments it cannot take are refused, naming them")
    func specifiers() {
        #expect(refused("label == %s", ["x"], saying: "unsupported format specifier '%s'"))
        #expect(refused("label == %", saying: "unsupported format specifier '%'"))
        #expect(refused("label == %@", saying: "more format specifiers than arguments"))
        #expect(refused("%K == 'x'", [7], saying: "%K needs a key name (a String)"))
        #expect(refused("%K == 'x'", ["frame"], saying: "unknown key 'frame'"))
        #expect(refused("elementType == %f", [Double.nan], saying: "the argument nan is not a finite number"))
        #expect(refused("label == %@", [Date(timeIntervalSince1970: 0)], saying: "an argument of type Date"))
        #expect(refused("elementType == %d", ["nine"], saying: "elementType is a number, compared with the string"))
        #expect(error("%K == %@ AND elementType == %ld", ["label", "Log in", 9]) == nil)
        #expect(error("label IN %@", [["a", "b"]]) == nil)
    }

    @Test("UT-290: a parsed predicate writes back as a format that parses to the same predicate")
    func roundTrip() throws {
        let formats = [
            "label CONTAINS[c] 'it\\'s'",
            "NOT identifier BEGINSWITH 'a\\\\b' OR value == NIL AND elementType IN {9, 48}",
            "isEnabled == YES && !(hasFocus = NO) || FALSEPREDICATE", "%K ENDSWITH %@",
        ]
        for format in formats {
            let parsed = try QueryPredicate.parse(format, arguments: ["label", "x'y"]).get()
            #expect(QueryPredicate.parse(parsed.format, arguments: []) == .success(parsed), "\(parsed.format)")
        }
    }

    @Test("UT-290: a refused predicate fails the query using it, naming it, and the action sends nothing")
    func throughQueries() {
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        app.buttons.matching(NSPredicate(format: "label CONTAINS 5")).element.tap()
        app.buttons.element(matching: NSPredicate(format: "isEnabled == 'yes'")).tap()
        #expect(app.buttons.matching(NSPredicate(format: "label ==")).count == 0)
        #expect(!app.buttons.containing(NSPredicate(format: "(label == 'x'")).firstMatch.exists)
        #expect(log.lines.isEmpty)
        #expect(failures.failures.map(\.kind) == [.unsupportedPredicate, .unsupportedPredicate])
        #expect(failures.messages.first?.hasPrefix("Unsupported predicate 'label CONTAINS 5': CONTAINS needs") == true)
        // A well-formed predicate on the same screen works, so the failures come from the formats.
        app.buttons.element(matching: NSPredicate(format: "isEnabled == TRUE AND label BEGINSWITH 'Log'")).tap()
        #expect(log.lines == ["login: false"])
    }
}
