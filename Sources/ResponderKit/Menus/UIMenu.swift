// A menu: a titled list of elements.

/// A container for grouping related menu elements.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The elements of the menu, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. The image is stored for source compatibility and drawn only by a backend.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
