// The constraints and layout guides one constraint pass of a stack view made, and the helpers that make them with
// UIKit's identifiers.
//
// Invariants: every constraint here has a `UISV-*` identifier and relates the stack view, its arranged views and
// the guides here; every guide here has the `.stackView` role and is owned by the stack view once it is added.
import Foundation

extension UIStackView {
    /// The constraints and guides of one arrangement of a stack view.
    @MainActor
    struct Arrangement {
        /// The constraints, in the order they were made.
        private(set) var constraints: [NSLayoutConstraint] = []
        /// The guides: gap spacers and the alignment spanner.
        private(set) var guides: [UILayoutGuide] = []

        /// No constraints and no guides: a stack view before its first constraint pass.
        init() {}

        /// The constraints and guides that arrange `stack`'s arranged views as its properties say.
        init(stack: UIStackView) {
            stack.distribute(into: &self)
            stack.align(into: &self)
        }

        /// Makes and keeps `first.firstAttribute relation second.secondAttribute × multiplier + constant`.
        mutating func constrain(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
            _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required, identifier: String
        ) {
            let constraint = NSLayoutConstraint(
                first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
                constant: constant, systemSpacing: nil)
            constraint.priority = priority
            constraint.identifier = identifier
            constraints.append(constraint)
        }

        /// Makes and keeps `first.firstAttribute == second.secondAttribute × multiplier + constant`.
        mutating func constrain(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject,
            _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required, identifier: String
        ) {
            constrain(
                first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
                priority: priority, identifier: identifier)
        }

        /// Makes and keeps `item.attribute == constant`, a size.
        mutating func constrain(
            _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, equalTo constant: CGFloat,
            priority: UILayoutPriority = .required, identifier: String
        ) {
            constrain(
                item, attribute, .equal, nil, .notAnAttribute, constant: constant, priority: priority,
                identifier: identifier)
        }

        /// Makes and keeps a guide named `identifier` (UIKit's `_UILayoutSpacer`s and gap guides).
        mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
            let guide = UILayoutGuide()
            guide.identifier = identifier
            guide.role = .stackView
            guides.append(guide)
            return guide
        }
    }
}
