// A bar of tab items side by side; a tap on an item selects it (a tab bar controller then shows its controller).
//
// Invariants:
// - `itemViews` shows exactly `items`, each as a BarItemButton whose `isSelected` is true for `selectedItem` only.
// - `selectedItem` is nil or one of `items`.
// - A bar managed by a tab bar controller shows the controllers' items and selection: its item and selection
//   setters do nothing (UIKit raises an exception), and a tap goes to the controller.
import Foundation

/// A control that displays one or more buttons in a tab bar for selecting between different subtasks, views or
/// modes.
///
/// Headless layout (nothing is drawn): the items share the width of the bar's safe area equally, each as tall as
/// it (the bar reaches under the home indicator, its items stay above). Titles,
/// images and badges are stored for a backend. Every item shows (UIKit moves items past the fifth into a More tab on
/// iPhone; ResponderKit has no More tab).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of a tab bar's items: 49 points, UIKit's tab bar without a home indicator (a ResponderKit
    /// constant); a tab bar controller adds its view's bottom safe-area inset.
    public static let barHeight: CGFloat = 49

    private var storedItems: [UITabBarItem]?
    private weak var storedSelectedItem: UITabBarItem?
    private let itemViews = BarItemViews()
    /// The tab bar controller that manages the bar.
    weak var tabBarController: UITabBarController?

    /// The delegate told about taps on items. A tab bar controller's bar has the controller as its delegate.
    open weak var delegate: UITabBarDelegate?
    /// The bar's background colour: stored for source compatibility and drawn only by a backend.
    open var barTintColor: UIColor?
    /// The colour of the items that are not selected: stored for source compatibility and drawn only by a backend.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent; true by default. A tab bar controller extends its selected view under a
    /// translucent bar only (unless the controller's `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { tabBarController?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Creates a tab bar with the given frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The items, left to right. Setting them is ``setItems(_:animated:)`` without animation.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items; the selected item stays selected if it is still there. Does nothing on a bar a tab bar
    /// controller manages. Animation is not modelled.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard tabBarController == nil else { return }
        replaceItems(items)
    }

    /// The selected item, or nil; setting an item that is not in ``items`` selects nothing. Setting it in code does
    /// not tell the delegate. Does nothing on a bar a tab bar controller manages (select through the controller).
    open var selectedItem: UITabBarItem? {
        get { storedSelectedItem }
        set {
            guard tabBarController == nil else { return }
            select(newValue)
        }
    }

    /// Lays out the items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    // MARK: Internals

    /// Shows `items`, for the bar's own setter and its tab bar controller.
    func replaceItems(_ items: [UITabBarItem]?) {
        storedItems = items
        itemViews.show(items ?? [], in: self)
        if let selected = storedSelectedItem, !(items ?? []).contains(where: { $0 === selected }) {
            storedSelectedItem = nil
        }
        select(storedSelectedItem)
        layoutItems()
    }

    /// Selects `item` (nil when it is not one of the items) and marks its button.
    func select(_ item: UITabBarItem?) {
        let shown = item.flatMap { item in (storedItems ?? []).first { $0 === item } }
        storedSelectedItem = shown
        for (item, view) in zip(itemViews.items, itemViews.views) {
            (view as? UIControl)?.isSelected = item === shown
        }
    }

    /// A tap on `item`: the controller selects its view controller; a bar of its own selects the item and tells the
    /// delegate.
    func itemTapped(_ item: UITabBarItem) {
        if let tabBarController {
            tabBarController.tabItemTapped(item)
        } else {
            select(item)
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

extension UITabBar: BarItemHost {
    /// Gives each item an equal share of the width of the bar's safe area.
    func layoutItems() {
        let views = itemViews.views
        guard !views.isEmpty else { return }
        let area = bounds.inset(by: safeAreaInsets)
        let width = max(0, area.width) / CGFloat(views.count)
        for (index, view) in views.enumerated() {
            view?.frame = CGRect(
                x: area.minX + CGFloat(index) * width, y: area.minY, width: width, height: max(0, area.height))
        }
    }

    /// Makes the item views again.
    func reloadItemViews() {
        replaceItems(storedItems)
    }

    /// Stops showing `item`, which another bar shows now: it leaves ``items``.
    func release(_ item: UIBarItem) {
        guard let index = itemViews.remove(item, from: self) else { return }
        storedItems?.remove(at: index)
        item.bar = nil
        if storedSelectedItem === item { storedSelectedItem = nil }
        layoutItems()
    }
}
