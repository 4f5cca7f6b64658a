// Turns a parsed visual format into constraints: names resolved against the views and metrics dictionaries,
// attributes chosen from the axis and the options, standard spacings filled in, alignment constraints added.
//
// Invariants:
// - Every error is found before a constraint is returned: the caller gets all the constraints or an error, never
//   part of them. Making a constraint has no side effect (nothing is activated).
// - The order is fixed (AL-87): per view, left to right, the connection into it (from `|` or the previous view)
//   and then the view's own predicates; then the trailing `|`; then the alignment constraints, pair by pair.
// - A connection's constraint has the item on the positive side of the gap as its first item, so constants keep
//   the sign written in the format: `b.leading == a.trailing + 8`, `superview.trailing == a.trailing + 20`.
// - Time is linear in the size of the format (one dictionary lookup per name).
import Foundation

/// Builds the constraints of a parsed visual format.
@MainActor
enum VisualFormatBuilder {
    /// The constraints of `parsed`, or the first problem with a name, a value or the options.
    static func constraints(
        _ parsed: VisualFormat, format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let context = VisualFormatContext(
            format: format, axis: parsed.axis, options: options, metrics: metrics ?? [:], views: views)
        let alignments = parsed.views.count > 1 ? try context.alignmentAttributes() : []
        var items: [AnyObject] = []
        var predicatesByName: [String: [VisualFormat.Predicate]] = [:]
        for view in parsed.views {
            items.append(try context.view(named: view.name, end: view.nameEnd))
            guard !view.predicates.isEmpty else { continue }
            if let earlier = predicatesByName[view.name] {
                if VisualFormat.text(of: earlier) != VisualFormat.text(of: view.predicates) {
                    throw context.error(
                        "\(view.name) appears more than once with different predicates "
                            + "(\(VisualFormat.text(of: earlier)) and \(VisualFormat.text(of: view.predicates))); "
                            + "give a view's predicates once",
                        at: view.predicatesOffset ?? view.nameOffset)
                }
            } else {
                predicatesByName[view.name] = view.predicates
            }
        }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in parsed.views.enumerated() {
            let item = items[index]
            if index == 0, let edge = parsed.leadingEdge {
                let superview = try context.superview(of: item, bar: edge.barOffset)
                constraints += try context.connect(
                    superview, item, edge.connection, toSuperview: true, superviewFirst: true)
            } else if index > 0 {
                constraints += try context.connect(
                    items[index - 1], item, parsed.connections[index - 1], toSuperview: false, superviewFirst: false)
            }
            for predicate in view.predicates { constraints.append(try context.size(of: item, predicate)) }
        }
        if let edge = parsed.trailingEdge, let item = items.last {
            let superview = try context.superview(of: item, bar: edge.barOffset)
            constraints += try context.connect(
                item, superview, edge.connection, toSuperview: true, superviewFirst: false)
        }
        for index in items.indices.dropLast() {
            for attribute in alignments {
                constraints.append(
                    NSLayoutConstraint(
                        first: items[index], attribute, .equal, second: items[index + 1], attribute, multiplier: 1,
                        constant: 0, systemSpacing: nil))
            }
        }
        return constraints
    }
}
