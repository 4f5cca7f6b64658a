// Large titles, bar hiding on tap and swipe, bar appearances and bar item tints (spec UI-13 … UI-16).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Navigation bar: large titles, hiding, appearance")
struct NavigationBarSurfaceTests {
    /// A navigation controller filling a 320 × 480 window, with `root` at the bottom of its stack.
    private func stage(root: UIViewController = UIViewController()) -> (Stage, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let stage = Stage(rootViewController: navigation)
        stage.window.layoutIfNeeded()
        return (stage, navigation)
    }

    @Test("UI-13: a large title makes the bar 52 points taller, and the content's safe area follows")
    func largeTitles() {
        let root = UIViewController()
        let (stage, navigation) = stage(root: root)
        navigation.navigationBar.prefersLargeTitles = true
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 96)

        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 44)

        detail.navigationItem.largeTitleDisplayMode = .automatic
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96, "automatic follows the root's large title")
        root.navigationItem.largeTitleDisplayMode = .never
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.navigationBar.prefersLargeTitles = false
        detail.navigationItem.largeTitleDisplayMode = .always
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44, "no large titles unless the bar prefers them")
    }

    @Test("UI-14: with hidesBarsOnTap a real tap on the content toggles the bar; a button keeps its tap")
    func hidesBarsOnTap() throws {
        let root = UIViewController()
        var taps = 0
        let button = UIButton(
            frame: CGRect(x: 20, y: 300, width: 100, height: 44),
            primaryAction: UIAction { _ in
                taps += 1
            })
        root.view.addSubview(button)
        let (stage, navigation) = stage(root: root)
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)

        try stage.sim.tap(at: CGPoint(x: 200, y: 200))
        stage.sim.advance(by: 1)
        #expect(navigation.isNavigationBarHidden)
        #expect(root.view.safeAreaInsets.top == 0)
        try stage.sim.tap(at: CGPoint(x: 70, y: 322))
        stage.sim.advance(by: 1)
        #expect(taps == 1)
        #expect(navigation.isNavigationBarHidden, "the button's tap does not toggle the bar")
        try stage.sim.tap(at: CGPoint(x: 200, y: 200))
        stage.sim.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden)

        navigation.hidesBarsOnTap = false
        try stage.sim.tap(at: CGPoint(x: 200, y: 200))
        stage.sim.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("UI-14: with hidesBarsOnSwipe a swipe up hides the bar and a swipe down shows it")
    func hidesBarsOnSwipe() throws {
        let (stage, navigation) = stage()
        navigation.hidesBarsOnSwipe = true
        try stage.sim.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200))
        #expect(navigation.isNavigationBarHidden)
        try stage.sim.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 300))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("UI-15: the bar fills its appearance's background; presets configure colour and shadow")
    func appearances() {
        let root = UIViewController()
        let (stage, navigation) = stage(root: root)
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        let copy = appearance.copy()
        copy.configureWithTransparentBackground()
        #expect(copy.backgroundColor == .clear && copy.shadowColor == .clear)
        #expect(appearance.backgroundColor == .systemIndigo)

        let indigo = DisplayColor(UIColor.systemIndigo, opacity: 1)
        #expect(stage.window.displayList().items.contains { $0.color == indigo && $0.rect.height == 44 })
        let edge = UINavigationBarAppearance()
        edge.backgroundColor = .systemTeal
        root.navigationItem.scrollEdgeAppearance = edge
        navigation.navigationBar.prefersLargeTitles = true
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.currentAppearance === edge)
        #expect(!stage.window.displayList().items.contains { $0.color == indigo })
    }

    @Test("UI-16: a bar button item's tintColor is its button's tint")
    func barButtonTint() {
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        item.tintColor = .systemRed
        root.navigationItem.rightBarButtonItem = item
        let (stage, navigation) = stage(root: root)
        let button = navigation.navigationBar.subviews.compactMap { $0 as? BarItemButton }.first
        #expect(button?.tintColor == .systemRed)
        _ = stage
    }
}
