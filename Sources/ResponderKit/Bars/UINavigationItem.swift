// What a navigation bar shows for one level of navigation: a title, a title view, the left and right bar button
// items and the back button settings.
//
// Invariant: a change that alters what the bar shows is reported to the bar that shows the item (`navigationBar`,
// held weakly), which lays out again when the item is its top or back item.
import Foundation

/// The items a navigation bar displays when the associated view controller is visible.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title: stored for source compatibility and drawn only by a backend. The item before it in a bar titles
    /// its back button with it (see ``backButtonTitle``).
    open var title: String? {
        didSet { changed() }
    }
    /// A view shown in the middle of the bar in place of the title: it keeps its size, is centred in the bar
    /// (moved aside by the bar button items when they would overlap) and receives its own touches.
    open var titleView: UIView? {
        didSet { changed() }
    }
    /// The item whose title or image the back button shows when this item is the one to go back to. Its target
    /// and action are not used: a tap on the back button always goes back, as in UIKit.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }
    /// The back button's title when this item is the one to go back to and it has no ``backBarButtonItem``. Nil
    /// uses the item's ``title``, else "Back".
    open var backButtonTitle: String? {
        didSet { changed() }
    }
    /// Whether the bar shows this item's title large when the bar `prefersLargeTitles` (UI-13).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { changed() }
    }
    /// The bar's appearance while this item is on top; nil uses the bar's (UI-15).
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's appearance at the scroll edge while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact bar's appearance while this item is on top; nil uses the bar's. Stored.
    open var compactAppearance: UINavigationBarAppearance?
    /// Whether the bar hides the back button while this item is on top. False by default. A hidden back button
    /// also stops a navigation controller's interactive pop gesture.
    open var hidesBackButton = false {
        didSet { changed() }
    }
    /// Whether the left items show beside the back button. False by default: left items replace it (and stop a
    /// navigation controller's interactive pop gesture), as in UIKit.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    /// The items at the left of the bar, left to right (after the back button when it shows).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// The items at the right of the bar, right to left: the first is at the right edge, as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }

    /// The search controller whose search bar the navigation bar shows below its title while this item is on top
    /// (LE-62); nil by default.
    open var searchController: UISearchController? {
        didSet { changed() }
    }
    /// Whether the search bar hides as the content scrolls up. True by default. Stored: the search bar stays
    /// shown while scrolling (**chosen**, LE-62), which is UIKit's behaviour for `false`.
    open var hidesSearchBarWhenScrolling = true

    /// The bar showing the item, if any.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// The first of ``leftBarButtonItems``. Setting it replaces them with this one item (none for nil).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems`` (the one at the right edge). Setting it replaces them with this one item
    /// (none for nil).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton``. Animation is not modelled.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem``. Animation is not modelled.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``. Animation is not modelled.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``. Animation is not modelled.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``. Animation is not modelled.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// The title of the back button that leads back to this item.
    var backTitle: String {
        if let backBarButtonItem { return backBarButtonItem.title ?? "" }
        return backButtonTitle ?? title ?? "Back"
    }

    /// Whether the bar shows the back button while this item is on top, given there is an item to go back to.
    var showsBackButton: Bool {
        !hidesBackButton && (leftItemsSupplementBackButton || (leftBarButtonItems ?? []).isEmpty)
    }

    private func changed() {
        navigationBar?.noteViewChange()
        navigationBar?.navigationItemChanged(self)
    }
}
