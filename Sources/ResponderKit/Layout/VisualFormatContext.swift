// What `VisualFormatBuilder` resolves a parsed format against: the format's text (for errors), its axis, the
// options and the two dictionaries; and the rules that turn one element into constraints.
//
// Invariants: a metric is any finite number (NSNumber, CGFloat, Double, Float, Int and the other integer and
// floating-point types); a view is a UIView or a UILayoutGuide (whose `|` is its owning view); a priority lies in
// 0 < p <= 1000, as UIKit's setter requires.
import Foundation

/// The dictionaries, options and rules one visual format is built with.
@MainActor
struct VisualFormatContext {
    let format: String
    let axis: NSLayoutConstraint.Axis
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// An error at a UTF-8 offset of the format.
    func error(_ message: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(format: format, utf8Offset: offset, message: message)
    }

    /// The edge attributes a connection joins, and whether later views lie towards larger coordinates.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, forward: Bool) {
        if axis == .vertical { return (.top, .bottom, true) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, true)
        case .directionRightToLeft: return (.right, .left, false)
        default: return (.leading, .trailing, true)
        }
    }

    /// The attributes of the alignment options, in the order of their bits; refused on the layout axis.
    func alignmentAttributes() throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let bits = options.intersection(.alignmentMask).rawValue
        let named: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]
        // Each alignment option is `1 << attribute.rawValue`; bits of no named option are ignored.
        let attributes = named.filter { bits & (1 << UInt($0.rawValue)) != 0 }
        if attributes.contains(where: { $0.axis == axis }) {
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            throw error(
                "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that "
                    + "is also \(edge).", at: 0)
        }
        return attributes
    }

    /// The view or layout guide under `name`.
    func view(named name: String, end: Int) throws(VisualFormatError) -> AnyObject {
        guard let value = views[name] else { throw error("\(name) is not a key in the views dictionary.", at: end) }
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        throw error(
            "The value of \(name) in the views dictionary is a \(type(of: value)), not a view or layout guide.",
            at: end)
    }

    /// What a `|` next to `item` stands for: its superview (a guide's owning view).
    func superview(of item: AnyObject, bar: Int) throws(VisualFormatError) -> AnyObject {
        let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        guard let superview else {
            throw error(
                "Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
        }
        return superview
    }

    /// The constraints of a connection from `earlier` to `later` (one of them the superview when `toSuperview`).
    func connect(
        _ earlier: AnyObject, _ later: AnyObject, _ connection: VisualFormat.Connection, toSuperview: Bool,
        superviewFirst: Bool
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let (start, end, forward) = edges
        // `.spacingBaselineToBaseline` measures the gap between two views of a vertical format from the upper one's
        // last baseline to the lower one's first baseline; superview edges stay edges.
        let baseline = !toSuperview && axis == .vertical && options.contains(.spacingBaselineToBaseline)
        // A superview before the first view is measured from its start edge, one after the last view to its end.
        let earlierEdge: NSLayoutConstraint.Attribute = baseline ? .lastBaseline : superviewFirst ? start : end
        let laterEdge: NSLayoutConstraint.Attribute =
            baseline ? .firstBaseline : toSuperview && !superviewFirst ? end : start
        func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, _ system: CGFloat?)
            -> NSLayoutConstraint
        {
            forward
                ? NSLayoutConstraint(
                    first: later, laterEdge, relation, second: earlier, earlierEdge, multiplier: 1,
                    constant: constant, systemSpacing: system)
                : NSLayoutConstraint(
                    first: earlier, earlierEdge, relation, second: later, laterEdge, multiplier: 1,
                    constant: constant, systemSpacing: system)
        }
        switch connection.spacing {
        case .flush:
            return [make(.equal, 0, nil)]
        case .standard:
            return toSuperview
                ? [make(.equal, LayoutSpacing.superviewEdge, nil)] : [make(.equal, LayoutSpacing.systemSpacing, 1)]
        case .predicates(let predicates):
            var constraints: [NSLayoutConstraint] = []
            for predicate in predicates {
                let constraint = make(predicate.relation, try metric(predicate.object), nil)
                constraint.priority = try priority(predicate.priority)
                constraints.append(constraint)
            }
            return constraints
        }
    }

    /// The constraint of one predicate on `item`'s width or height: a constant, or another view's same dimension.
    func size(of item: AnyObject, _ predicate: VisualFormat.Predicate) throws(VisualFormatError) -> NSLayoutConstraint {
        let dimension: NSLayoutConstraint.Attribute = axis == .vertical ? .height : .width
        let constraint: NSLayoutConstraint
        if case .name(let name) = predicate.object.value, metrics[name] == nil, views[name] != nil {
            let other = try view(named: name, end: predicate.object.end)
            constraint = NSLayoutConstraint(
                first: item, dimension, predicate.relation, second: other, dimension, multiplier: 1, constant: 0,
                systemSpacing: nil)
        } else {
            let constant = try metric(predicate.object, orView: true)
            constraint = NSLayoutConstraint(
                first: item, dimension, predicate.relation, second: nil, .notAnAttribute, multiplier: 1,
                constant: constant, systemSpacing: nil)
        }
        constraint.priority = try priority(predicate.priority)
        return constraint
    }

    /// The number an operand stands for: itself, or its metric.
    private func metric(_ operand: VisualFormat.Operand, orView: Bool = false) throws(VisualFormatError) -> CGFloat {
        switch operand.value {
        case .number(let number):
            return CGFloat(number)
        case .name(let name):
            guard let value = metrics[name] else {
                throw error(
                    orView
                        ? "\(name) is not a key in the metrics or views dictionaries."
                        : views[name] != nil
                            ? "\(name) is a view; only a number or a key of the metrics dictionary can be used here."
                            : "\(name) is not a key in the metrics dictionary.", at: operand.end)
            }
            guard let number = Self.number(value) else {
                throw error(
                    "The value of \(name) in the metrics dictionary is a \(type(of: value)), not a number.",
                    at: operand.end)
            }
            guard number.isFinite else {
                throw error(
                    "The value of \(name) in the metrics dictionary is \(number), not a finite number.", at: operand.end
                )
            }
            return CGFloat(number)
        }
    }

    /// The priority after `@`, or required.
    private func priority(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> UILayoutPriority {
        guard let operand else { return .required }
        let value = try metric(operand)
        guard value > 0 else {
            throw error(
                "Invalid priority specified: \(LayoutDescription.format(value)). Priority must be greater than 0 and "
                    + "at most UILayoutPriorityRequired, which is 1000.", at: operand.offset)
        }
        guard value <= 1000 else {
            throw error(
                "Invalid priority specified: \(LayoutDescription.format(value)). Priority cannot be higher than "
                    + "UILayoutPriorityRequired, which is 1000.", at: operand.offset)
        }
        return UILayoutPriority(rawValue: Float(value))
    }

    /// A metrics value as a number: NSNumber or any Swift integer or floating-point type (CGFloat included).
    static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber, !(value is Bool) { return number.doubleValue }
        if let floating = value as? any BinaryFloatingPoint { return Double(floating) }
        if let integer = value as? any BinaryInteger { return Double(integer) }
        return nil
    }
}
