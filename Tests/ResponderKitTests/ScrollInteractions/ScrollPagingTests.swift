// A paging scroll view settles on multiples of its bounds, chosen by the release's velocity and distance
// (SV-15 … SV-17).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Paging scroll view")
struct ScrollPagingTests {
    /// Four pages side by side.
    private func pages() -> ScrollMotion.Scene {
        ScrollMotion.Scene(contentSize: CGSize(width: 1280, height: 480), paging: true)
    }

    @Test("SV-15: isPagingEnabled is false by default")
    func defaultIsOff() {
        #expect(UIScrollView(frame: .zero).isPagingEnabled == false)
    }

    @Test("SV-16: a flick settles on the next page; a slow short drag settles back on the same page")
    func flickAndSlowDrag() throws {
        let scene = pages()
        try scene.flick(by: -100)
        #expect(scene.delegate.proposedTarget == CGPoint(x: 320, y: 0), "100 points, but fast: the next page")
        scene.settle()
        #expect(scene.scroll.contentOffset == CGPoint(x: 320, y: 0))
        #expect(
            scene.delegate.names == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                "didEndDecelerating",
            ])

        scene.delegate.removeAll()
        try scene.slowDrag(by: -100)
        #expect(scene.scroll.contentOffset.x > 400, "the content followed the finger")
        #expect(scene.delegate.proposedTarget == CGPoint(x: 320, y: 0), "short of half a page and slow: back")
        let time = scene.settle()
        #expect(scene.scroll.contentOffset == CGPoint(x: 320, y: 0))
        #expect(time > 0.1 && time < 1, "settles on the clock in a fraction of a second: \(time)")
    }

    @Test("SV-16: a slow drag past half a page settles on that page; a flick back returns one page")
    func distanceAndDirection() throws {
        let scene = pages()
        try scene.slowDrag(by: -200)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 320, "past half a page")
        try scene.flick(by: 60)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 0, "a flick to the right: the previous page")
        try scene.flick(by: 60)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 0, "no page before the first: the content springs back")
    }

    @Test("SV-16: a long fast flick still moves one page only")
    func oneMorePageAtMost() throws {
        let scene = pages()
        try scene.drag(through: [250, 200, 100, -40, -200].map { CGPoint(x: $0, y: 240) })
        #expect(scene.scroll.contentOffset.x > 320)
        #expect(scene.delegate.proposedTarget?.x == 320)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 320)
    }

    @Test("SV-15: a delegate cannot move a paging scroll view's target: UIKit's message, and the page wins")
    func pagingTargetIsFixed() throws {
        let scene = pages()
        scene.delegate.rewrite = CGPoint(x: 777, y: 0)
        try scene.flick(by: -100)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 320)
        #expect(scene.warnings == ["Warning: UIScrollView: Stop offset can not be modified for paging scroll views"])
    }

    @Test("SV-17: a touch stops the settle between pages; lifting it without a drag settles on the nearest page")
    func caughtBetweenPages() throws {
        let scene = pages()
        try scene.flick(by: -100)
        scene.sim.advance(by: 0.05)
        let caught = scene.scroll.contentOffset.x
        #expect(caught > 0 && caught < 320)
        let touch = try scene.sim.touchDown(at: CGPoint(x: 160, y: 240), in: nil)
        #expect(!scene.scroll.isDecelerating)
        scene.sim.advance(by: 0.2)
        #expect(scene.scroll.contentOffset.x == caught, "held where the finger caught it")
        try scene.sim.touchUp(touch)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == (caught > 160 ? 320 : 0))
        #expect(scene.delegate.names.last == "didEndDecelerating")
    }

    @Test("SV-17: a scroll view whose bounds become zero mid-drag does not page and comes to rest")
    func zeroBounds() throws {
        let scene = pages()
        let touch = try scene.press(through: [250, 240, 200, 150].map { CGPoint(x: $0, y: 240) })
        scene.scroll.frame = .zero
        try scene.sim.touchUp(touch)
        scene.settle()
        #expect(!scene.scroll.isDecelerating)
        #expect(scene.scroll.contentOffset.x.isFinite && scene.scroll.contentOffset.y.isFinite)
        #expect(scene.delegate.names.contains("didEndDragging"), "the release still arrived")
    }

    @Test("SV-16: vertical paging uses the bounds' height")
    func verticalPages() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 1920), paging: true)
        try scene.drag(through: [400, 380, 340, 300].map { CGPoint(x: 100, y: $0) })
        scene.settle()
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 480))
    }

    @Test("SV-34: a flick whose lift comes 20 ms after the last move still pages; one 100 ms later does not")
    func separateLift() throws {
        for (delay, page) in [(0.02, 320), (0.1, 0)] as [(TimeInterval, CGFloat)] {
            let scene = pages()
            let touch = try scene.press(through: [250, 230, 190, 150].map { CGPoint(x: $0, y: 240) })
            scene.sim.advance(by: delay)
            try scene.sim.touchUp(touch)
            scene.settle()
            #expect(scene.scroll.contentOffset.x == page, "lifted \(delay) s after the last move")
        }
    }
}
