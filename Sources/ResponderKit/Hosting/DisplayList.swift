// What a window shows, as a flat list a host can draw and compare.
import Foundation

/// Everything a window shows, in painter's order (back to front): what ``UIWindow/displayList()`` returns.
///
/// A host redraws a window when its display list differs from the one it drew last; two lists are equal exactly
/// when they would draw the same picture item for item.
public struct DisplayList: Equatable, Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]

    /// Creates a list.
    public init(items: [DisplayItem] = []) {
        self.items = items
    }
}
