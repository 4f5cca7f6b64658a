// A superview edge of a visual format string: `|` and the connection between it and the view next to it.
import Foundation

extension VisualFormat {
    /// A `|` at either end of the format: the superview of the view next to it.
    package struct Edge: Equatable, Sendable {
        /// The UTF-8 offset of the `|`.
        package var barOffset: Int
        /// The connection between the edge and its view.
        package var connection: Connection

        /// Creates an edge.
        package init(barOffset: Int, connection: Connection) {
            self.barOffset = barOffset
            self.connection = connection
        }
    }
}
