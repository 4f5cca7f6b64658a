// A custom item of the edit menu.

/// A custom item of the editing menu: a title and the action it sends along the chain (MN-2, MN-4).
@preconcurrency @MainActor
open class UIMenuItem {
    /// The title.
    open var title: String
    /// The action sent with a nil target when the item is chosen.
    open var action: Selector

    /// Creates an item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
