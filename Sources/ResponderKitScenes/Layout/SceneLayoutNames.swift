// The words of the scene format's Auto Layout keys: attribute, relation, priority and format-option names.
//
// Invariants: attribute names are `NSLayoutConstraint.Attribute` case names (plus UIKit's `baseline`, the last
// baseline), each naming exactly one attribute; option names are `NSLayoutConstraint.FormatOptions` member names.
import Foundation
import ResponderKit

/// The names scene files use for Auto Layout values: UIKit's own.
public enum SceneLayoutNames {
    /// Every attribute a constraint key may name, in UIKit's order (`notAnAttribute` is not one).
    public static let attributes: [(name: String, attribute: NSLayoutConstraint.Attribute)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("width", .width), ("height", .height), ("centerX", .centerX),
        ("centerY", .centerY), ("lastBaseline", .lastBaseline), ("firstBaseline", .firstBaseline),
        ("leftMargin", .leftMargin), ("rightMargin", .rightMargin), ("topMargin", .topMargin),
        ("bottomMargin", .bottomMargin), ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
        ("centerXWithinMargins", .centerXWithinMargins), ("centerYWithinMargins", .centerYWithinMargins),
    ]

    /// The older name of `lastBaseline`, which UIKit still accepts.
    public static let baselineAlias = "baseline"

    /// The attribute called `name`, or nil.
    public static func attribute(named name: String) -> NSLayoutConstraint.Attribute? {
        if name == baselineAlias { return .lastBaseline }
        return attributes.first { $0.name == name }?.attribute
    }

    /// UIKit's name of `attribute` (`notAnAttribute` for that one).
    public static func name(of attribute: NSLayoutConstraint.Attribute) -> String {
        attributes.first { $0.attribute == attribute }?.name ?? "notAnAttribute"
    }

    /// The attribute names for messages: `left, right, …` and `baseline`.
    static var attributeList: String {
        (attributes.map(\.name) + [baselineAlias]).joined(separator: ", ")
    }

    /// The relation written as `==`, `>=` or `<=` (or UIKit's case name), or nil.
    public static func relation(named name: String) -> NSLayoutConstraint.Relation? {
        switch name {
        case "==", "equal": .equal
        case ">=", "greaterThanOrEqual": .greaterThanOrEqual
        case "<=", "lessThanOrEqual": .lessThanOrEqual
        default: nil
        }
    }

    /// The symbol of a relation, as UIKit prints it.
    public static func symbol(of relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }

    /// The named priorities: `UILayoutPriority`'s members a scene may name.
    public static let priorities: [(name: String, value: Float)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// The format options a visual format may name, with their raw values.
    public static let formatOptions: [(name: String, option: NSLayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The alignment options that align along the horizontal axis (refused in an `H:` format, as UIKit refuses them).
    static let horizontalAlignments: NSLayoutConstraint.FormatOptions = [
        .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ]

    /// Whether `attribute` is a size rather than a position.
    static func isDimension(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .width || attribute == .height
    }

    /// Whether `attribute` lies on the horizontal axis.
    static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default:
            false
        }
    }

    /// Whether `attribute` follows the layout direction (leading, trailing, plain or margin).
    static func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .leading || attribute == .trailing || attribute == .leadingMargin || attribute == .trailingMargin
    }

    /// Whether `attribute` is an absolute left or right edge, plain or margin.
    static func isAbsoluteEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .left || attribute == .right || attribute == .leftMargin || attribute == .rightMargin
    }
}
