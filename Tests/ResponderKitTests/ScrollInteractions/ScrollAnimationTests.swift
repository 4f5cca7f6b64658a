// Scrolling from code on the application's clock: setContentOffset(_:animated:), scrollRectToVisible(_:animated:),
// a touch that stops the animation, and offsets that are not numbers (SV-20 … SV-25).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Animated scrolling from code")
struct ScrollAnimationTests {
    private func tall() -> ScrollMotion.Scene { ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 3000)) }

    @Test("SV-20: setContentOffset animated moves over 0.3 s and reports didEndScrollingAnimation once")
    func animatedSetContentOffset() {
        let scene = tall()
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scene.scroll.contentOffset == .zero, "nothing moves before the clock does")
        scene.sim.advance(by: 0.15)
        let halfway = scene.scroll.contentOffset.y
        #expect(halfway > 100 && halfway < 500, "on its way: \(halfway)")
        #expect(!scene.scroll.isDecelerating && !scene.scroll.isDragging)
        #expect(scene.delegate.lines.isEmpty)
        scene.sim.advance(by: 0.16)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 600))
        #expect(scene.delegate.lines == ["didEndScrollingAnimation ---"])
        #expect(scene.delegate.scrolls >= 15, "scrollViewDidScroll at each step")
        scene.sim.advance(by: 1)
        #expect(scene.delegate.lines.count == 1, "once")
    }

    @Test("SV-20: not animated, or already there: the offset changes at once and no animation callback arrives")
    func unanimated() {
        let scene = tall()
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(scene.scroll.contentOffset.y == 200 && scene.delegate.scrolls == 1)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        scene.sim.advance(by: 1)
        #expect(scene.delegate.lines.isEmpty)
    }

    @Test("SV-21: setContentOffset during a deceleration stops it where the call puts the content")
    func stopsDeceleration() throws {
        let scene = tall()
        try scene.drag(through: [400, 380, 340, 300].map { CGPoint(x: 100, y: $0) })
        scene.sim.advance(by: 0.1)
        #expect(scene.scroll.isDecelerating)
        scene.scroll.setContentOffset(scene.scroll.contentOffset, animated: false)
        let stopped = scene.scroll.contentOffset
        scene.sim.advance(by: 1)
        #expect(!scene.scroll.isDecelerating && scene.scroll.contentOffset == stopped)
        #expect(!scene.delegate.names.contains("didEndDecelerating"))
    }

    @Test("SV-22: a touch during the animation stops it; no didEndScrollingAnimation; a drag then scrolls")
    func touchStopsAnimation() throws {
        let scene = tall()
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        scene.sim.advance(by: 0.1)
        let touch = try scene.sim.touchDown(at: CGPoint(x: 100, y: 300), in: nil)
        let caught = scene.scroll.contentOffset.y
        #expect(caught > 0 && caught < 600)
        scene.sim.advance(by: 0.5)
        #expect(scene.scroll.contentOffset.y == caught)
        for y in stride(from: 290, through: 200, by: -10) {
            scene.sim.advance(by: 1.0 / 60)
            try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: CGFloat(y)), in: nil)
        }
        scene.sim.advance(by: 0.2)
        try scene.sim.touchUp(touch)
        #expect(scene.scroll.contentOffset.y > caught + 50, "the drag scrolled from where the touch caught it")
        #expect(!scene.delegate.names.contains("didEndScrollingAnimation"))
        #expect(scene.delegate.names.first == "willBeginDragging")
    }

    @Test("SV-23: a scroll view in no window jumps and still reports the animation's end")
    func offscreen() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ScrollMotion.Delegate()
        scroll.delegate = delegate
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 300)
        #expect(delegate.names == ["didEndScrollingAnimation"])
    }

    @Test("SV-24: scrollRectToVisible scrolls just enough, animated or not, and not at all when visible")
    func scrollRectToVisible() {
        let scene = tall()
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: true)
        scene.sim.advance(by: 0.5)
        #expect(scene.scroll.contentOffset == .zero && scene.delegate.lines.isEmpty, "already visible")
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 50, height: 100), animated: true)
        scene.sim.advance(by: 0.31)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 620), "its bottom at the bottom")
        #expect(scene.delegate.names == ["didEndScrollingAnimation"])
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 50, height: 100), animated: false)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 200), "its top at the top")
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 2900, width: 50, height: 900), animated: false)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 2520), "within the scrollable range")
    }

    @Test("SV-25: a NaN or infinite offset is refused with a warning; the content keeps its place")
    func hostileOffsets() {
        let scene = tall()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 100)
        scene.delegate.removeAll()
        scene.scroll.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: false)
        scene.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: true)
        scene.sim.advance(by: 1)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scene.delegate.scrolls == 0 && scene.delegate.lines.isEmpty)
        #expect(scene.warnings.count == 4)
        #expect(scene.warnings.allSatisfy { $0.hasPrefix("Warning: UIScrollView: ") })
    }
}
