// An item of a tab bar: a title, images, a badge, or one of the system's items. A tap on it in a tab bar selects it.
import Foundation

/// An item in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system items: their titles and pictures are the system's, drawn only by a backend (`title` stays nil).
    public enum SystemItem: Int, Sendable {
        // Raw values are UIKit's: the cases are in UIKit's order.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The image shown while the item is selected: stored for source compatibility and drawn only by a backend.
    open var selectedImage: UIImage?
    /// The text of the badge on the item (nil for none): stored for source compatibility and drawn only by a
    /// backend.
    open var badgeValue: String?
    /// The badge's background colour: stored for source compatibility and drawn only by a backend.
    open var badgeColor: UIColor?
    /// The system item this item was made as, or nil.
    private(set) var systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates one of the system's items with a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// A tap selects the item in its tab bar.
    override func performTap(with event: UIEvent?, in application: UIApplication) {
        guard isEnabled, let tabBar = bar as? UITabBar else { return }
        tabBar.itemTapped(self)
    }
}
