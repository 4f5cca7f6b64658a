// The parser of the Visual Format Language: a format string to a `VisualFormat`, or a `VisualFormatError` with the
// offset of the first character it could not read. Apple's grammar (Auto Layout Guide, "Visual Format Language"):
//
//   format      := (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
//   orientation := 'H' | 'V'
//   view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
//   connection  := '' | '-' | '-' (number | name) '-' | '-' '(' predicate (',' predicate)* ')' '-'
//   predicate   := ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
//   name        := a C identifier;  number := as strtod reads it (sign, digits, fraction, exponent)
//
// Invariants:
// - Pure and nonisolated: no views, no dictionaries, no global state; the same string always gives the same result.
// - One pass over the UTF-8 bytes with no recursion and no backtracking beyond one byte: time is linear in the
//   length of the format, and no input traps or hangs (the `vfl` fuzz target checks it).
// - ASCII spaces, tabs and line breaks between tokens are skipped (UIKit's own tolerance is not documented).
// - Numbers have at most `maximumNumberLength` characters, so reading one stays linear.
import Foundation

/// Reads visual format strings.
package struct VisualFormatParser {
    /// The longest number the parser reads; longer runs of digits are refused.
    package static let maximumNumberLength = 64

    /// Where a predicate list is: its messages and what its names may be differ.
    private enum ListContext {
        case view
        case connection
    }

    private let format: String
    private let bytes: [UInt8]
    private var position = 0

    private init(_ format: String) {
        self.format = format
        bytes = Array(format.utf8)
    }

    /// Parses `format`, or throws the first problem with its offset.
    package static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, utf8Offset: offset ?? position, message: message)
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        skipSpace()
        var axis = NSLayoutConstraint.Axis.horizontal
        if let letter = peek, letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V") {
            position += 1
            let vertical = letter == UInt8(ascii: "V")
            guard peek == UInt8(ascii: ":") else {
                throw error(
                    vertical
                        ? "Expected ':' after 'V' to specify vertical arrangement"
                        : "Expected ':' after 'H' to specify horizontal arrangement")
            }
            position += 1
            axis = vertical ? .vertical : .horizontal
            skipSpace()
        }
        var leadingEdge: VisualFormat.Edge?
        if peek == UInt8(ascii: "|") {
            let bar = position
            position += 1
            leadingEdge = VisualFormat.Edge(barOffset: bar, connection: try parseConnection())
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingEdge: VisualFormat.Edge?
        while true {
            skipSpace()
            guard peek != nil else { break }
            let connection = try parseConnection()
            skipSpace()
            switch peek {
            case UInt8(ascii: "["):
                connections.append(connection)
                views.append(try parseView())
            case UInt8(ascii: "|"):
                trailingEdge = VisualFormat.Edge(barOffset: position, connection: connection)
                position += 1
                skipSpace()
                guard peek == nil else { throw error("Expected the end of the format after the superview '|'") }
            case nil:
                throw error("Expected a view or '|' after the connection")
            default:
                throw error(
                    connection.spacing == .flush
                        ? "Expected '-', a view, '|' or the end of the format after a view"
                        : "Expected a view or '|' after the connection")
            }
            if trailingEdge != nil { break }
        }
        return VisualFormat(
            axis: axis, leadingEdge: leadingEdge, views: views, connections: connections, trailingEdge: trailingEdge)
    }

    /// A connection, or a flush one when the next character is not `-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpace()
        let offset = position
        guard peek == UInt8(ascii: "-") else { return VisualFormat.Connection(.flush, offset: offset) }
        position += 1
        skipSpace()
        let predicates: [VisualFormat.Predicate]
        switch peek {
        case UInt8(ascii: "["), UInt8(ascii: "|"):
            return VisualFormat.Connection(.standard, offset: offset)
        case UInt8(ascii: "("):
            predicates = try parsePredicateList(.connection)
        case let byte? where Self.isIdentifierStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "."):
            // `-10-` and `-metric-`: a positive number or a name, without relation or priority.
            let start = position
            let object = try parseOperand(
                signed: false, expected: "Expected a number or a key of the metrics dictionary after '-'")
            predicates = [VisualFormat.Predicate(object: object, offset: start)]
        default:
            throw error("Expected a view, '|', a number, a key of the metrics dictionary or '(' after '-'")
        }
        skipSpace()
        guard peek == UInt8(ascii: "-") else { throw error("Expected '-' to end the connection") }
        position += 1
        return VisualFormat.Connection(.predicates(predicates), offset: offset)
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        skipSpace()
        guard peek == UInt8(ascii: "[") else { throw error("Expected a view") }
        position += 1
        skipSpace()
        let nameOffset = position
        guard let name = parseIdentifier() else {
            throw error(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.")
        }
        skipSpace()
        var view = VisualFormat.View(name: name, nameOffset: nameOffset)
        if peek == UInt8(ascii: "(") {
            view.predicatesOffset = position
            view.predicates = try parsePredicateList(.view)
            skipSpace()
        }
        guard peek == UInt8(ascii: "]") else {
            throw error(
                view.predicatesOffset == nil
                    ? "Expected '(' or ']' after the view name" : "Expected ']' to end the view")
        }
        position += 1
        return view
    }

    /// `(predicate, predicate, …)`, starting at the `(`.
    private mutating func parsePredicateList(
        _ context: ListContext
    ) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        position += 1
        var predicates: [VisualFormat.Predicate] = []
        while true {
            skipSpace()
            predicates.append(try parsePredicate(context))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: ")") {
                position += 1
                return predicates
            } else {
                throw error(
                    context == .view
                        ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                        : "A predicate list in a connection must end with ')' and the connection with '-'")
            }
        }
    }

    private mutating func parsePredicate(_ context: ListContext) throws(VisualFormatError) -> VisualFormat.Predicate {
        let offset = position
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek, first == UInt8(ascii: "=") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">") {
            position += 1
            guard peek == UInt8(ascii: "=") else { throw error("Unknown relation. Must be ==, >=, or <=") }
            position += 1
            relation =
                first == UInt8(ascii: "<")
                ? .lessThanOrEqual : first == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
            skipSpace()
        }
        let object = try parseOperand(
            signed: true,
            expected: context == .view
                ? "Expected a number, a key of the metrics dictionary or a view in the predicate"
                : "Expected a number or a key of the metrics dictionary in the predicate")
        skipSpace()
        var priority: VisualFormat.Operand?
        if peek == UInt8(ascii: "@") {
            position += 1
            skipSpace()
            priority = try parseOperand(
                signed: true, expected: "Expected a priority after '@': a number or a key of the metrics dictionary")
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: offset)
    }

    /// A name or a number (signed only where the grammar allows a sign).
    private mutating func parseOperand(
        signed: Bool, expected: String
    ) throws(VisualFormatError) -> VisualFormat.Operand {
        let start = position
        if let name = parseIdentifier() { return VisualFormat.Operand(.name(name), offset: start, end: position) }
        if signed, let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { position += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if peek == UInt8(ascii: ".") {
            position += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else { throw error(expected, at: start) }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            // An exponent only when digits follow, as strtod reads it; otherwise the `e` is left for the caller.
            var end = position + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }
            if end < bytes.count, Self.isDigit(bytes[end]) {
                position = end
                _ = skipDigits()
            }
        }
        guard position - start <= Self.maximumNumberLength else {
            throw error("A number may have at most \(Self.maximumNumberLength) characters", at: start)
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("The number \(text) is out of range", at: start)
        }
        return VisualFormat.Operand(.number(number), offset: start, end: position)
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = peek, Self.isDigit(byte) { position += 1 }
        return position - start
    }

    /// A C identifier at the current position, or nil (and nothing read) when there is none.
    private mutating func parseIdentifier() -> String? {
        guard let first = peek, Self.isIdentifierStart(first) else { return nil }
        let start = position
        position += 1
        while let byte = peek, Self.isIdentifierStart(byte) || Self.isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }
}
