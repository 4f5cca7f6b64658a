// A container that shows one of several child view controllers, chosen with a tab bar at the bottom.
//
// Invariants:
// - `viewControllers` are exactly the children this controller added, each once, in tab order; the tab bar's items
//   are their `tabBarItem`s, in the same order, and its selected item is the selected controller's.
// - `selectedIndex` is a valid index while there are controllers (0 when there are none).
// - While the view is loaded it holds the selected controller's view (filling the view, under the tab bar, unless
//   the controller does not extend its layout under it) and no other controller's; the tab bar is the front
//   subview, at the bottom, as tall as its items plus the view's bottom safe-area inset.
// - The part of the selected controller's view the visible tab bar covers is a safe-area inset of that view.
import Foundation

/// A container view controller that manages a multiselection interface, where a tab bar chooses the child view
/// controller to display.
///
/// Geometry, as in UIKit: the ``tabBar`` is ``UITabBar/barHeight`` (49) points plus the view's bottom safe-area
/// inset tall, at the bottom of the view (83 points on an iPhone 14, its items in the top 49), and the selected
/// controller's view fills the whole view, under the translucent bar, which becomes the bottom of its safe area. A
/// controller whose `edgesForExtendedLayout` leaves out `.bottom` (or an opaque bar, unless
/// `extendedLayoutIncludesOpaqueBars`) has its view placed above the bar instead. Frames follow the view's size in
/// each layout pass. A real tap on a tab asks the delegate, selects the tab's controller (its view replaces the
/// previous one) and tells the delegate; a tap on the selected tab of a navigation controller pops it to its root,
/// as in UIKit. Every tab shows: there is no More tab. Transitions are not animated.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var controllers: [UIViewController] = []
    private var storedSelectedIndex = 0

    /// The tab bar; it shows the controllers' tab bar items. Its delegate is this controller.
    public let tabBar = UITabBar(frame: .zero)

    /// The delegate, asked before and told after the user selects a tab.
    open weak var delegate: UITabBarControllerDelegate?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
        tabBar.delegate = self
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Tabs

    /// The controllers of the tabs, left to right; nil when there are none. Setting them is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Controllers that leave are removed as children, new ones added. The selected controller
    /// stays selected if it is still there; otherwise the same index is selected if it is valid, else the first
    /// tab, as in UIKit. A controller given twice, or this controller, is taken once or not at all.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let unique = ChildTransition.distinct(viewControllers ?? [], in: self)
        let oldSelected = selectedViewController
        let transition = ChildTransition(in: self, from: controllers, to: unique)
        controllers = unique
        if let oldSelected, let index = unique.firstIndex(where: { $0 === oldSelected }) {
            storedSelectedIndex = index
        } else if !unique.indices.contains(storedSelectedIndex) {
            storedSelectedIndex = 0
        }
        tabBarItemsChanged()
        if selectedViewController !== oldSelected { display(selectedViewController, replacing: oldSelected) }
        transition.finish()
    }

    /// The index of the selected tab. Setting a valid index selects that tab without asking or telling the
    /// delegate; an invalid one is ignored.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(index: newValue)
        }
    }

    /// The controller of the selected tab, or nil when there are no tabs. Setting one of the tabs' controllers
    /// selects it without asking or telling the delegate; another controller is ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// Called after the user selected `item` with a tap (the tab is already selected). Does nothing by default.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: The view

    /// Makes the view: the tab bar and the selected controller's view.
    open override func loadView() {
        let container = UIView(frame: .zero)
        view = container
        container.addSubview(tabBar)
        display(selectedViewController, replacing: nil)
    }

    /// Places the tab bar at the bottom and the selected controller's view under it (or above it).
    override func layoutContainedViews() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let barHeight = UITabBar.barHeight + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        guard let selected = selectedViewController, let content = selected.viewIfLoaded,
            content.superview === container
        else { return }
        let extendsUnderBar =
            selected.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
        let contentHeight = tabBar.isHidden || extendsUnderBar ? bounds.height : max(0, bounds.height - barHeight)
        content.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: contentHeight)
    }

    /// The visible tab bar covers the bottom of the selected controller's view up to its top edge.
    override func safeAreaOverlay(forChild child: UIViewController) -> UIEdgeInsets {
        guard !tabBar.isHidden, child === selectedViewController, let content = child.viewIfLoaded,
            content.superview === viewIfLoaded
        else { return .zero }
        let bar = content.rectFromSuperview(tabBar.frame)
        let bounds = content.bounds
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, bounds.maxY - max(bar.minY, bounds.minY)), right: 0)
    }

    // MARK: Internals

    /// Shows the controllers' current tab bar items (one was replaced, or the tabs changed).
    func tabBarItemsChanged() {
        tabBar.replaceItems(controllers.isEmpty ? nil : controllers.map { $0.tabBarItem })
        tabBar.select(selectedViewController?.tabBarItem)
    }

    /// A tap on a tab: asks the delegate, selects the tab (or pops a selected navigation controller to its root),
    /// then tells ``tabBar(_:didSelect:)`` and the delegate.
    func tabItemTapped(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == storedSelectedIndex {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index: index)
        }
        tabBar(tabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(index: Int) {
        let old = selectedViewController
        storedSelectedIndex = index
        tabBar.select(selectedViewController?.tabBarItem)
        if selectedViewController !== old { display(selectedViewController, replacing: old) }
    }

    /// Shows `controller`'s view in place of `old`'s.
    private func display(_ controller: UIViewController?, replacing old: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        if let controller {
            let content: UIView = controller.view
            container.insertSubview(content, belowSubview: tabBar)
        }
        layoutContainedViews()
    }
}
