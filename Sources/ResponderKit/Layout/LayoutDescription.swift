// Descriptions as UIKit prints them in constraint logs: `UILabel:0x7f…`, `<NSLayoutConstraint:0x… a.leading == …>`.
import Foundation

/// Formats layout objects the way UIKit's conflict logs and descriptions do.
@MainActor
enum LayoutDescription {
    /// The address part of a description, `0x…`.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `Class:0x…`, or with a guide's or view's accessibility identifier `Class:0x…'name'`.
    static func name(of item: AnyObject) -> String {
        var text = "\(type(of: item)):\(address(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text = "'\(guide.identifier)'"
        } else if let view = item as? UIView, let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            text += " '\(identifier)'"
        }
        return text
    }

    /// UIKit's description of a constraint.
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "<NSLayoutConstraint:\(address(of: constraint)) "
        if let identifier = constraint.identifier { text += "'\(identifier)' " }
        text += expression(of: constraint)
        if !constraint.isActive { text += "   (inactive)" } else { text += "   (active)" }
        return text + ">"
    }

    /// `first.attribute == second.attribute × multiplier + constant`, with UIKit's elisions (`H:[v(100)]` style
    /// constants print as `v.width == 100`), and the priority when it is not required.
    static func expression(of constraint: NSLayoutConstraint) -> String {
        let first = constraint.firstItem.map(name(of:)) ?? "nil"
        var text = "\(first).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.secondItem {
            var rhs = "\(name(of: second)).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 { rhs = "\(format(constraint.multiplier))*\(rhs)" }
            text += rhs
            if constraint.constant > 0 { text += " + \(format(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(format(-constraint.constant))" }
        } else {
            text += format(constraint.constant)
        }
        if constraint.priority != .required { text += "   (priority \(format(CGFloat(constraint.priority.rawValue))))" }
        return text
    }

    /// A number as UIKit prints it: no fraction when whole.
    static func format(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: Double(value))
    }
}
