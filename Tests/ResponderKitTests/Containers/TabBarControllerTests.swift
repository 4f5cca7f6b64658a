// UITabBarController, UITabBar and UITabBarItem (spec RC-3, CT-7): a real tap on a tab asks the delegate, selects
// the tab's controller (its view replaces the previous one) and tells the delegate; selecting in code asks nothing;
// a tap on the selected tab of a navigation controller pops it to its root; the tab bar is 49 points at the bottom.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Tab bar controllers (RC-3, CT-7)")
struct TabBarControllerTests {
    private typealias Fixtures = ContainerFixtures

    /// A tab bar controller with one tab per name, shown in a 400 x 600 window.
    private func tabs(
        _ names: [String], log: Fixtures.Log = Fixtures.Log()
    ) -> (ControlFixtures.Stage, UITabBarController, [Fixtures.Controller]) {
        let controllers = names.map { Fixtures.Controller($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let stage = Fixtures.stage(root: tabs)
        return (stage, tabs, controllers)
    }

    /// The view that shows `controller`'s tab.
    private func tab(of controller: UIViewController) throws -> UIView {
        try #require(controller.tabBarItem.representingView)
    }

    @Test("A real tap on a tab asks the delegate, selects its controller, shows its view, hides the previous one")
    func tapSelects() throws {
        let log = Fixtures.Log()
        let (stage, tabs, controllers) = tabs(["Home", "Search", "Settings"], log: log)
        let delegate = Fixtures.TabDelegate(log: log)
        tabs.delegate = delegate
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(controllers[0].view.superview === tabs.view)
        log.removeAll()

        try Fixtures.tap(try tab(of: controllers[2]), stage)
        #expect(log.lines == ["shouldSelect Settings", "didSelect Settings"])
        #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === controllers[2])
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
        #expect(controllers[2].view.superview === tabs.view)
        #expect(controllers[0].view.superview == nil)
        #expect((try tab(of: controllers[2]) as? UIControl)?.isSelected == true)
        #expect((try tab(of: controllers[0]) as? UIControl)?.isSelected == false)

        try Fixtures.tap(try tab(of: controllers[2]), stage)
        #expect(log.lines.suffix(2) == ["shouldSelect Settings", "didSelect Settings"], "reselecting asks again")
    }

    @Test("A delegate that refuses keeps the selection; selecting in code asks and tells nothing")
    func refusalAndCode() throws {
        let log = Fixtures.Log()
        let (stage, tabs, controllers) = tabs(["Home", "Search"], log: log)
        let delegate = Fixtures.TabDelegate(log: log)
        delegate.refused = ["Search"]
        tabs.delegate = delegate
        log.removeAll()

        try Fixtures.tap(try tab(of: controllers[1]), stage)
        #expect(log.lines == ["shouldSelect Search"])
        #expect(tabs.selectedIndex == 0 && controllers[0].view.superview === tabs.view)

        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === controllers[1] && controllers[1].view.superview === tabs.view)
        tabs.selectedViewController = controllers[0]
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 7
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 0, "an invalid selection is ignored")
        #expect(log.lines == ["shouldSelect Search"], "code selection asks nothing")
    }

    @Test(
        "The tab bar is 49 points at the bottom; the items share its width; the selected view fills the view under it"
    )
    func layout() throws {
        let (stage, tabs, controllers) = tabs(["Home", "Search", "Settings", "More"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 551, width: 400, height: 49))
        #expect(try tab(of: controllers[1]).frame == CGRect(x: 100, y: 0, width: 100, height: 49))
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(tabs.view.subviews.last === tabs.tabBar)
        controllers[0].edgesForExtendedLayout = []
        stage.window.layoutIfNeeded()
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 551), "placed above the bar")
        tabs.tabBar.isHidden = true
        tabs.view.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(controllers[0].view.safeAreaInsets == .zero)
    }

    @Test("RC-3: a tab's chain: button, view, controller, tab bar controller's view, tab bar controller, window")
    func responderChain() {
        let (stage, tabs, controllers) = tabs(["Home", "Search"])
        #expect(
            Fixtures.chain(from: controllers[0].button) == [
                "UIButton", "UIView", "Home", "UIView", "UITabBarController", "UIWindow", "UIApplication",
            ])
        #expect(controllers[0].tabBarController === tabs && controllers[0].parent === tabs)
        #expect(tabs.children == controllers)
        _ = stage
    }

    @Test("A tap on the selected tab of a navigation controller pops it to its root")
    func reselectPopsToRoot() throws {
        let log = Fixtures.Log()
        let root = Fixtures.Controller("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Browse"
        let other = Fixtures.Controller("Other", log: log)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, other], animated: false)
        let stage = Fixtures.stage(root: tabs)
        navigation.pushViewController(Fixtures.Controller("Detail", log: log), animated: false)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.tabBarController === tabs, "found through the navigation controller")

        try Fixtures.tap(try tab(of: navigation), stage)
        #expect(navigation.viewControllers == [root])
        #expect(tabs.selectedViewController === navigation)
    }

    @Test("setViewControllers keeps the selected controller, else the same index, else the first; children follow")
    func replacingTabs() {
        let log = Fixtures.Log()
        let (stage, tabs, controllers) = tabs(["A", "B", "C"], log: log)
        tabs.selectedIndex = 2
        let d = Fixtures.Controller("D", log: log)
        tabs.viewControllers = [d, controllers[2]]
        #expect(tabs.selectedViewController === controllers[2] && tabs.selectedIndex == 1)
        #expect(controllers[0].parent == nil && d.parent === tabs)
        tabs.viewControllers = [d, controllers[0]]
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === controllers[0])
        #expect(controllers[0].view.superview === tabs.view && controllers[2].view.superview == nil)
        tabs.viewControllers = [controllers[1]]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[1])
        tabs.viewControllers = nil
        #expect(tabs.selectedViewController == nil && tabs.children.isEmpty && tabs.tabBar.items == nil)
        _ = stage
    }

    @Test("Tab bar items: UIKit's initializers, a badge, and a replaced item shown in the bar; titles follow the title")
    func items() throws {
        let image = UIImage(size: CGSize(width: 25, height: 25))
        let item = UITabBarItem(title: "Inbox", image: image, tag: 3)
        #expect(item.title == "Inbox" && item.image === image && item.tag == 3)
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 9)
        #expect(system.tag == 9 && system.title == nil && UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        let selected = UITabBarItem(title: "Out", image: nil, selectedImage: image)
        #expect(selected.selectedImage === image)

        let (stage, tabs, controllers) = tabs(["Home", "Search"])
        #expect(controllers[0].tabBarItem.title == "Home")
        controllers[1].title = "Find"
        #expect(controllers[1].tabBarItem.title == "Find")
        controllers[1].tabBarItem = item
        item.badgeValue = "3"
        #expect(tabs.tabBar.items?[1] === item && item.badgeValue == "3")
        try Fixtures.tap(try tab(of: controllers[1]), stage)
        #expect(tabs.selectedIndex == 1)
        item.isEnabled = false
        try Fixtures.tap(try tab(of: controllers[0]), stage)
        #expect(tabs.selectedIndex == 0)
        try Fixtures.tap(try tab(of: controllers[1]), stage)
        #expect(tabs.selectedIndex == 0, "CT-7: a disabled item does not select")
    }

    @Test("A tab bar of its own: a tap selects the item and tells the delegate; code selection does not")
    func standaloneTabBar() throws {
        final class BarDelegate: UITabBarDelegate {
            var selected: [Int] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.tag) }
        }
        let stage = ControlFixtures.Stage()
        let bar = stage.add(UITabBar(frame: CGRect(x: 0, y: 551, width: 400, height: 49)))
        let delegate = BarDelegate()
        bar.delegate = delegate
        let first = UITabBarItem(title: "One", image: nil, tag: 1)
        let second = UITabBarItem(title: "Two", image: nil, tag: 2)
        bar.setItems([first, second], animated: false)
        bar.layoutIfNeeded()
        bar.selectedItem = first
        #expect(delegate.selected.isEmpty)

        try Fixtures.tap(try #require(second.representingView), stage)
        #expect(bar.selectedItem === second && delegate.selected == [2])
        bar.selectedItem = UITabBarItem()
        #expect(bar.selectedItem == nil, "an item not in the bar selects nothing")
    }
}
