// The edges of a rectangle named by layout direction: top, leading, bottom and trailing.
//
// Invariant: UIKit's raw values (top 1, leading 2, bottom 4, trailing 8); `all` is the four.
import Foundation

/// Constants that specify the edges of a rectangle, taking the layout direction into account.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// Wraps raw edge bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: left in left-to-right layouts.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: right in left-to-right layouts.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
