// A menu: a titled list of elements.

/// A container for grouping related menu elements.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The elements of the menu, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}
