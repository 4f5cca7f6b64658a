// Containers and bars free what they no longer need: controllers popped or dropped, a navigation controller with
// its bar, items and pop gesture, a tab bar controller, and a search bar with its field and delegate adapter, once
// the last outside reference goes.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Container leaks")
struct ContainerLeakTests {
    @Test("A popped controller is freed while its navigation controller lives on")
    func poppedControllerIsFreed() throws {
        let stage = ContainerFixtures.stage(root: UINavigationController(rootViewController: UIViewController()))
        let navigation = try #require(stage.window.rootViewController as? UINavigationController)
        weak var popped: UIViewController?
        do {
            let detail = UIViewController()
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .done, target: detail, action: "done:")
            navigation.pushViewController(detail, animated: false)
            popped = detail
        }
        stage.window.layoutIfNeeded()
        let back = try #require(navigation.navigationBar.backButtonItem?.representingView)
        try ContainerFixtures.tap(back, stage)
        #expect(navigation.viewControllers.count == 1)
        #expect(popped == nil)
    }

    @Test("Navigation and tab bar controllers, their children, bars, items and search bars are freed with the window")
    func everythingIsFreed() throws {
        weak var navigation: UINavigationController?
        weak var tabs: UITabBarController?
        weak var child: UIViewController?
        weak var bar: UINavigationBar?
        weak var searchBar: UISearchBar?
        weak var field: UISearchTextField?
        weak var recognizer: UIGestureRecognizer?
        do {
            let stage = ControlFixtures.Stage()
            let root = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            let detail = UIViewController()
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Close", style: .plain, target: nil, action: nil)
            nav.pushViewController(detail, animated: false)
            let tabController = UITabBarController()
            tabController.viewControllers = [nav, UIViewController()]
            stage.window.rootViewController = tabController
            stage.window.layoutIfNeeded()
            let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 400, height: 56))
            search.showsCancelButton = true
            detail.view.addSubview(search)
            try ContainerFixtures.tap(search.searchTextField, stage)
            try stage.sim.type("abc")
            try ContainerFixtures.tap(try #require(search.cancelButton), stage)
            try ContainerFixtures.tap(
                try #require(tabController.viewControllers?[1].tabBarItem.representingView), stage)
            navigation = nav
            tabs = tabController
            child = detail
            bar = nav.navigationBar
            searchBar = search
            field = search.searchTextField
            recognizer = nav.interactivePopGestureRecognizer
            stage.window.rootViewController = nil
        }
        #expect(navigation == nil && tabs == nil && child == nil)
        #expect(bar == nil && recognizer == nil)
        #expect(searchBar == nil && field == nil)
    }
}
