// A view of a visual format string: `[name]` or `[name(predicates)]`.
import Foundation

extension VisualFormat {
    /// A view of the format: a key of the views dictionary and the predicates on its size along the format's axis.
    package struct View: Equatable, Sendable {
        /// The view's key in the views dictionary.
        package var name: String
        /// The UTF-8 offset of the name's first character.
        package var nameOffset: Int
        /// The predicates on the view's width (`H:`) or height (`V:`); empty without parentheses.
        package var predicates: [Predicate]
        /// The UTF-8 offset of the `(` that opens the predicates, when there are any.
        package var predicatesOffset: Int?

        /// The UTF-8 offset just past the name, where UIKit points when the name is unknown.
        package var nameEnd: Int { nameOffset + name.utf8.count }

        /// Creates a view.
        package init(name: String, nameOffset: Int, predicates: [Predicate] = [], predicatesOffset: Int? = nil) {
            self.name = name
            self.nameOffset = nameOffset
            self.predicates = predicates
            self.predicatesOffset = predicatesOffset
        }
    }
}
