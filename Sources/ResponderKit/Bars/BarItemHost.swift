// What a bar that shows items (toolbar, navigation bar, tab bar) does when one of its items changes.
import Foundation

/// A view that shows bar items through ``BarItemViews``; an item calls back into the bar showing it.
@MainActor
protocol BarItemHost: UIView {
    /// Places the item views again: an item's title, image or width changed.
    func layoutItems()
    /// Makes the item views again: an item's custom view changed.
    func reloadItemViews()
    /// Stops showing `item`, which another bar is about to show.
    func release(_ item: UIBarItem)
}
