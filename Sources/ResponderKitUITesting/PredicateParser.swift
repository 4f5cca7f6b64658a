// A recursive-descent parser for predicate format strings (the grammar is at the top of QueryPredicate.swift).
//
// Invariants: it consumes the format left to right and always ends (every step consumes a character or throws);
// every error names the whole predicate and the part it could not read.
import Foundation

/// Parses one predicate format string.
struct PredicateParser {
    private let format: String
    private let characters: [Character]
    private var position = 0
    private var arguments: [Any]

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

    private mutating func parseUnary() throws -> QueryPredicate {
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
        return .comparison(key: key, op: op, options: options, value: value)
    }

    private mutating func parseKey() throws -> String {
        skipSpaces()
        if consumeSymbol("%K") { return try nextArgument().map { "\($0)" } ?? "" }
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
                if !"l".contains(spec.last!) { break }
            }
            guard let argument = try nextArgument() else { throw error("no argument for %\(spec)") }
            return Self.value(of: argument)
        }
        if first == "{" {
            position += 1
            var items: [PredicateValue] = []
            while !consumeSymbol("}") {
                items.append(try parseValue())
                _ = consumeSymbol(",")
                guard position < characters.count else { throw error("missing '}'") }
            }
            return .list(items)
        }
        let word = readWord()
        switch word.uppercased() {
        case "TRUE", "YES": return .bool(true)
        case "FALSE", "NO": return .bool(false)
        case "NIL", "NULL": return .null
        default:
            if let number = Double(word) { return .number(number) }
            throw error("unsupported value '\(word.isEmpty ? rest : word)'")
        }
    }

    private static func value(of argument: Any) -> PredicateValue {
        switch argument {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let uint as UInt: return .number(Double(uint))
        case let double as Double: return .number(double)
        case let float as Float: return .number(Double(float))
        case let cgFloat as CGFloat: return .number(Double(cgFloat))
        case let array as [Any]: return .list(array.map(value(of:)))
        default: return .string("\(argument)")
        }
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
