// A parsed visual format written back as text, in one canonical form: the orientation always written, every
// connection with a predicate list in parentheses, every predicate with its relation, numbers as Swift prints them.
//
// Invariant: parsing `text` gives a format whose `text` is the same string (the fuzz target checks it).
import Foundation

extension VisualFormat {
    /// The format in canonical form, for example `H:|-(==20)-[a(>=50@750)]-[b]|`.
    package var text: String {
        var text = axis == .vertical ? "V:" : "H:"
        if let leadingEdge { text += "|" + Self.text(of: leadingEdge.connection) }
        for (index, view) in views.enumerated() {
            if index > 0 { text += Self.text(of: connections[index - 1]) }
            text += "[" + view.name
            if !view.predicates.isEmpty { text += "(" + Self.text(of: view.predicates) + ")" }
            text += "]"
        }
        if let trailingEdge { text += Self.text(of: trailingEdge.connection) + "|" }
        return text
    }

    /// A connection in canonical form: empty, `-` or `-(predicates)-`.
    static func text(of connection: Connection) -> String {
        switch connection.spacing {
        case .flush: ""
        case .standard: "-"
        case .predicates(let predicates): "-(" + text(of: predicates) + ")-"
        }
    }

    /// Predicates in canonical form, separated by commas: `==10@750,<=b`.
    static func text(of predicates: [Predicate]) -> String {
        predicates.map { predicate in
            var text = predicate.relation.symbol + text(of: predicate.object)
            if let priority = predicate.priority { text += "@" + Self.text(of: priority) }
            return text
        }.joined(separator: ",")
    }

    private static func text(of operand: Operand) -> String {
        switch operand.value {
        case .number(let number): "\(number)"
        case .name(let name): name
        }
    }
}
