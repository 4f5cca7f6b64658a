// The safe area (spec AL-40, AL-42, AL-45 to AL-47, AL-50 to AL-52, AL-55, AL-58, AL-59): a window's insets come
// from its screen, a view's are the part of it its superview's unsafe bands cover, controllers add theirs and
// containers their bars, and the callbacks run in the layout pass exactly when a value changes.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Safe area (AL-40 to AL-59)")
struct SafeAreaTests {
    private typealias Fixtures = SafeAreaFixtures

    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        Fixtures.insets(top, left, bottom, right)
    }

    @Test("AL-46: a window's insets are the part of it its screen covers; the headless main screen covers none")
    func windowInsetsComeFromTheScreen() {
        #expect(UIScreen.main.safeAreaInsets == .zero)
        #expect(LayoutStage().window.safeAreaInsets == .zero)
        let stage = Fixtures.phoneStage()
        #expect(stage.window.safeAreaInsets == insets(47, 0, 34, 0))
        // Moved down the screen by 100 points, the window's top is below the sensor housing.
        stage.window.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
        #expect(stage.window.safeAreaInsets == insets(0, 0, 34, 0))
        let odd = UIScreen(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1,
            safeAreaInsets: insets(-5, .nan, .infinity, 10))
        #expect(odd.safeAreaInsets == insets(0, 0, 0, 10), "negative and non-finite insets count as zero")
    }

    @Test("AL-40: a view gets only the part of it the safe area leaves out; inside it, or out of a window, none")
    func viewInsetsAreTheCoveredPart() {
        let stage = Fixtures.phoneStage()
        let root = stage.container(CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = stage.add(UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100)), to: root)
        let nested = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)), to: top)
        let middle = stage.add(UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100)), to: root)
        let bottom = stage.add(UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44)), to: root)
        #expect(root.safeAreaInsets == insets(47, 0, 34, 0))
        #expect(top.safeAreaInsets == insets(27, 0, 0, 0), "47 less the 20 above it")
        #expect(nested.safeAreaInsets == insets(10, 0, 0, 0), "no more than the view itself")
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == insets(0, 0, 34, 0))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).safeAreaInsets == .zero)
        top.removeFromSuperview()
        #expect(top.safeAreaInsets == .zero && nested.safeAreaInsets == .zero, "out of the window")
    }

    @Test("AL-45: a view reaching beyond its superview's edge gets no more than the superview's inset there")
    func insetsAreCapped() {
        let stage = Fixtures.phoneStage()
        let root = stage.container(CGRect(x: 0, y: 0, width: 390, height: 844))
        let above = stage.add(UIView(frame: CGRect(x: -20, y: -30, width: 200, height: 100)), to: root)
        #expect(above.safeAreaInsets == insets(47, 0, 0, 0))
    }

    @Test("AL-42: additionalSafeAreaInsets add to the root view's insets, and reach its subviews")
    func additionalInsetsAdd() {
        let controller = UIViewController()
        let stage = Fixtures.phoneStage(rootViewController: controller)
        let corner = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), to: controller.view)
        let inside = stage.add(UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100)), to: controller.view)
        #expect(controller.view.safeAreaInsets == insets(47, 0, 34, 0))
        controller.additionalSafeAreaInsets = insets(10, 5, 0, 0)
        #expect(controller.view.safeAreaInsets == insets(57, 5, 34, 0), "47 + 10 at the top, 0 + 5 on the left")
        #expect(corner.safeAreaInsets == insets(57, 5, 0, 0))
        #expect(inside.safeAreaInsets == .zero)
    }

    @Test("AL-47: safeAreaInsetsDidChange runs in the layout pass exactly when the value changes, before layout")
    func callbacksOnlyOnChange() {
        let log = EventLog()
        let controller = Fixtures.LoggingController(log: log)
        let stage = LayoutStage()
        stage.window.rootViewController = controller
        let edge = Fixtures.LoggingView("edge", frame: CGRect(x: 0, y: 0, width: 320, height: 50), log: log)
        let inside = Fixtures.LoggingView("inside", frame: CGRect(x: 100, y: 100, width: 50, height: 50), log: log)
        controller.view.addSubview(edge)
        controller.view.addSubview(inside)
        stage.window.layoutIfNeeded()
        #expect(log.lines == ["vc.willLayout", "root.layout", "edge.layout", "inside.layout"], "no insets yet")
        log.removeAll()

        controller.additionalSafeAreaInsets = insets(20, 0, 0, 0)
        stage.window.layoutIfNeeded()
        #expect(
            log.lines == [
                "root.safeArea {20.0, 0.0, 0.0, 0.0}", "vc.safeArea", "root.margins", "vc.margins", "vc.willLayout",
                "root.layout", "edge.safeArea {20.0, 0.0, 0.0, 0.0}", "edge.margins", "edge.layout",
            ], "the change reaches the edge view in the same pass; the view inside is not touched")
        log.removeAll()

        stage.window.layoutIfNeeded()
        controller.additionalSafeAreaInsets = insets(20, 0, 0, 0)
        controller.view.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(log.lines == ["vc.willLayout", "root.layout"], "a layout without a change calls no callback")
    }

    @Test("AL-58: a change of the screen reaches the views it covers in one pass, and stops where nothing changes")
    func changesPropagateInOnePass() {
        let log = EventLog()
        let stage = LayoutStage()
        let top = stage.add(Fixtures.LoggingView("top", frame: CGRect(x: 0, y: 0, width: 320, height: 100), log: log))
        stage.add(Fixtures.LoggingView("nested", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log), to: top)
        stage.add(Fixtures.LoggingView("inside", frame: CGRect(x: 0, y: 200, width: 320, height: 100), log: log))
        stage.window.layoutIfNeeded()
        log.removeAll()

        stage.window.screen = UIScreen(
            bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2, safeAreaInsets: insets(20, 0, 0, 0))
        stage.window.layoutIfNeeded()
        #expect(
            log.lines == [
                "top.safeArea {20.0, 0.0, 0.0, 0.0}", "top.margins", "top.layout",
                "nested.safeArea {20.0, 0.0, 0.0, 0.0}", "nested.margins", "nested.layout",
            ])
        log.removeAll()

        // Read at once from the geometry; the callback comes with the next pass that lays the superview out.
        top.frame = CGRect(x: 0, y: 10, width: 320, height: 100)
        #expect(top.safeAreaInsets == insets(10, 0, 0, 0))
        stage.window.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(
            log.lines == [
                "top.safeArea {10.0, 0.0, 0.0, 0.0}", "top.margins", "top.layout",
                "nested.safeArea {10.0, 0.0, 0.0, 0.0}", "nested.margins", "nested.layout",
            ])
    }

    @Test("AL-46: moving a window on its screen recomputes its root view's insets at the next pass")
    func movingTheWindow() {
        let log = EventLog()
        let controller = Fixtures.LoggingController(log: log)
        let stage = Fixtures.phoneStage(rootViewController: controller)
        #expect(controller.view.safeAreaInsets == insets(47, 0, 34, 0))
        #expect(log.lines.contains("root.safeArea {47.0, 0.0, 34.0, 0.0}"), "the first layout in the window")
        log.removeAll()
        stage.window.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
        stage.window.layoutIfNeeded()
        #expect(log.lines.first == "root.safeArea {0.0, 0.0, 34.0, 0.0}")
    }

    @Test("AL-50: a navigation controller's bar sits below the screen's inset and adds its height to the child's top")
    func navigationBarInset() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let stage = Fixtures.phoneStage(rootViewController: navigation)
        let header = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120)), to: content.view)
        #expect(navigation.view.safeAreaInsets == insets(47, 0, 34, 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "under the translucent bar")
        #expect(content.view.safeAreaInsets == insets(91, 0, 34, 0), "47 + 44")
        #expect(header.safeAreaInsets == insets(91, 0, 0, 0))

        navigation.setNavigationBarHidden(true, animated: false)
        stage.window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == insets(47, 0, 34, 0))
    }

    @Test("AL-50: constraints to the child's safe-area guide follow the bar as it hides")
    func navigationSafeAreaGuide() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let stage = Fixtures.phoneStage(rootViewController: navigation)
        let label = stage.constrained(in: content.view)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        // The root view's margins are the system minimum (16 at a compact width) from the safe area's edge.
        #expect(label.frame == CGRect(x: 16, y: 91, width: 10, height: 10))
        navigation.setNavigationBarHidden(true, animated: false)
        stage.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 47, width: 10, height: 10))
    }

    @Test("AL-51, AL-59: a tab bar reaches under the home indicator, adds its height, and keeps its items above")
    func tabBarInset() {
        let first = UIViewController()
        let second = UIViewController()
        let inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, navigation]
        let stage = Fixtures.phoneStage(rootViewController: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83), "49 + 34")
        #expect(tabs.tabBar.safeAreaInsets == insets(0, 0, 34, 0))
        #expect(
            tabs.tabBar.subviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 130, height: 49), CGRect(x: 130, y: 0, width: 130, height: 49),
                CGRect(x: 260, y: 0, width: 130, height: 49),
            ])
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.view.safeAreaInsets == insets(47, 0, 83, 0))

        tabs.selectedIndex = 2
        stage.window.layoutIfNeeded()
        #expect(navigation.view.safeAreaInsets == insets(47, 0, 83, 0))
        #expect(inner.view.safeAreaInsets == insets(91, 0, 83, 0), "both containers' bars")
    }

    @Test("AL-52: without the top edge in edgesForExtendedLayout, or under an opaque bar, the view starts below it")
    func edgesForExtendedLayout() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let stage = Fixtures.phoneStage(rootViewController: navigation)
        content.edgesForExtendedLayout = []
        stage.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(content.view.safeAreaInsets == insets(0, 0, 34, 0))

        content.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        stage.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753), "an opaque bar")
        content.extendedLayoutIncludesOpaqueBars = true
        stage.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.view.safeAreaInsets == insets(91, 0, 34, 0))
    }

    @Test("AL-55: the safe-area guide is made once, on first use, owned by the view, with UIKit's identifier")
    func safeAreaGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutGuides.isEmpty, "nothing is made before it is asked for")
        let guide = view.safeAreaLayoutGuide
        #expect(guide === view.safeAreaLayoutGuide)
        #expect(guide.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(guide.owningView === view && guide.role == .safeArea)
        #expect(view.layoutGuides.count == 1 && view.layoutGuides[0] === guide)
        #expect(view.guideInsets(for: .safeArea) == .zero)
    }
}
