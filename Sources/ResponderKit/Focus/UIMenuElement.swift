// The base of everything a menu shows: actions, commands and submenus.

/// An object that represents an element of a menu.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The title shown in menus: stored for source compatibility and drawn only by a backend.
    open var title: String

    /// Creates an element with a title.
    public init(title: String) {
        self.title = title
    }
}
