// A connection of a visual format string: nothing (flush), `-` (standard spacing), `-10-`, `-metric-` or
// `-(>=20@400)-`, between two views or a view and a superview edge.
import Foundation

extension VisualFormat {
    /// The spacing between two neighbours of the format.
    package struct Connection: Equatable, Sendable {
        /// What the connection says about the gap.
        package enum Spacing: Equatable, Sendable {
            /// No connection: the neighbours touch (`[a][b]`, `|[a]`).
            case flush
            /// `-`: the standard spacing (8 points between views, 20 to a superview edge).
            case standard
            /// `-10-`, `-metric-` (one `==` predicate) or `-(predicates)-`: one constraint per predicate.
            case predicates([Predicate])
        }

        /// What the connection says about the gap.
        package var spacing: Spacing
        /// The UTF-8 offset where the connection starts (for a flush connection, where it would be).
        package var offset: Int

        /// Creates a connection.
        package init(_ spacing: Spacing, offset: Int) {
            self.spacing = spacing
            self.offset = offset
        }
    }
}
