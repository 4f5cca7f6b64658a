// View controller additions the containers rely on: layout callbacks around the root view's layoutSubviews, a
// window's root view that follows the window's size, and show(_:sender:) outside a navigation controller.

import Foundation
import Testing

@testable import ResponderKit

/// A root view that logs its layout passes.
@MainActor
private final class LoggingRootView: UIView {
    var log: [String] = []
    override func layoutSubviews() { log.append("layoutSubviews") }
}

/// A controller that logs its layout callbacks into its root view's log.
@MainActor
private final class LayoutController: UIViewController {
    private var root: LoggingRootView { view as! LoggingRootView }
    var log: [String] { root.log }

    override func loadView() { view = LoggingRootView() }
    override func viewWillLayoutSubviews() { root.log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { root.log.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite("View controller layout and showing")
struct ViewControllerLayoutTests {
    @Test("A layout pass of a root view runs between viewWillLayoutSubviews and viewDidLayoutSubviews")
    func layoutCallbacks() {
        let stage = ControlFixtures.Stage()
        let controller = LayoutController()
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        #expect(controller.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        stage.window.layoutIfNeeded()
        #expect(controller.log.count == 3, "nothing pending, no pass")
        let plain = LoggingRootView(frame: .zero)
        controller.view.addSubview(plain)
        stage.window.layoutIfNeeded()
        #expect(controller.log.count == 6, "adding a subview lays the root view out again")
        plain.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(plain.log.last == "layoutSubviews")
        #expect(controller.log.count == 6, "a subview's pass does not call the controller")
    }

    @Test("HT-1: a window's root view follows the window's size, so its content is hit where it now is")
    func rootViewFollowsTheWindow() throws {
        let stage = ControlFixtures.Stage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let corner = UIButton(frame: CGRect(x: 350, y: 550, width: 50, height: 50))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        controller.view.addSubview(corner)
        var taps = 0
        corner.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        stage.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        try stage.sim.tap(at: CGPoint(x: 275, y: 475))
        #expect(taps == 1)
    }

    @Test("show(_:sender:) presents when there is no navigation controller; no container is found")
    func showPresents() {
        let stage = ControlFixtures.Stage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let other = UIViewController()
        controller.show(other, sender: nil)
        #expect(controller.presentedViewController === other)
        #expect(controller.navigationController == nil && controller.tabBarController == nil)
        // The presented view sits in the presentation's container, in the window (PR-3).
        #expect(other.view.superview?.superview === stage.window)
        #expect(other.isBeingPresented)
    }
}
