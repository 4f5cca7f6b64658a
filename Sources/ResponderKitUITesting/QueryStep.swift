// One step of a query chain and the filters steps apply, with how each is described in messages.
//
// Invariants: applying a step to elements in tree order gives elements in tree order, each once (UT-11).
import Foundation

/// A filter on elements.
enum QueryFilter {
    /// The identifier or the label equals the string (XCUITest's subscript and `matching(identifier:)`).
    case identifier(String)
    /// The element is of the type (`.any` matches all).
    case type(XCUIElement.ElementType)
    /// A parsed predicate, with its format for messages.
    case predicate(QueryPredicate, format: String)
    /// A predicate ResponderKit did not parse (a block predicate): evaluated on the element's attributes.
    case block(NSPredicate)
    /// A predicate that could not be parsed: resolving fails with this message.
    case unsupported(String)
    /// The element stands for this object (an audit issue's element).
    case object(ObjectIdentifier, name: String)
    /// Both filters.
    indirect case both(QueryFilter, QueryFilter)

    /// Whether an element passes, as a test made once for a walk over many elements (the filter is taken apart
    /// here, not at each element: a predicate over 1,000 elements stays within UT-100's budget).
    @MainActor
    func acceptor() -> (ElementSnapshot) -> Bool {
        switch self {
        case .identifier(let name): return { $0.identifier == name || $0.label == name }
        case .type(let type): return { type.matches($0.elementType) }
        case .predicate(let predicate, _): return predicate.tester()
        case .both(let a, let b):
            let (first, second) = (a.acceptor(), b.acceptor())
            return { first($0) && second($0) }
        case .block(let predicate): return { predicate.evaluate(with: $0) }
        case .unsupported: return { _ in false }
        case .object(let id, _): return { element in element.object.map { ObjectIdentifier($0) == id } ?? false }
        }
    }

    /// The only elements of `tree` that can pass, in pre-order, from the tree's index by type or by name; nil when
    /// the filter has no such index (every element must be tried).
    @MainActor
    func candidates(in tree: ElementTree) -> [ElementSnapshot]? {
        switch self {
        case .identifier(let name): return tree.elements(named: name)
        case .type(let type): return type == .any ? nil : tree.elements(ofType: type)
        case .both(let a, let b):
            let first = a.candidates(in: tree)
            let second = b.candidates(in: tree)
            guard let first, let second else { return first ?? second }
            return first.count <= second.count ? first : second
        default: return nil
        }
    }

    /// The message of an unsupported predicate in this filter, if any.
    var unsupportedMessage: String? {
        switch self {
        case .unsupported(let message): return message
        case .both(let a, let b): return a.unsupportedMessage ?? b.unsupportedMessage
        default: return nil
        }
    }

    /// How the filter reads in a query's description.
    var description: String {
        switch self {
        case .identifier(let name): return "identifier or label '\(name)'"
        case .type(let type): return "type \(type.displayName)"
        case .predicate(_, let format): return "predicate '\(format)'"
        case .block: return "a block predicate"
        case .unsupported(let message): return message
        case .object(_, let name): return "the object \(name)"
        case .both(let a, let b): return "\(a.description) and \(b.description)"
        }
    }

    /// The filter for `predicate`: parsed when it was made by `NSPredicate(format:)` from this library.
    static func from(_ predicate: NSPredicate) -> QueryFilter {
        let probe = PredicateProbe()
        _ = predicate.evaluate(with: probe)
        guard let parsed = probe.parsed else { return .block(predicate) }
        switch parsed {
        case .success(let result):
            if let key = result.keys.intersection(PredicateValue.elementKeys).sorted().first {
                return .unsupported(
                    "Unsupported predicate '\(probe.format)': '\(key)' is a property of an element, not an attribute "
                        + "a query can match; wait for it with XCUIPredicateExpectation")
            }
            return .predicate(result, format: probe.format)
        case .failure(let error): return .unsupported(error.message)
        }
    }
}

/// One step of a query.
enum QueryStep {
    /// The descendants of each input that pass the filter.
    case descendants(QueryFilter)
    /// The children of each input that pass the filter.
    case children(QueryFilter)
    /// The inputs that pass the filter.
    case matching(QueryFilter)
    /// The inputs with a descendant that passes the filter.
    case containing(QueryFilter)

    /// XCUITest's wording of the step in a query chain ("Descendants matching type Button" …).
    var description: String {
        switch self {
        case .descendants(let filter): return "Descendants matching \(filter.description)"
        case .children(let filter): return "Children matching \(filter.description)"
        case .matching(let filter): return "Elements matching \(filter.description)"
        case .containing(let filter): return "Elements containing elements matching \(filter.description)"
        }
    }

    /// The filter of the step.
    var filter: QueryFilter {
        switch self {
        case .descendants(let filter), .children(let filter), .matching(let filter), .containing(let filter):
            return filter
        }
    }

    /// The step applied to `inputs` (in tree order, each once) in `tree`: the result is in tree order, each once.
    /// Descendants are flat ranges of the tree's pre-order, so no step builds an array of descendants.
    @MainActor
    func apply(to inputs: [ElementSnapshot], in tree: ElementTree) -> [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        switch self {
        case .descendants(let filter):
            if let candidates = filter.candidates(in: tree) {
                // From the application, a type's index is the answer itself (`app.buttons.count`).
                if case .type(let type) = filter, type != .application, inputs.count == 1, inputs[0] === tree.root {
                    return candidates
                }
                return Self.descendants(among: candidates, of: inputs, passing: filter)
            }
            // Ranges nest or are disjoint: an input inside the previous kept range adds nothing new.
            var covered = 0
            let accepts = filter.acceptor()
            for input in inputs where input.index >= covered {
                for element in tree.descendants(of: input) where accepts(element) { found.append(element) }
                covered = input.end
            }
            return found
        case .children(let filter):
            let accepts = filter.acceptor()
            for input in inputs {
                for element in input.children where accepts(element) { found.append(element) }
            }
            // Children of an input inside another input come between that input's children: restore tree order.
            if inputs.count > 1 { found.sort { $0.index < $1.index } }
            return found
        case .matching(let filter):
            return inputs.filter(filter.acceptor())
        case .containing(let filter):
            let accepts = filter.acceptor()
            return inputs.filter { tree.descendants(of: $0).contains(where: accepts) }
        }
    }

    /// The `candidates` (in pre-order) that are descendants of one of `inputs` (in pre-order) and pass `filter`:
    /// one merge walk over both lists, as the inputs' ranges nest or are disjoint.
    @MainActor
    private static func descendants(
        among candidates: [ElementSnapshot], of inputs: [ElementSnapshot], passing filter: QueryFilter
    ) -> [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        var next = 0
        var range = 0..<0
        let accepts = filter.acceptor()
        for candidate in candidates {
            let index = candidate.index
            // Move to the outermost input whose range may hold this candidate.
            while index >= range.upperBound, next < inputs.count {
                let input = inputs[next]
                next += 1
                if input.end > range.upperBound { range = (input.index + 1)..<input.end }
            }
            if range.contains(index), accepts(candidate) { found.append(candidate) }
        }
        return found
    }
}
