// The predicates XCUITest code passes to `matching(_:)`, parsed from their format string and evaluated against
// element snapshots. swift-corelibs-foundation cannot evaluate predicate strings, so ResponderKit parses the forms
// UI tests use itself (UT-20, UT-21).
//
// Invariants: parsing is total (any string gives a predicate or a `PredicateError` naming it, never a crash);
// evaluation reads only snapshot attributes. Grammar: comparisons `key op value`, `NOT`, `AND` (binds tighter) and
// `OR`, and parentheses; keys label, identifier, value, title, placeholderValue, elementType, isEnabled/enabled,
// isSelected/selected, hasFocus, exists (and isHittable in expectations only); operators ==, =, !=, <>, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES, IN, each
// with optional [c], [d] or [cd]; values quoted strings, numbers, TRUE/FALSE/YES/NO, %@ %d %i %ld %u %f %K
// arguments.
import Foundation

/// A predicate the format parser could not understand: the message names the predicate.
package struct PredicateError: Error, Equatable, Sendable {
    /// The message, naming the predicate and the part not supported.
    package let message: String
}

/// A parsed predicate.
package indirect enum QueryPredicate: Equatable, Sendable {
    case comparison(key: String, op: String, options: String, value: PredicateValue)
    case not(QueryPredicate)
    case and(QueryPredicate, QueryPredicate)
    case or(QueryPredicate, QueryPredicate)
    case constant(Bool)

    /// Parses `format` with `arguments` substituted for `%@`, `%d` … and `%K`.
    package static func parse(_ format: String, arguments: [Any]) -> Result<QueryPredicate, PredicateError> {
        var parser = PredicateParser(format: format, arguments: arguments)
        do {
            let predicate = try parser.parseOr()
            guard parser.atEnd else { throw parser.error("unexpected '\(parser.rest)'") }
            return .success(predicate)
        } catch let error as PredicateError {
            return .failure(error)
        } catch {
            return .failure(PredicateError(message: "Unsupported predicate '\(format)'"))
        }
    }

    /// The predicate written as a format that parses back to it (fully parenthesized).
    package var format: String {
        switch self {
        case .constant(let result): return result ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let inner): return "NOT (\(inner.format))"
        case .and(let a, let b): return "(\(a.format)) AND (\(b.format))"
        case .or(let a, let b): return "(\(a.format)) OR (\(b.format))"
        case .comparison(let key, let op, let options, let value):
            return "\(key) \(op)\(options.isEmpty ? "" : "[\(options)]") \(value.format)"
        }
    }

    /// Whether an element satisfies the predicate, as a test made once for a walk over many elements: a comparison
    /// of a label or an identifier with a string reads it straight from each element (UT-100's budget); others
    /// compare the element's attribute as `evaluate(_:)` does.
    @MainActor
    func tester() -> (ElementSnapshot) -> Bool {
        switch self {
        case .comparison(let key, let op, let options, let value):
            if options.isEmpty, case .string(let text) = value, key == "label" || key == "identifier" {
                let read: (ElementSnapshot) -> String = key == "label" ? { $0.label } : { $0.identifier }
                switch op {
                case "==": return { read($0) == text }
                case "!=": return { read($0) != text }
                case "BEGINSWITH": return { read($0).hasPrefix(text) }
                case "ENDSWITH": return { read($0).hasSuffix(text) }
                case "CONTAINS": return { read($0).contains(text) }
                default: break
                }
            }
            return { PredicateValue.compare(PredicateValue.attribute(key, of: $0), op, value, options: options) }
        case .not(let inner):
            let test = inner.tester()
            return { !test($0) }
        case .and(let a, let b):
            let (first, second) = (a.tester(), b.tester())
            return { first($0) && second($0) }
        case .or(let a, let b):
            let (first, second) = (a.tester(), b.tester())
            return { first($0) || second($0) }
        case .constant(let result): return { _ in result }
        }
    }

    /// Whether the predicate holds when each key has the value `attribute` gives.
    func evaluate(_ attribute: (String) -> PredicateValue) -> Bool {
        switch self {
        case .constant(let result): return result
        case .not(let inner): return !inner.evaluate(attribute)
        case .and(let a, let b): return a.evaluate(attribute) && b.evaluate(attribute)
        case .or(let a, let b): return a.evaluate(attribute) || b.evaluate(attribute)
        case .comparison(let key, let op, let options, let value):
            return PredicateValue.compare(attribute(key), op, value, options: options)
        }
    }

    /// The keys the predicate names.
    var keys: Set<String> {
        switch self {
        case .constant: return []
        case .not(let inner): return inner.keys
        case .and(let a, let b), .or(let a, let b): return a.keys.union(b.keys)
        case .comparison(let key, _, _, _): return [key]
        }
    }
}

/// A value in a predicate: a string, a number, a Boolean or a list (for IN).
package enum PredicateValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([PredicateValue])
    case null

    /// The keys a predicate may name.
    static let keys: Set<String> = [
        "label", "identifier", "value", "title", "placeholderValue", "elementType", "isEnabled", "enabled",
        "isSelected", "selected", "hasFocus", "exists", "isHittable", "hittable",
    ]

    /// The keys that are properties of a live element, not attributes of a snapshot: a predicate expectation
    /// (``XCUIPredicateExpectation``) reads them; a query cannot (every match exists; hittability needs a hit-test).
    static let elementKeys: Set<String> = ["isHittable", "hittable"]
    /// The type of attribute `key`: "string", "number" or "Boolean".
    static func kind(ofKey key: String) -> String {
        switch key {
        case "elementType": return "number"
        case "isEnabled", "enabled", "isSelected", "selected", "hasFocus", "exists", "isHittable", "hittable":
            return "Boolean"
        default: return "string"
        }
    }

    /// The value's type, for messages.
    var typeName: String {
        switch self {
        case .string(let text): return "the string '\(text)'"
        case .number(let number): return "the number \(number)"
        case .bool(let bool): return "the Boolean \(bool ? "TRUE" : "FALSE")"
        case .list: return "a list"
        case .null: return "NIL"
        }
    }

    /// The value written as a predicate format reads it back.
    var format: String {
        switch self {
        case .string(let text):
            return "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
                + "'"
        case .number(let number): return "\(number)"
        case .bool(let bool): return bool ? "TRUE" : "FALSE"
        case .list(let items): return "{" + items.map(\.format).joined(separator: ", ") + "}"
        case .null: return "NIL"
        }
    }

    /// The value of attribute `key` of `element`.
    @MainActor
    static func attribute(_ key: String, of element: ElementSnapshot) -> PredicateValue {
        switch key {
        case "label": return .string(element.label)
        case "identifier": return .string(element.identifier)
        case "value": return element.stringValue.map(PredicateValue.string) ?? .null
        case "title": return .string(element.title)
        case "placeholderValue": return element.placeholderValue.map(PredicateValue.string) ?? .null
        case "elementType": return .number(Double(element.elementType.rawValue))
        case "isEnabled", "enabled": return .bool(element.isEnabled)
        case "isSelected", "selected": return .bool(element.isSelected)
        case "hasFocus": return .bool(element.hasFocus)
        case "exists": return .bool(true)
        default: return .null
        }
    }

    /// `lhs op rhs` with the string options `c` (case-insensitive) and `d` (diacritic-insensitive).
    static func compare(_ lhs: PredicateValue, _ op: String, _ rhs: PredicateValue, options: String) -> Bool {
        if op == "IN", case .list(let items) = rhs {
            return items.contains { compare(lhs, "==", $0, options: options) }
        }
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            return compareStrings(a, op, b, options: options)
        case (.number(let a), .number(let b)):
            return compareNumbers(a, op, b)
        case (.bool(let a), .bool(let b)):
            return op == "!=" ? a != b : (op == "==" && a == b)
        case (.bool(let a), .number(let b)):
            return compareNumbers(a ? 1 : 0, op, b)
        case (.string(let a), .number(let b)):
            return Double(a).map { compareNumbers($0, op, b) } ?? (op == "!=")
        case (.null, .null):
            return op == "=="
        case (.null, _), (_, .null):
            return op == "!="
        default:
            return false
        }
    }

    private static func compareNumbers(_ a: Double, _ op: String, _ b: Double) -> Bool {
        switch op {
        case "==": return a == b
        case "!=": return a != b
        case "<": return a < b
        case "<=": return a <= b
        case ">": return a > b
        case ">=": return a >= b
        default: return false
        }
    }

    private static func compareStrings(_ a: String, _ op: String, _ b: String, options: String) -> Bool {
        var compareOptions: String.CompareOptions = []
        if !options.isEmpty, options.contains("c") { compareOptions.insert(.caseInsensitive) }
        if !options.isEmpty, options.contains("d") { compareOptions.insert(.diacriticInsensitive) }
        // Folding with no option changes nothing and costs a Foundation call per element: skipped (UT-100's speed).
        let x = compareOptions.isEmpty ? a : a.folding(options: compareOptions, locale: nil)
        let y = compareOptions.isEmpty ? b : b.folding(options: compareOptions, locale: nil)
        switch op {
        case "==": return x == y
        case "!=": return x != y
        case "CONTAINS": return x.contains(y)
        case "BEGINSWITH": return x.hasPrefix(y)
        case "ENDSWITH": return x.hasSuffix(y)
        case "LIKE": return wildcard(y, matches: x)
        case "MATCHES": return (try? Regex(y)).map { (try? $0.wholeMatch(in: x)) != nil } ?? false
        case "<", "<=", ">", ">=":
            return compareNumbers(Double(x.compare(y).rawValue), op, 0)
        default: return false
        }
    }

    /// LIKE: `*` matches any run of characters, `?` one character.
    private static func wildcard(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var table = Array(repeating: Array(repeating: false, count: t.count + 1), count: p.count + 1)
        table[0][0] = true
        for i in 1...max(p.count, 1) where i <= p.count {
            table[i][0] = table[i - 1][0] && p[i - 1] == "*"
            for j in 1...max(t.count, 1) where j <= t.count {
                switch p[i - 1] {
                case "*": table[i][j] = table[i - 1][j] || table[i][j - 1]
                case "?": table[i][j] = table[i - 1][j - 1]
                default: table[i][j] = table[i - 1][j - 1] && p[i - 1] == t[j - 1]
                }
            }
        }
        return table[p.count][t.count]
    }
}
