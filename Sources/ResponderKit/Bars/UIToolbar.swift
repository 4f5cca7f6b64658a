// A bar of item buttons laid out left to right; a tap on an item performs it (target-action along the chain, or its
// primary action).
//
// Invariants:
// - `itemViews[i]` shows `items[i]`: a ToolbarItemButton, the item's custom view, or nil for space; every item view
//   is a subview of the toolbar.
// - Layout runs when the items change, when an item's width or title changes, and when the toolbar's size changes;
//   the item views are made again when an item's custom view changes.
import Foundation

/// A toolbar: a row of bar button items, each of which performs its action when tapped.
///
/// Headless layout (there are no fonts or images): items go left to right from a 16-point margin, 8 points apart,
/// each as tall as the toolbar. An item is ``UIBarButtonItem/width`` wide when that is set; otherwise a custom view
/// keeps its width, a titled item is about 9 points per character plus 16 (at least 44), and any other item is 44.
/// Fixed space is its width; flexible spaces share what is left equally.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The margin before the first item and after the last.
    public static let itemMargin: CGFloat = 16
    /// The space between two items.
    public static let itemSpacing: CGFloat = 8
    /// The smallest width of a tappable item.
    public static let minimumItemWidth: CGFloat = 44

    private var storedItems: [UIBarButtonItem]?
    private var itemViews: [UIView?] = []

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

    /// Replaces the items and lays them out. An item moves here from another toolbar. Animation is not modelled.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for (item, view) in zip(storedItems ?? [], itemViews) {
            if let view, view.superview === self { view.removeFromSuperview() }
            if item.toolbar === self {
                item.toolbar = nil
                item.representingView = nil
            }
        }
        storedItems = items
        itemViews = (items ?? []).map { item in
            item.toolbar?.release(item)
            item.toolbar = self
            let view: UIView?
            if let custom = item.customView {
                view = custom
            } else if item.isSpace {
                view = nil
            } else {
                view = ToolbarItemButton(item: item)
            }
            item.representingView = view ?? self
            if let view { addSubview(view) }
            return view
        }
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

    /// Places every item view (see the type's layout rules).
    func layoutItems() {
        let items = storedItems ?? []
        guard items.count == itemViews.count else { return }
        let widths = items.map(fixedWidth(of:))
        let flexibleCount = items.count { $0.systemItem == .flexibleSpace }
        let used =
            widths.reduce(0, +) + 2 * UIToolbar.itemMargin
            + UIToolbar.itemSpacing * CGFloat(max(items.count - 1, 0))
        let flexibleWidth = flexibleCount > 0 ? max(0, (bounds.width - used) / CGFloat(flexibleCount)) : 0
        var x = bounds.minX + UIToolbar.itemMargin
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            if let view = itemViews[index] {
                let height = item.customView == nil ? bounds.height : min(view.bounds.height, bounds.height)
                view.frame = CGRect(x: x, y: bounds.midY - height / 2, width: width, height: height)
            }
            x += width + UIToolbar.itemSpacing
        }
    }

    /// The width of an item that is not flexible space.
    private func fixedWidth(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 { return item.width }
        if item.systemItem == .fixedSpace { return 0 }
        if let custom = item.customView { return custom.bounds.width }
        guard let title = item.title, !title.isEmpty else { return UIToolbar.minimumItemWidth }
        return max(UIToolbar.minimumItemWidth, CGFloat(title.count) * 9 + 16)
    }

    /// Makes the item views again, after an item's custom view changed.
    func reloadItemViews() {
        setItems(storedItems, animated: false)
    }

    /// Stops showing `item`, which moves to another toolbar.
    private func release(_ item: UIBarButtonItem) {
        guard let index = storedItems?.firstIndex(where: { $0 === item }) else { return }
        storedItems?.remove(at: index)
        if let view = itemViews.remove(at: index), view.superview === self { view.removeFromSuperview() }
        layoutItems()
    }
}
