// A bar of item buttons laid out left to right; a tap on an item performs it (target-action along the chain, or its
// primary action).
//
// Invariants:
// - `itemViews` shows exactly `items` (see BarItemViews): a BarItemButton, the item's custom view, or nothing for
//   space, each a subview of the toolbar.
// - Layout runs when the items change, when an item's width or title changes, and when the toolbar's size changes;
//   the item views are made again when an item's custom view changes.
import Foundation

/// A toolbar: a row of bar button items, each of which performs its action when tapped.
///
/// Headless layout (nothing is drawn, so sizes are estimates): items go left to right from a 16-point margin,
/// 8 points apart, each as tall as the toolbar. An item is ``UIBarButtonItem/width`` wide when that is set; otherwise
/// a custom view keeps its width, a titled item is about 9 points per character plus 16, an item with only an image
/// is the image's width plus 16, each at least 44, and any other item is 44. Fixed space is its width; flexible
/// spaces share what is left equally.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The margin before the first item and after the last.
    public static let itemMargin: CGFloat = 16
    /// The space between two items.
    public static let itemSpacing: CGFloat = 8
    /// The smallest width of a tappable item.
    public static let minimumItemWidth: CGFloat = BarItemViews.minimumItemWidth

    private var storedItems: [UIBarButtonItem]?
    private let itemViews = BarItemViews()

    /// Creates a toolbar with the given frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The items, left to right. Setting them is ``setItems(_:animated:)`` without animation.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items and lays them out. An item moves here from another bar. Animation is not modelled.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemViews.removeAll(from: self)
        storedItems = items
        itemViews.show(items ?? [], in: self)
        layoutItems()
    }

    /// Relays out when the size changes.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutItems() } }
    }

    /// Relays out when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutItems() } }
    }
}

extension UIToolbar: BarItemHost {
    /// Places every item view (see the type's layout rules).
    func layoutItems() {
        let items = storedItems ?? []
        guard items.count == itemViews.views.count else { return }
        let widths = items.map(BarItemViews.width(of:))
        let flexibleCount = items.count { $0.systemItem == .flexibleSpace }
        let used =
            widths.reduce(0, +) + 2 * UIToolbar.itemMargin
            + UIToolbar.itemSpacing * CGFloat(max(items.count - 1, 0))
        let flexibleWidth = flexibleCount > 0 ? max(0, (bounds.width - used) / CGFloat(flexibleCount)) : 0
        var x = bounds.minX + UIToolbar.itemMargin
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            if let view = itemViews.views[index] { BarItemViews.place(view, of: item, x: x, width: width, in: bounds) }
            x += width + UIToolbar.itemSpacing
        }
    }

    /// Makes the item views again, after an item's custom view changed.
    func reloadItemViews() {
        setItems(storedItems, animated: false)
    }

    /// Stops showing `item`, which moves to another bar: it leaves ``items``.
    func release(_ item: UIBarItem) {
        guard let index = itemViews.remove(item, from: self) else { return }
        storedItems?.remove(at: index)
        item.bar = nil
        layoutItems()
    }
}
