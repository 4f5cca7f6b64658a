// The views that show a bar's items, shared by toolbars, navigation bars and tab bars.
//
// Invariants: `views[i]` shows `items[i]` and is a subview of the bar: the item's custom view, a BarItemButton, or
// nil for space; every item shown has `bar` set to the bar and `representingView` set to its view (the bar itself
// for space). An item shows in one bar at a time: showing it elsewhere releases it from its old bar first.
import Foundation

/// The item views of one bar.
@MainActor
final class BarItemViews {
    /// The smallest width of a tappable item.
    static let minimumItemWidth: CGFloat = 44

    /// The items shown, in order.
    private(set) var items: [UIBarItem] = []
    /// The view of each item, nil for space.
    private(set) var views: [UIView?] = []

    /// Shows `newItems` in `bar`: the old item views leave it, and each new item gets its custom view, a
    /// ``BarItemButton``, or no view for space. An item shown by another bar moves here.
    func show(_ newItems: [UIBarItem], in bar: some BarItemHost) {
        removeAll(from: bar)
        items = newItems
        views = newItems.map { item in
            if let other = item.bar, other !== bar { other.release(item) }
            item.bar = bar
            let view = BarItemViews.makeView(for: item)
            item.representingView = view ?? bar
            if let view { bar.addSubview(view) }
            return view
        }
    }

    /// Stops showing every item: their views leave `bar`.
    func removeAll(from bar: UIView) {
        let (oldItems, oldViews) = (items, views)
        items = []
        views = []
        for (item, view) in zip(oldItems, oldViews) {
            if let view, view.superview === bar { view.removeFromSuperview() }
            if item.bar === bar {
                item.bar = nil
                item.representingView = nil
            }
        }
    }

    /// Stops showing `item`, whose view leaves `bar`; returns where it was.
    @discardableResult
    func remove(_ item: UIBarItem, from bar: UIView) -> Int? {
        guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
        items.remove(at: index)
        if let view = views.remove(at: index), view.superview === bar { view.removeFromSuperview() }
        return index
    }

    /// The view of `item`, if it is shown and has one.
    func view(for item: UIBarItem) -> UIView? {
        guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
        return views[index]
    }

    /// Places the view of a bar button item at `x`, `width` wide: as tall as the bar, except a custom view, which
    /// keeps its height (at most the bar's) and is centred vertically.
    static func place(_ view: UIView, of item: UIBarButtonItem, x: CGFloat, width: CGFloat, in bounds: CGRect) {
        let height = item.customView == nil ? bounds.height : min(view.bounds.height, bounds.height)
        view.frame = CGRect(x: x, y: bounds.midY - height / 2, width: width, height: height)
    }

    /// The view that shows `item`: its custom view, nothing for space, otherwise a new button.
    private static func makeView(for item: UIBarItem) -> UIView? {
        if let buttonItem = item as? UIBarButtonItem {
            if let custom = buttonItem.customView { return custom }
            if buttonItem.isSpace { return nil }
            let button = BarItemButton(item: item)
            if let tint = buttonItem.tintColor { button.tintColor = tint }
            return button
        }
        return BarItemButton(item: item)
    }

    /// The width of a bar button item that is not flexible space (headless sizes, see ``UIToolbar``): its
    /// ``UIBarButtonItem/width`` when set, a custom view's width, about 9 points per title character plus 16, an
    /// image's width plus 16, at least 44 for anything tappable; fixed space without a width is 0.
    static func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 { return item.width }
        if item.systemItem == .fixedSpace { return 0 }
        if let custom = item.customView { return custom.bounds.width }
        if let title = item.title, !title.isEmpty {
            return max(minimumItemWidth, CGFloat(title.count) * 9 + 16)
        }
        if let image = item.image { return max(minimumItemWidth, image.size.width + 16) }
        return minimumItemWidth
    }
}
