// The failure messages of queries that match nothing or several elements where one is needed (UT-41, UT-42).
//
// Invariants: "No matches found for …" lists up to three closest elements by label and identifier (by edit distance,
// case-insensitive, ties in tree order); "Multiple matching elements found for …" lists every match in tree order.
import Foundation

/// Failure messages for query resolution.
@MainActor
enum MatchReport {
    /// How many near matches a "No matches found" message lists.
    static let nearMatchLimit = 3

    /// The failure for a query that matched nothing, with the closest matches by label and identifier.
    static func noMatches(for query: XCUIElementQuery, in root: ElementSnapshot) -> XCUITestFailure {
        var message = "No matches found for \(query.summary)"
        if let wanted = wantedName(of: query) {
            let near = closest(to: wanted, type: wantedType(of: query), in: root)
            if !near.isEmpty {
                message += ". Closest matches by label and identifier: "
                message += near.map { "{\($0.summary)}" }.joined(separator: ", ")
            }
        }
        return XCUITestFailure(kind: .noMatches, message: message)
    }

    /// The failure for a query that matched several elements where one is needed.
    static func multipleMatches(_ matches: [ElementSnapshot], for query: XCUIElementQuery) -> XCUITestFailure {
        let list = matches.map { "  \(ElementTreeFormatter.line(for: $0))" }.joined(separator: "\n")
        return XCUITestFailure(
            kind: .multipleMatches,
            message: "Multiple matching elements found for \(query.summary) (\(matches.count) matches):\n\(list)")
    }

    /// The identifier or label the query's last name filter asks for, if any.
    private static func wantedName(of query: XCUIElementQuery) -> String? {
        for step in query.steps.reversed() {
            if let name = name(in: step.filter) { return name }
        }
        return nil
    }

    private static func name(in filter: QueryFilter) -> String? {
        switch filter {
        case .identifier(let name): return name
        case .both(let a, let b): return name(in: a) ?? name(in: b)
        case .predicate(let predicate, _): return name(in: predicate)
        default: return nil
        }
    }

    private static func name(in predicate: QueryPredicate) -> String? {
        switch predicate {
        case .comparison(let key, _, _, .string(let value)) where key == "label" || key == "identifier": return value
        case .and(let a, let b), .or(let a, let b): return name(in: a) ?? name(in: b)
        default: return nil
        }
    }

    /// The element type the query's last type filter asks for (`.any` when none).
    private static func wantedType(of query: XCUIElementQuery) -> XCUIElement.ElementType {
        for step in query.steps.reversed() {
            if case .type(let type) = step.filter { return type }
            if case .both(.type(let type), _) = step.filter { return type }
        }
        return .any
    }

    /// The elements whose label or identifier is closest to `wanted`, preferring elements of `type`.
    private static func closest(to wanted: String, type: XCUIElement.ElementType, in root: ElementSnapshot)
        -> [ElementSnapshot]
    {
        let target = wanted.lowercased()
        var scored: [(score: Int, index: Int, element: ElementSnapshot)] = []
        for (index, element) in root.descendants.enumerated() {
            let names = [element.label, element.identifier].filter { !$0.isEmpty }
            guard let distance = names.map({ editDistance($0.lowercased(), target) }).min() else { continue }
            // Another type costs a little, so a button named alike beats a label named alike for `buttons[...]`.
            let score = distance * 2 + (type.matches(element.elementType) ? 0 : 1)
            guard distance <= max(target.count / 2, 3) else { continue }
            scored.append((score, index, element))
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.index < $1.index }
        return scored.prefix(nearMatchLimit).map(\.element)
    }

    /// The Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(0...y.count)
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
