// A parsed visual format string (Apple's Visual Format Language, the "Visual Format Language" appendix of the Auto
// Layout Guide): the orientation, the superview edges, the views and the connections between them.
//
// Invariants:
// - `views` is never empty, and `connections.count == views.count - 1`: connection i joins views i and i + 1.
// - Names are C identifiers (ASCII letters, digits and underscores, not starting with a digit); numbers are finite.
// - Offsets are UTF-8 offsets into the parsed string and increase in document order.
// - It is pure data: making it needs no views, no dictionaries and no main actor. Names are resolved later, by
//   `VisualFormatBuilder`, against the views and metrics dictionaries.
import Foundation

/// A visual format string as `VisualFormatParser` read it: its elements in document order, names unresolved.
package struct VisualFormat: Equatable, Sendable {
    /// `H:` (the default) or `V:`.
    package var axis: NSLayoutConstraint.Axis
    /// The superview edge before the first view (`|-20-[a]`), when the format has one.
    package var leadingEdge: Edge?
    /// The views, in the order they appear.
    package var views: [View]
    /// The connections between consecutive views: `connections[i]` joins `views[i]` and `views[i + 1]`.
    package var connections: [Connection]
    /// The superview edge after the last view (`[a]-20-|`), when the format has one.
    package var trailingEdge: Edge?

    /// Creates a format from its parts.
    package init(
        axis: NSLayoutConstraint.Axis, leadingEdge: Edge?, views: [View], connections: [Connection],
        trailingEdge: Edge?
    ) {
        self.axis = axis
        self.leadingEdge = leadingEdge
        self.views = views
        self.connections = connections
        self.trailingEdge = trailingEdge
    }
}
