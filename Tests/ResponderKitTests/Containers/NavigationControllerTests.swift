// UINavigationController (spec RC-3, AC-4, AC-5, GR-20): a stack of child controllers under a navigation bar;
// pushing and popping show the top controller's view and keep parent/children symmetric; the chain runs from a
// child's view through the child to the navigation controller's view; a real tap on the back button pops, on a right
// bar button item sends its action; the left-edge pan pops when it ends past half the width.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Navigation controllers (RC-3, AC-4, AC-5)")
struct NavigationControllerTests {
    private typealias Fixtures = ContainerFixtures

    /// A navigation controller with `names` pushed in order, shown in a 400 x 600 window.
    private func navigation(
        _ names: [String], log: Fixtures.Log = Fixtures.Log()
    ) -> (ControlFixtures.Stage, UINavigationController, [Fixtures.Controller]) {
        let controllers = names.map { Fixtures.Controller($0, log: log) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        let stage = Fixtures.stage(root: navigation)
        return (stage, navigation, controllers)
    }

    @Test("RC-3: a pushed controller's chain: button, view, controller, navigation view, navigation controller, window")
    func responderChain() {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        #expect(
            Fixtures.chain(from: controllers[1].button) == [
                "UIButton", "UIView", "Detail", "UIView", "UINavigationController", "UIWindow", "UIApplication",
            ])
        #expect(controllers[1].view.superview === navigation.view)
        #expect(controllers[0].viewIfLoaded?.superview == nil, "only the top controller's view is shown")
        #expect(controllers[0].next == nil, "a controller whose view is not shown ends its chain")
        _ = stage
    }

    @Test("Push and pop keep the stack, parent, children and navigationController in step, in UIKit's order")
    func stackAndContainment() throws {
        let log = Fixtures.Log()
        let (stage, navigation, controllers) = navigation(["Root"], log: log)
        let detail = Fixtures.Controller("Detail", log: log)
        let more = Fixtures.Controller("More", log: log)
        log.removeAll()

        navigation.pushViewController(detail, animated: true)
        #expect(log.lines == ["Detail.willMove(UINavigationController)", "Detail.didMove(UINavigationController)"])
        #expect(navigation.viewControllers == [controllers[0], detail])
        #expect(navigation.topViewController === detail && navigation.visibleViewController === detail)
        #expect(detail.parent === navigation && detail.navigationController === navigation)
        #expect(navigation.children == [controllers[0], detail])

        navigation.pushViewController(more, animated: false)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.viewControllers.count == 3, "a controller already in the stack is not pushed again")

        log.removeAll()
        #expect(navigation.popViewController(animated: true) === more)
        #expect(log.lines == ["More.willMove(nil)", "More.didMove(nil)"])
        #expect(more.parent == nil && more.navigationController == nil)
        #expect(more.viewIfLoaded?.superview == nil)
        #expect(detail.view.superview === navigation.view)

        navigation.pushViewController(more, animated: false)
        #expect(navigation.popToViewController(detail, animated: false) == [more])
        #expect(navigation.popToViewController(detail, animated: false) == [])
        #expect(navigation.popToViewController(more, animated: false) == nil, "not in the stack")
        navigation.pushViewController(more, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [detail, more])
        #expect(navigation.popViewController(animated: false) == nil, "the root stays")
        #expect(navigation.popToRootViewController(animated: false) == nil)
        #expect(navigation.children == [controllers[0]])
        _ = stage
    }

    @Test(
        "The bar is 44 points at the top; the top view fills the view under it, the bar its safe-area inset (AL-50)")
    func layout() {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(controllers[1].view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(navigation.view.subviews.last === navigation.navigationBar)

        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(controllers[1].view.safeAreaInsets == .zero)
        navigation.isNavigationBarHidden = false

        stage.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500), "the root view follows")
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))

        // A controller that does not extend its layout under the top bar is placed below it instead.
        controllers[1].edgesForExtendedLayout = []
        stage.window.layoutIfNeeded()
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 44, width: 300, height: 456))
        #expect(controllers[1].view.safeAreaInsets == .zero)
    }

    @Test("AC-4: a real tap on a right bar button item sends its action to its target through sendAction")
    func rightBarButtonItem() throws {
        let log = Fixtures.Log()
        let (stage, navigation, controllers) = navigation(["Root"], log: log)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: controllers[0], action: "add:")
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: controllers[0], action: "edit:")
        controllers[0].navigationItem.rightBarButtonItems = [add, edit]
        stage.window.layoutIfNeeded()

        let addView = try #require(add.representingView)
        let editView = try #require(edit.representingView)
        #expect(addView.superview === navigation.navigationBar)
        #expect(addView.frame == CGRect(x: 340, y: 0, width: 44, height: 44), "the first right item is at the edge")
        #expect(editView.frame == CGRect(x: 280, y: 0, width: 52, height: 44), "8 points to its left")
        try Fixtures.tap(addView, stage)
        try Fixtures.tap(editView, stage)
        #expect(log.lines.suffix(2) == ["Root.add", "Root.edit"])
        #expect(stage.performedActions == ["add: by Controller", "edit: by Controller"])
    }

    @Test(
        "AC-5: a nil-targeted bar button item's action goes along the chain from the bar to the navigation controller")
    func nilTargetedItem() throws {
        final class HandlingNavigation: UINavigationController {
            var adds = 0
            override func invokeSelector(_ call: SelectorCall) -> Bool {
                call.match("add:") { (_: Any?) in adds += 1 } || super.invokeSelector(call)
            }
        }
        let log = Fixtures.Log()
        let root = Fixtures.Controller("Root", log: log)
        let navigation = HandlingNavigation(rootViewController: root)
        let stage = Fixtures.stage(root: navigation)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: "add:")
        root.navigationItem.leftBarButtonItem = add

        try Fixtures.tap(try #require(add.representingView), stage)
        #expect(navigation.adds == 1)
        #expect(log.lines.filter { $0 == "Root.add" }.isEmpty, "the bar is not in the content controller's chain")
    }

    @Test(
        "A real tap on the back button pops, telling the delegate willShow then didShow; the title is the previous one")
    func backButton() throws {
        let log = Fixtures.Log()
        let (stage, navigation, controllers) = navigation(["Root", "Detail"], log: log)
        let delegate = Fixtures.NavigationDelegate(log: log)
        navigation.delegate = delegate
        let back = try #require(navigation.navigationBar.backButtonItem)
        #expect(back.title == "Root")
        #expect(navigation.navigationBar.topItem === controllers[1].navigationItem)
        #expect(navigation.navigationBar.backItem === controllers[0].navigationItem)
        log.removeAll()

        try Fixtures.tap(try #require(back.representingView), stage)
        #expect(navigation.topViewController === controllers[0])
        #expect(log.lines == ["Detail.willMove(nil)", "willShow Root", "Detail.didMove(nil)", "didShow Root"])
        #expect(navigation.navigationBar.backButtonItem == nil, "no back button at the root")
        #expect(controllers[0].view.superview === navigation.view)
    }

    @Test("The back title: backBarButtonItem, else backButtonTitle, else the title, else Back")
    func backTitles() throws {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        let bar = navigation.navigationBar
        let item = controllers[0].navigationItem
        item.backButtonTitle = "Home"
        #expect(bar.backButtonItem?.title == "Home")
        item.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(bar.backButtonItem?.title == "Up")
        item.backBarButtonItem = nil
        item.backButtonTitle = nil
        item.title = nil
        #expect(bar.backButtonItem?.title == "Back")
        _ = stage
    }

    @Test("hidesBackButton hides the back button; left items replace it unless leftItemsSupplementBackButton")
    func backButtonVisibility() throws {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        let bar = navigation.navigationBar
        let top = controllers[1].navigationItem
        top.setHidesBackButton(true, animated: false)
        #expect(bar.backButtonItem == nil)
        top.hidesBackButton = false
        let left = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        top.leftBarButtonItem = left
        #expect(bar.backButtonItem == nil)
        #expect(left.representingView?.frame.minX == 16)
        top.leftItemsSupplementBackButton = true
        let back = try #require(bar.backButtonItem)
        #expect(back.representingView?.frame == CGRect(x: 16, y: 0, width: 52, height: 44), "\"Root\": 4 × 9 + 16")
        #expect(left.representingView?.frame.minX == 76, "after the back button and 8 points")
        _ = stage
    }

    @Test("A title view is centred in the bar and moved aside to stay clear of the items")
    func titleView() {
        let (stage, navigation, controllers) = navigation(["Root"])
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controllers[0].navigationItem.titleView = titleView
        #expect(titleView.superview === navigation.navigationBar)
        #expect(titleView.frame == CGRect(x: 150, y: 7, width: 100, height: 30))
        controllers[0].navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "A very long title", style: .plain, target: nil, action: nil)
        // The right item is 17 × 9 + 16 = 169 wide, 16 points from the edge, with 8 points before it.
        #expect(titleView.frame == CGRect(x: 107, y: 7, width: 100, height: 30))
        _ = stage
    }

    @Test("GR-20: the left-edge pan pops when it ends past half the width, not before; never at the root")
    func interactivePop() throws {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left && recognizer.view === navigation.view)

        try stage.sim.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 150, y: 300))
        #expect(navigation.topViewController === controllers[1], "150 is not past half of 400")
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300))
        #expect(navigation.topViewController === controllers[0])
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300))
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(recognizer.state == .possible)
    }

    @Test("GR-9: a custom left item stops the interactive pop, as in UIKit; a drag away from the edge never pops")
    func interactivePopNeedsTheBackButton() throws {
        let (stage, navigation, controllers) = navigation(["Root", "Detail"])
        controllers[1].navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        try stage.sim.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(navigation.topViewController === controllers[1])
        controllers[1].navigationItem.leftBarButtonItem = nil
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 390, y: 300))
        #expect(navigation.topViewController === controllers[1])
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(navigation.topViewController === controllers[0])
    }

    @Test("setViewControllers replaces the stack: leaving controllers are removed, the new top is shown")
    func setViewControllers() {
        let log = Fixtures.Log()
        let (stage, navigation, controllers) = navigation(["Root", "Detail"], log: log)
        let delegate = Fixtures.NavigationDelegate(log: log)
        navigation.delegate = delegate
        let other = Fixtures.Controller("Other", log: log)
        log.removeAll()

        navigation.viewControllers = [other, controllers[1], other]
        #expect(navigation.viewControllers == [other, controllers[1]], "a duplicate is taken once")
        #expect(
            log.lines == [
                "Root.willMove(nil)", "Other.willMove(UINavigationController)", "Root.didMove(nil)",
                "Other.didMove(UINavigationController)",
            ], "the top did not change: no willShow")
        #expect(navigation.navigationBar.backButtonItem?.title == "Other")
        log.removeAll()
        navigation.setViewControllers([controllers[0]], animated: true)
        #expect(log.lines.contains("willShow Root") && log.lines.last == "didShow Root")
        #expect(controllers[0].view.superview === navigation.view)
        #expect(controllers[1].viewIfLoaded?.superview == nil)
        _ = stage
    }

    @Test("show(_:sender:) pushes inside a navigation controller; titles reach the navigation item")
    func showAndTitles() {
        let (stage, navigation, controllers) = navigation(["Root"])
        let detail = UIViewController()
        detail.title = "Detail"
        controllers[0].show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationItem.title == "Detail")
        detail.title = "Renamed"
        #expect(detail.navigationItem.title == "Renamed")
        detail.navigationItem.title = "Own"
        #expect(detail.title == "Renamed", "the item's title is its own")
        _ = stage
    }

    @Test("A navigation bar of its own: a tap on its back button pops the item when the delegate agrees")
    func standaloneBar() throws {
        final class BarDelegate: UINavigationBarDelegate {
            var allowsPop = false
            var popped: [String] = []
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                allowsPop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
                popped.append(item.title ?? "?")
            }
        }
        let stage = ControlFixtures.Stage()
        let bar = stage.add(UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44)))
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        let back = try #require(bar.backButtonItem?.representingView)

        try Fixtures.tap(back, stage)
        #expect(bar.items?.count == 2 && delegate.popped.isEmpty)
        delegate.allowsPop = true
        try Fixtures.tap(back, stage)
        #expect(bar.topItem?.title == "One" && delegate.popped == ["Two"])
        #expect(bar.backItem == nil && bar.backButtonItem == nil)
    }
}
