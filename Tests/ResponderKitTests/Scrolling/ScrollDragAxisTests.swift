// Which axis a drag moves (spec SV-11's axis rule) and directional lock (`isDirectionalLockEnabled`), for touches
// and for scroll input.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ScrollDragAxisTests {
    /// A vertical scroll view filling the window, holding a horizontal scroll view (y 100 … 300) over recording
    /// content.
    @MainActor
    private final class NestedScene {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let outerLog = ScrollSpec.DelegateLog()
        let innerLog = ScrollSpec.DelegateLog()
        let content: GestureSpec.RecordingView

        init() {
            outer.contentSize = CGSize(width: 320, height: 2000)
            inner.contentSize = CGSize(width: 960, height: 200)
            outer.delegate = outerLog
            inner.delegate = innerLog
            content = GestureSpec.RecordingView("content", log: log, frame: CGRect(x: 0, y: 0, width: 960, height: 200))
            stage.add(outer)
            stage.add(inner, to: outer)
            stage.add(content, to: inner)
        }

        /// Drags one finger from `start` by `delta` (window coordinates): 20 points along it, then the rest.
        func drag(from start: CGPoint, by delta: CGPoint) throws {
            let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
            let first = CGPoint(x: start.x + delta.x * 20 / length, y: start.y + delta.y * 20 / length)
            let touch = try stage.sim.touchDown(at: start, in: nil)
            stage.sim.advance(by: 1.0 / 60)
            try stage.sim.touchMove(touch, to: first, in: nil)
            stage.sim.advance(by: 1.0 / 60)
            try stage.sim.touchMove(touch, to: CGPoint(x: start.x + delta.x, y: start.y + delta.y), in: nil)
            try stage.sim.touchUp(touch)
        }
    }

    // MARK: SV-11's axis rule

    @Test("SV-11: a vertical drag in a scroll view that scrolls only horizontally fails its pan; the outer one scrolls")
    func verticalDragInHorizontalScroller() throws {
        let scene = NestedScene()

        try scene.drag(from: CGPoint(x: 200, y: 250), by: CGPoint(x: 0, y: -120))

        #expect(scene.innerLog.lines.isEmpty)
        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.stage.failureReasons(of: scene.inner.panGestureRecognizer).count == 1)
        #expect(scene.outerLog.lines.first == "willBeginDragging")
        #expect(scene.outer.contentOffset.y > 0)
    }

    @Test("SV-11: a horizontal drag in the same scroll view scrolls it, and only horizontally")
    func horizontalDragInHorizontalScroller() throws {
        let scene = NestedScene()

        try scene.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -150, y: -12))

        #expect(scene.innerLog.lines.first == "willBeginDragging")
        let hysteresis = 10 * 150 / (150 * 150 + 12 * 12 as CGFloat).squareRoot()
        #expect(abs(scene.inner.contentOffset.x - (150 - hysteresis)) < 1e-9, "less the hysteresis along the drag")
        #expect(scene.inner.contentOffset.y == 0, "the vertical axis cannot scroll")
        #expect(scene.outer.contentOffset == .zero)
        #expect(scene.outerLog.lines.isEmpty)
        #expect(scene.content.calls.isEmpty)
    }

    @Test("SV-11: a diagonal drag is judged by its larger component; an exactly diagonal one scrolls either axis")
    func diagonalDrags() throws {
        let steep = NestedScene()
        try steep.drag(from: CGPoint(x: 300, y: 280), by: CGPoint(x: -60, y: -90))
        #expect(steep.inner.contentOffset == .zero, "mostly vertical: not the horizontal scroller's")
        #expect(steep.outer.contentOffset.y > 0)

        let shallow = NestedScene()
        try shallow.drag(from: CGPoint(x: 300, y: 280), by: CGPoint(x: -90, y: -60))
        #expect(shallow.inner.contentOffset.x > 0, "mostly horizontal: the horizontal scroller's")
        #expect(shallow.outer.contentOffset == .zero)

        let alone = ScrollSpec.Scene(contentSize: CGSize(width: 960, height: 480))
        let touch = try alone.sim.touchDown(at: CGPoint(x: 300, y: 300), in: nil)
        alone.sim.advance(by: 1.0 / 60)
        try alone.sim.touchMove(touch, to: CGPoint(x: 280, y: 280), in: nil)
        try alone.sim.touchUp(touch)
        #expect(alone.delegate.lines.first == "willBeginDragging", "at exactly 45° either axis may take it")
    }

    @Test("SV-11: scroll input along an axis a scroll view cannot scroll goes to the scroll view around it")
    func scrollInputAxis() throws {
        let scene = NestedScene()

        try scene.stage.sim.scroll(by: CGPoint(x: 0, y: -60), at: CGPoint(x: 50, y: 50), in: scene.content)
        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.outer.contentOffset.y == 60)

        try scene.stage.sim.scroll(by: CGPoint(x: -70, y: 0), at: CGPoint(x: 50, y: 50), in: scene.content)
        #expect(scene.inner.contentOffset.x == 70)
        #expect(scene.outer.contentOffset.y == 60)
        #expect(scene.content.calls.isEmpty)
    }

    @Test("isScrollEnabled false stops scroll input as well as drags")
    func scrollInputNeedsScrollEnabled() throws {
        let scene = NestedScene()
        scene.inner.isScrollEnabled = false

        try scene.stage.sim.scroll(by: CGPoint(x: -70, y: 0), at: CGPoint(x: 50, y: 50), in: scene.content)
        try scene.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -150, y: 0))

        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.innerLog.lines.isEmpty)
        #expect(scene.content.calls == ["began", "ended"], "the drag's touch went to the content")
        try scene.stage.sim.scroll(by: CGPoint(x: 0, y: -60), at: CGPoint(x: 50, y: 50), in: scene.content)
        #expect(scene.outer.contentOffset.y == 60, "the outer scroll view still takes scroll input")
    }

    // MARK: Directional lock

    /// A scroll view whose content is larger than it both ways, scrolled to the middle.
    private func freeScene(locked: Bool) -> ScrollSpec.Scene {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 2000, height: 2000))
        scene.scroll.contentOffset = CGPoint(x: 500, y: 500)
        scene.scroll.isDirectionalLockEnabled = locked
        return scene
    }

    /// Drags from (200, 300) through `start` (which begins the pan) to `end`, window coordinates, and lifts.
    private func drag(in scene: ScrollSpec.Scene, start: CGPoint, end: CGPoint) throws {
        try scene.drag(through: [CGPoint(x: 200, y: 300), start, end])
        scene.scroll.stopDecelerating()
    }

    @Test("Directional lock: a drag that starts vertically scrolls only vertically, however it turns")
    func lockedVertical() throws {
        let scene = freeScene(locked: true)

        try drag(in: scene, start: CGPoint(x: 195, y: 280), end: CGPoint(x: 50, y: 200))

        #expect(scene.scroll.contentOffset.x == 500)
        #expect(scene.scroll.contentOffset.y > 560)
    }

    @Test("Directional lock: a drag that starts horizontally scrolls only horizontally")
    func lockedHorizontal() throws {
        let scene = freeScene(locked: true)

        try drag(in: scene, start: CGPoint(x: 180, y: 295), end: CGPoint(x: 100, y: 100))

        #expect(scene.scroll.contentOffset.x > 560)
        #expect(scene.scroll.contentOffset.y == 500)
    }

    @Test("Directional lock: a drag that starts diagonally moves both axes")
    func lockedDiagonal() throws {
        let scene = freeScene(locked: true)

        try drag(in: scene, start: CGPoint(x: 185, y: 285), end: CGPoint(x: 100, y: 250))

        #expect(scene.scroll.contentOffset.x > 560)
        #expect(scene.scroll.contentOffset.y > 520)
    }

    @Test("Without directional lock, both axes follow the finger")
    func unlocked() throws {
        let scene = freeScene(locked: false)
        #expect(!UIScrollView(frame: .zero).isDirectionalLockEnabled)

        try drag(in: scene, start: CGPoint(x: 195, y: 280), end: CGPoint(x: 50, y: 200))

        // The finger moved (−150, −100); the first 10 points along (−5, −20) went to the hysteresis.
        let consumed = 10 / (25 + 400 as CGFloat).squareRoot()
        #expect(abs(scene.scroll.contentOffset.x - (500 + 150 - 5 * consumed)) < 1e-9)
        #expect(abs(scene.scroll.contentOffset.y - (500 + 100 - 20 * consumed)) < 1e-9)
    }

    @Test("Directional lock applies to trackpad scrolling too, decided by its first movement")
    func lockedTrackpad() throws {
        let scene = freeScene(locked: true)

        try scene.sim.scroll(
            by: CGPoint(x: -10, y: -120), at: CGPoint(x: 600, y: 600), in: scene.content, type: .continuous, steps: 4)

        #expect(scene.scroll.contentOffset.x == 500)
        #expect(abs(scene.scroll.contentOffset.y - 620) < 1e-9)
    }
}
