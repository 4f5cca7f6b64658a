// A bar that shows a stack of navigation items: the top item's back button, left items, title and right items,
// each bar button item as a tappable button (as a toolbar shows its items); a tap on the back button goes back.
//
// Invariants:
// - `itemViews` shows the top item's buttons: the back button (when shown: there is a back item, and the top item
//   neither hides it nor replaces it with left items), then the left items, then the right items. The top item's
//   title view is a subview too. Every item in `items` has its `navigationBar` set to this bar.
// - Items are laid out again when the stack changes, when the top or back item changes, and in `layoutSubviews()`
//   (requested whenever the bar's size changes).
// - A bar managed by a navigation controller shows the controllers' items: its item methods do nothing (UIKit
//   raises an exception), and its back button pops the controller.
import Foundation

/// A bar of navigation items: a back button, a title and bar button items.
///
/// Headless layout (nothing is drawn, so sizes are estimates): left items, after the back button, go left to right
/// from a 16-point margin, right items right to left from the other margin (the first item at the right edge),
/// 8 points apart, each as tall as the bar and sized as a toolbar sizes its items; the back button is sized as an
/// item titled with the back title. A title view keeps its size and is centred, moved aside as far as needed to
/// stay clear of the items. The title itself is stored for a backend.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height a navigation controller gives its bar: 44 points, UIKit's bar without a large title (a
    /// ResponderKit constant); the bar sits below the top of the safe area (the status bar).
    public static let barHeight: CGFloat = 44
    /// The margin before the first left item and after the first right item.
    public static let itemMargin: CGFloat = 16
    /// The space between two items.
    public static let itemSpacing: CGFloat = 8

    private var storedItems: [UINavigationItem] = [] {
        didSet { noteViewChange() }
    }
    private let itemViews = BarItemViews()
    /// The item the back button shows, made for the current back item.
    private(set) var backButtonItem: UIBarButtonItem?
    private weak var shownTitleView: UIView?
    /// The search bar of the top item's search controller while the bar shows it (LE-62).
    weak var shownSearchBar: UISearchBar?
    /// The navigation controller that manages the bar.
    weak var navigationController: UINavigationController?

    /// The delegate asked about pushes and pops of a bar that no navigation controller manages.
    open weak var delegate: UINavigationBarDelegate?
    /// The bar's background colour: stored for source compatibility and drawn only by a backend.
    open var barTintColor: UIColor?
    /// The title's text attributes: stored for source compatibility and drawn only by a backend.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title: stored for source compatibility and drawn only by a backend.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar shows the top item's title large, below the items, when the item allows it (UI-13); false
    /// by default. A large title makes the bar ``largeTitleHeight`` points taller.
    open var prefersLargeTitles = false {
        didSet { if oldValue != prefersLargeTitles { barHeightMayHaveChanged() } }
    }
    /// The appearance of the bar (UI-15): its background colour is filled behind the bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance while a large title shows (content at the scroll edge); nil uses ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance of a compact-height bar; nil uses ``standardAppearance``. Stored (bars are regular height).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of a compact-height bar at the scroll edge; nil uses the others. Stored.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the bar is translucent; true by default. A navigation controller extends its top view under a
    /// translucent bar only (unless the controller's `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { navigationController?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Creates a bar with the given frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Items

    /// The items, bottom of the stack first; nil when there are none. Setting them is
    /// ``setItems(_:animated:)`` without animation.
    open var items: [UINavigationItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item at the top of the stack: the one whose title and buttons show.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The item below the top one: the one the back button goes back to.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Replaces the items without asking the delegate. Does nothing on a bar a navigation controller manages.
    /// Animation is not modelled.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else { return }
        replaceItems(items ?? [])
    }

    /// Pushes an item when the delegate agrees, then tells it. Does nothing for an item already in the stack or
    /// on a bar a navigation controller manages. Animation is not modelled.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil, !storedItems.contains(where: { $0 === item }) else { return }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems(storedItems + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item when the delegate agrees, then tells it; a tap on the back button does this. Does nothing
    /// on a bar a navigation controller manages (its back button pops the controller). Animation is not modelled.
    ///
    /// - Returns: the popped item, or nil.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil, let top = storedItems.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        replaceItems(Array(storedItems.dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Fills the background, then the current appearance's background colour.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        builder.fill(bounds, with: currentAppearance.backgroundColor)
    }

    /// Lays out the items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    // MARK: Internals

    /// Shows `items`, for the bar's own methods and its navigation controller.
    func replaceItems(_ items: [UINavigationItem]) {
        for old in storedItems where old.navigationBar === self { old.navigationBar = nil }
        storedItems = items
        for item in items { item.navigationBar = self }
        reloadItemViews()
    }

    /// A change of `item`: shown again when it is the top or the back item.
    func navigationItemChanged(_ item: UINavigationItem) {
        if item === topItem || item === backItem { reloadItemViews() }
        barHeightMayHaveChanged()
    }

    /// Goes back: pops the navigation controller, or else the top item.
    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}

extension UINavigationBar: BarItemHost {
    /// Makes the views of the top item again: the back button, the left and right items and the title view.
    func reloadItemViews() {
        itemViews.removeAll(from: self)
        if let shownTitleView, shownTitleView.superview === self { shownTitleView.removeFromSuperview() }
        backButtonItem = nil
        showSearchBar()
        guard let top = topItem else { return }
        var shown: [UIBarItem] = []
        if let back = backItem, top.showsBackButton {
            let action = UIAction { [weak self] _ in self?.backButtonTapped() }
            let button = UIBarButtonItem(
                title: back.backTitle, image: back.backBarButtonItem?.image, primaryAction: action)
            backButtonItem = button
            shown.append(button)
        }
        shown += (top.leftBarButtonItems ?? []) as [UIBarItem]
        shown += (top.rightBarButtonItems ?? []) as [UIBarItem]
        itemViews.show(shown, in: self)
        if let titleView = top.titleView {
            addSubview(titleView)
            shownTitleView = titleView
        }
        layoutItems()
    }

    /// Places the buttons and the title view (see the type's layout rules).
    func layoutItems() {
        layoutSearchBar()
        // While an active search hides the title row, the items and title hide with it (LE-62).
        let collapsed = searchCollapsesTitleRow
        for case let view? in itemViews.views where view.isHidden != collapsed { view.isHidden = collapsed }
        if let shownTitleView, shownTitleView.isHidden != collapsed { shownTitleView.isHidden = collapsed }
        // The items and title keep to the top 44 points; a large title has the rows below (UI-13).
        let row = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, UINavigationBar.barHeight))
        let rightItems = topItem?.rightBarButtonItems ?? []
        var left = row.minX + UINavigationBar.itemMargin
        var right = row.maxX - UINavigationBar.itemMargin
        for (item, view) in zip(itemViews.items, itemViews.views) {
            guard let item = item as? UIBarButtonItem else { continue }
            let width = BarItemViews.width(of: item)
            if rightItems.contains(where: { $0 === item }) {
                right -= width
                if let view { BarItemViews.place(view, of: item, x: right, width: width, in: row) }
                right -= UINavigationBar.itemSpacing
            } else {
                if let view { BarItemViews.place(view, of: item, x: left, width: width, in: row) }
                left += width + UINavigationBar.itemSpacing
            }
        }
        guard let titleView = shownTitleView, titleView.superview === self else { return }
        let size = titleView.bounds.size
        let height = min(size.height, row.height)
        // Centred in the bar, then moved aside as far as needed to keep clear of the items.
        let x = max(left, min(row.midX - size.width / 2, right - size.width))
        titleView.frame = CGRect(x: x, y: row.midY - height / 2, width: size.width, height: height)
    }

    /// Stops showing `item`, which another bar shows now.
    func release(_ item: UIBarItem) {
        itemViews.remove(item, from: self)
        item.bar = nil
        layoutItems()
    }
}
