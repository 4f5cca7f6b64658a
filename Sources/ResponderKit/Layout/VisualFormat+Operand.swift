// An operand of a visual format predicate: a number as `strtod` reads it, or a C identifier to be resolved later.
import Foundation

extension VisualFormat {
    /// A number or a name in a predicate, with where it is in the format.
    package struct Operand: Equatable, Sendable {
        /// What the operand is.
        package enum Value: Equatable, Sendable {
            /// A finite number written in the format.
            case number(Double)
            /// A key of the metrics dictionary, or of the views dictionary in a view's predicates.
            case name(String)
        }

        /// What the operand is.
        package var value: Value
        /// The UTF-8 offset of its first character.
        package var offset: Int
        /// The UTF-8 offset just past it.
        package var end: Int

        /// Creates an operand.
        package init(_ value: Value, offset: Int, end: Int) {
            self.value = value
            self.offset = offset
            self.end = end
        }
    }
}
