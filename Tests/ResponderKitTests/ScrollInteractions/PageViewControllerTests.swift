// UIPageViewController in the scroll style: swipes through its paging scroll view, the data source and delegate,
// setViewControllers, the children's appearance, and a data source that answers with the page itself
// (SV-26 … SV-33).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Page view controller")
struct PageViewControllerTests {
    @Test("SV-26: setViewControllers shows one page as the only child; the data source gives its neighbours")
    func initialPage() {
        let scene = PageSpec.Scene()
        #expect(scene.shown == "p0")
        #expect(scene.controller.children.count == 1 && scene.controller.children.first === scene.book.pages[0])
        #expect(scene.controller.transitionStyle == .scroll && scene.controller.navigationOrientation == .horizontal)
        #expect(scene.pageName(at: CGPoint(x: 160, y: 240)) == "p0")
        #expect(scene.book.pages[0].view.window === scene.stage.window)
        #expect(scene.book.pages[1].viewIfLoaded?.window == nil, "the next page is not on screen")
    }

    @Test("SV-27: a swipe left shows the next page; the delegate sees willTransitionTo and completed=true")
    func swipeToNext() throws {
        let scene = PageSpec.Scene()
        try scene.swipe(by: -100)
        #expect(scene.lines.first == "willTransitionTo [\"p1\"]")
        #expect(scene.lines.contains("p1 willAppear") && scene.lines.contains("p0 willDisappear"))
        #expect(!scene.lines.contains("p1 didAppear"), "the page appears when the swipe settles")
        scene.settle()
        #expect(scene.shown == "p1")
        #expect(scene.pageName(at: CGPoint(x: 160, y: 240)) == "p1")
        #expect(scene.lines.last == "didFinishAnimating true previous [\"p0\"] completed true")
        #expect(scene.controller.children.map { ($0 as? PageSpec.Page)?.name } == ["p1"])
        #expect(
            scene.lines == [
                "willTransitionTo [\"p1\"]", "p0 willDisappear", "p1 willAppear", "p0 didMoveTo nil",
                "p1 didMoveTo parent", "p0 didDisappear", "p1 didAppear",
                "didFinishAnimating true previous [\"p0\"] completed true",
            ])
    }

    @Test("SV-27: a swipe right goes back; the first page has nothing before it and stays")
    func swipeBack() throws {
        let scene = PageSpec.Scene()
        try scene.swipe(by: -100)
        scene.settle()
        try scene.swipe(by: 100)
        scene.settle()
        #expect(scene.shown == "p0")
        #expect(scene.lines.last == "didFinishAnimating true previous [\"p1\"] completed true")
        scene.book.log.lines.removeAll()
        try scene.swipe(by: 100)
        scene.settle()
        #expect(scene.shown == "p0" && scene.lines.isEmpty, "a bounce, no transition: \(scene.lines)")
        #expect(scene.pageName(at: CGPoint(x: 160, y: 240)) == "p0")
    }

    @Test("SV-28: a slow short drag brings the next page in part way and takes it back: completed=false")
    func slowDragCancels() throws {
        let scene = PageSpec.Scene()
        try scene.slowDrag(by: -80)
        scene.settle()
        #expect(scene.shown == "p0")
        #expect(
            scene.lines == [
                "willTransitionTo [\"p1\"]", "p0 willDisappear", "p1 willAppear", "p1 willDisappear", "p0 willAppear",
                "p1 didMoveTo nil", "p1 didDisappear", "p0 didAppear",
                "didFinishAnimating true previous [\"p0\"] completed false",
            ])
        #expect(scene.controller.children.count == 1 && scene.book.pages[1].viewIfLoaded?.superview == nil)
    }

    @Test("SV-27: the last page has nothing after it: a swipe left bounces and stays")
    func lastPage() throws {
        let scene = PageSpec.Scene(count: 2)
        try scene.swipe(by: -100)
        scene.settle()
        try scene.swipe(by: -100)
        scene.settle()
        #expect(scene.shown == "p1")
        #expect(scene.lines.filter { $0.hasPrefix("willTransitionTo") }.count == 1)
    }

    @Test("SV-29: setViewControllers animated slides the page in and runs the completion; the delegate hears nothing")
    func setViewControllersAnimated() {
        let scene = PageSpec.Scene()
        var finished: [Bool] = []
        scene.controller.setViewControllers([scene.book.pages[2]], direction: .forward, animated: true) {
            finished.append($0)
        }
        #expect(finished.isEmpty && scene.shown == "p0")
        scene.sim.advance(by: 0.5)
        #expect(finished == [true] && scene.shown == "p2")
        #expect(scene.pageName(at: CGPoint(x: 160, y: 240)) == "p2")
        #expect(!scene.lines.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinishAnimating") })
        #expect(scene.lines.contains("p2 didAppear") && scene.lines.contains("p0 didDisappear"))

        scene.controller.setViewControllers([scene.book.pages[0]], direction: .reverse, animated: false) {
            finished.append($0)
        }
        #expect(finished == [true, true] && scene.shown == "p0")
        #expect(scene.pageName(at: CGPoint(x: 160, y: 240)) == "p0")
    }

    @Test("SV-30: vertical orientation pages with vertical swipes")
    func vertical() throws {
        let scene = PageSpec.Scene(orientation: .vertical)
        let touch = try scene.sim.touchDown(at: CGPoint(x: 160, y: 400), in: nil)
        for y in [380, 340, 300] as [CGFloat] {
            scene.sim.advance(by: 1.0 / 60)
            try scene.sim.touchMove(touch, to: CGPoint(x: 160, y: y), in: nil)
        }
        try scene.sim.touchUp(touch)
        scene.settle()
        #expect(scene.shown == "p1")
    }

    @Test("SV-31: a data source that answers with the asked page itself is refused with a warning; no swipe")
    func sameControllerFromDataSource() throws {
        let scene = PageSpec.Scene()
        scene.book.answersItself = true
        scene.controller.dataSource = scene.book
        #expect(scene.warnings.count == 2)
        try scene.swipe(by: -100)
        scene.settle()
        #expect(scene.shown == "p0" && scene.controller.children.count == 1)
        #expect(!scene.lines.contains { $0.hasPrefix("willTransitionTo") })
        #expect(scene.stage.app.touchDispatcher.liveFingerIDs.isEmpty)
    }

    @Test("SV-31: setViewControllers with none or two controllers logs UIKit's message and keeps the page")
    func wrongCount() {
        let scene = PageSpec.Scene()
        var finished: [Bool] = []
        scene.controller.setViewControllers([], direction: .forward, animated: false) { finished.append($0) }
        scene.controller.setViewControllers(
            [scene.book.pages[1], scene.book.pages[2]], direction: .forward, animated: true
        ) { finished.append($0) }
        #expect(finished == [false, false] && scene.shown == "p0")
        #expect(scene.warnings.count == 2 && scene.warnings[1].contains("provided (2)"))
    }

    @Test("SV-32: interPageSpacing puts the pages that far apart; a swipe still lands on the next page")
    func spacing() throws {
        let book = PageSpec.Book(count: 3)
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
        controller.dataSource = book
        controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let stage = GestureSpec.Stage()
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 250, y: 240), in: nil)
        for x in [230, 190, 150] as [CGFloat] {
            stage.sim.advance(by: 1.0 / 60)
            try stage.sim.touchMove(touch, to: CGPoint(x: x, y: 240), in: nil)
        }
        try stage.sim.touchUp(touch)
        stage.sim.advance(by: 2)
        #expect(controller.viewControllers?.first === book.pages[1])
        #expect(book.pages[1].view.convert(CGPoint.zero, to: nil) == .zero, "the page fills the window exactly")
    }
}
