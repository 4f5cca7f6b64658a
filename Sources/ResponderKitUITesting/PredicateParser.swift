// A recursive-descent parser for predicate format strings (the grammar is at the top of QueryPredicate.swift).
//
// Invariants: it consumes the format left to right and always ends (every step consumes a character or throws);
// nesting (parentheses, NOT, lists) is at most `maximumDepth` deep, so no format overflows the stack; every error
// names the whole predicate and the part it could not read; a comparison it returns is well typed (its operator
// applies to its key's type and its value's, UT-290).
import Foundation

/// Parses one predicate format string.
package struct PredicateParser {
    private let format: String
    private let characters: [Character]
    private var position = 0
    private var arguments: [Any]
    /// How deep the parser is in parentheses, NOTs and lists.
    private var depth = 0

    /// The deepest nesting a format may have.
    package static let maximumDepth = 64

    init(format: String, arguments: [Any]) {
        self.format = format
        characters = Array(format)
        self.arguments = arguments
    }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return position >= characters.count
        }
    }

    var rest: String { String(characters[min(position, characters.count)...]) }

    func error(_ detail: String) -> PredicateError {
        PredicateError(
            message: "Unsupported predicate '\(format)': \(detail). Supported: comparisons of label, identifier, "
                + "value, title, placeholderValue, elementType, isEnabled, isSelected, hasFocus, exists (isHittable in "
                + "expectations) with ==, !=, "
                + "CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES, IN, joined by AND, OR, NOT")
    }

    mutating func parseOr() throws -> QueryPredicate {
        var left = try parseAnd()
        while consumeWord("OR") || consumeSymbol("||") { left = .or(left, try parseAnd()) }
        return left
    }

    private mutating func parseAnd() throws -> QueryPredicate {
        var left = try parseUnary()
        while consumeWord("AND") || consumeSymbol("&&") { left = .and(left, try parseUnary()) }
        return left
    }

    /// Enters one level of nesting; throws past `maximumDepth`.
    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseUnary() throws -> QueryPredicate {
        try enter()
        defer { depth -= 1 }
        if consumeWord("NOT") || consumeSymbol("!") { return .not(try parseUnary()) }
        if consumeSymbol("(") {
            let inner = try parseOr()
            guard consumeSymbol(")") else { throw error("missing ')'") }
            return inner
        }
        if consumeWord("TRUEPREDICATE") { return .constant(true) }
        if consumeWord("FALSEPREDICATE") { return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> QueryPredicate {
        let key = try parseKey()
        guard PredicateValue.keys.contains(key) else { throw error("unknown key '\(key)'") }
        let op = try parseOperator()
        var options = ""
        if consumeSymbol("[") {
            while position < characters.count, characters[position] != "]" {
                options.append(contentsOf: characters[position].lowercased())
                position += 1
            }
            guard consumeSymbol("]"), options.allSatisfy({ "cdn".contains($0) }) else {
                throw error("unknown option '[\(options)'")
            }
        }
        let value = try parseValue()
        try check(key: key, op: op, value: value)
        return .comparison(key: key, op: op, options: options, value: value)
    }

    /// Throws when `op` does not apply to `key`'s type or to `value`, or a MATCHES pattern is not a regular
    /// expression.
    private func check(key: String, op: String, value: PredicateValue) throws {
        let kind = PredicateValue.kind(ofKey: key)
        if op == "IN" {
            guard case .list(let items) = value else { throw error("IN needs a list such as {'a', 'b'}") }
            for item in items { try check(key: key, op: "==", value: item) }
            return
        }
        if case .list = value { throw error("a list is compared with IN only, not with \(op)") }
        if ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES"].contains(op) {
            guard kind == "string" else { throw error("\(op) needs a string key, and \(key) is a \(kind)") }
            guard case .string(let text) = value else { throw error("\(op) needs a string value") }
            if op == "MATCHES", (try? Regex(text)) == nil {
                throw error("'\(text)' is not a regular expression")
            }
            return
        }
        switch (kind, value) {
        // A string attribute compared with a number compares the string's number, as the element's value often is.
        case (_, .null), ("string", .string), ("string", .number), ("number", .number), ("Boolean", .bool),
            ("Boolean", .number):
            return
        default:
            throw error("\(key) is a \(kind), compared with \(value.typeName)")
        }
    }

    private mutating func parseKey() throws -> String {
        skipSpaces()
        if consumeSymbol("%K") {
            guard let key = try nextArgument() as? String else { throw error("%K needs a key name (a String)") }
            return key
        }
        let word = readWord()
        guard !word.isEmpty else { throw error("expected a key at '\(rest)'") }
        return word
    }

    private mutating func parseOperator() throws -> String {
        skipSpaces()
        for symbol in ["==", "!=", "<>", "<=", ">=", "=<", "=>", "=", "<", ">"] where consumeSymbol(symbol) {
            switch symbol {
            case "=": return "=="
            case "<>": return "!="
            case "=<": return "<="
            case "=>": return ">="
            default: return symbol
            }
        }
        let saved = position
        let word = readWord().uppercased()
        if ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN"].contains(word) { return word }
        position = saved
        throw error("unsupported operator at '\(rest)'")
    }

    private mutating func parseValue() throws -> PredicateValue {
        skipSpaces()
        guard position < characters.count else { throw error("missing value") }
        let first = characters[position]
        if first == "'" || first == "\"" { return .string(try readQuoted(first)) }
        if first == "%" {
            position += 1
            var spec = ""
            while position < characters.count, characters[position].isLetter || characters[position] == "@" {
                spec.append(characters[position])
                position += 1
                if spec.last != "l" { break }
            }
            guard Self.valueSpecifiers.contains(spec) else { throw error("unsupported format specifier '%\(spec)'") }
            guard let argument = try nextArgument() else { throw error("no argument for %\(spec)") }
            return try value(of: argument)
        }
        if first == "{" {
            position += 1
            try enter()
            defer { depth -= 1 }
            var items: [PredicateValue] = []
            if !consumeSymbol("}") {
                repeat { items.append(try parseValue()) } while consumeSymbol(",")
                guard consumeSymbol("}") else { throw error("missing ',' or '}' in a list") }
            }
            return .list(items)
        }
        let word = readWord()
        switch word.uppercased() {
        case "TRUE", "YES": return .bool(true)
        case "FALSE", "NO": return .bool(false)
        case "NIL", "NULL": return .null
        default:
            if let number = Double(word), number.isFinite { return .number(number) }
            throw error("unsupported value '\(word.isEmpty ? rest : word)'")
        }
    }

    /// The format specifiers a value may be (`%K` is a key's).
    private static let valueSpecifiers: Set<String> = ["@", "d", "i", "u", "f", "ld", "li", "lu", "lf", "lld", "llu"]

    /// A format argument as a value: strings, Booleans, finite numbers and arrays of them (an array nested at most
    /// `maximumDepth` deep); anything else is refused, naming its type.
    private func value(of argument: Any, depth: Int = 0) throws -> PredicateValue {
        let number: Double
        switch argument {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: number = Double(int)
        case let uint as UInt: number = Double(uint)
        case let double as Double: number = double
        case let float as Float: number = Double(float)
        case let cgFloat as CGFloat: number = Double(cgFloat)
        case let array as [Any]:
            guard depth < Self.maximumDepth else { throw error("an argument nested too deep") }
            return .list(try array.map { try value(of: $0, depth: depth + 1) })
        default: throw error("an argument of type \(type(of: argument)), not a string, number, Boolean or array")
        }
        guard number.isFinite else { throw error("the argument \(number) is not a finite number") }
        return .number(number)
    }

    private mutating func nextArgument() throws -> Any? {
        guard !arguments.isEmpty else { throw error("more format specifiers than arguments") }
        return arguments.removeFirst()
    }

    private mutating func readQuoted(_ quote: Character) throws -> String {
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == "\\", position < characters.count {
                text.append(characters[position])
                position += 1
            } else if character == quote {
                return text
            } else {
                text.append(character)
            }
        }
        throw error("unterminated string")
    }

    private mutating func readWord() -> String {
        skipSpaces()
        var word = ""
        while position < characters.count {
            let character = characters[position]
            guard character.isLetter || character.isNumber || "_.-+".contains(character) else { break }
            word.append(character)
            position += 1
        }
        return word
    }

    private mutating func consumeWord(_ word: String) -> Bool {
        skipSpaces()
        let saved = position
        let read = readWord()
        if read.uppercased() == word { return true }
        position = saved
        return false
    }

    private mutating func consumeSymbol(_ symbol: String) -> Bool {
        skipSpaces()
        let symbolCharacters = Array(symbol)
        guard position + symbolCharacters.count <= characters.count,
            Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
        else { return false }
        position += symbolCharacters.count
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }
}
