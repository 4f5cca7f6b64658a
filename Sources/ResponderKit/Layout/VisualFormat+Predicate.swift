// A predicate of a visual format string: `(relation)? object (@priority)?`, as in `>=50`, `==button2@750`, `100`.
import Foundation

extension VisualFormat {
    /// One predicate of a view's size or of a connection's spacing.
    package struct Predicate: Equatable, Sendable {
        /// `==` (also when the predicate has no relation), `<=` or `>=`.
        package var relation: NSLayoutConstraint.Relation
        /// A number, or a name: a metric, or (in a view's predicates only) another view.
        package var object: Operand
        /// The priority after `@`: a number or a metric; nil means required.
        package var priority: Operand?
        /// The UTF-8 offset of the predicate's first character.
        package var offset: Int

        /// Creates a predicate.
        package init(
            relation: NSLayoutConstraint.Relation = .equal, object: Operand, priority: Operand? = nil, offset: Int
        ) {
            self.relation = relation
            self.object = object
            self.priority = priority
            self.offset = offset
        }
    }
}
