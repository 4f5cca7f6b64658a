// UIKit's checks at activation, each with its message; a constraint that fails one is refused.
import Foundation

extension LayoutActivation {
    /// The constraint's items and their nearest common ancestor, or nil (with the error reported) when UIKit would
    /// raise.
    static func validate(_ constraint: NSLayoutConstraint) -> (AnyObject, AnyObject?, UIView)? {
        func refuse(_ reason: String) -> (AnyObject, AnyObject?, UIView)? {
            let view = constraint.firstItem.flatMap { LayoutEngine.anchorView(of: $0) }
            programmerError("\(reason) Constraint: \(LayoutDescription.expression(of: constraint))", about: view)
            return nil
        }
        guard let first = constraint.firstItem, first is UIView || first is UILayoutGuide else {
            return refuse("Constraint items must each be a view or layout guide.")
        }
        let second = constraint.secondItem
        if let second, !(second is UIView || second is UILayoutGuide) {
            return refuse("Constraint items must each be a view or layout guide.")
        }
        guard let firstView = LayoutEngine.anchorView(of: first) else {
            return refuse("A layout guide must be added to a view (addLayoutGuide) before it is constrained.")
        }
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            return refuse("A constraint's constant and multiplier must be finite numbers.")
        }
        let priority = constraint.priority.rawValue
        guard priority > 0, priority <= 1000 else {
            return refuse("A constraint's priority must be greater than 0 and at most 1000; it is \(priority).")
        }
        let a = constraint.firstAttribute
        let b = constraint.secondAttribute
        guard a != .notAnAttribute else { return refuse("The first attribute cannot be notAnAttribute.") }
        guard let second else {
            if a.isDimension { return (first, nil, firstView) }
            return refuse(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                    + "illegal constraint of a location equal to a constant. Location attributes must be specified in "
                    + "pairs.")
        }
        if !a.isDimension, constraint.multiplier == 0 {
            return refuse(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                    + "illegal constraint of a location equal to a constant. Location attributes must be specified in "
                    + "pairs.")
        }
        if a.isDimension != b.isDimension || (!a.isDimension && a.axis != b.axis) {
            return refuse("Invalid pairing of layout attributes.")
        }
        if a.isDirectional != b.isDirectional, a.isAbsoluteHorizontalEdge || b.isAbsoluteHorizontalEdge {
            return refuse(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
                    + "leading/trailing for both or neither.")
        }
        guard let secondView = LayoutEngine.anchorView(of: second) else {
            return refuse("A layout guide must be added to a view (addLayoutGuide) before it is constrained.")
        }
        guard let ancestor = LayoutEngine.nearestCommonAncestor(firstView, secondView) else {
            return refuse(
                "Unable to activate constraint with anchors \(LayoutDescription.name(of: first)).\(a.name) and "
                    + "\(LayoutDescription.name(of: second)).\(b.name) because they have no common ancestor. Does "
                    + "the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        return (first, second, ancestor)
    }
}
