// Bouncing (spec SV-11): which drags a scroll view whose content fits takes, the rubber band past an edge, the
// spring-back on the virtual clock, and `bounces = false`.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ScrollBounceTests {
    private static let height: CGFloat = 480
    private static let width: CGFloat = 320

    @Test("SV-11: bounces is true and alwaysBounceVertical and alwaysBounceHorizontal are false by default")
    func defaults() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.bounces)
        #expect(!scroll.alwaysBounceVertical)
        #expect(!scroll.alwaysBounceHorizontal)
        #expect(UIScrollView.springBackDuration == 0.4)
        #expect(UITableView(frame: .zero).alwaysBounceVertical, "tables bounce vertically even when their rows fit")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collection.alwaysBounceVertical)
    }

    @Test("SV-11: fitting content ignores a vertical drag until alwaysBounceVertical; then it pulls and bounces back")
    func doneWhenScenario() throws {
        // The content gets its touch and no scrollViewWillBeginDragging is sent; once alwaysBounceVertical is set,
        // the drag moves the content past the edge with resistance, and after release it bounces back to offset 0
        // on the virtual clock.
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 300))

        let ignored = try scene.press(through: [
            CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 200),
        ])
        scene.sim.advance(by: UIScrollView.contentTouchDelay)
        try scene.sim.touchMove(ignored, to: CGPoint(x: 100, y: 260), in: nil)
        try scene.sim.touchUp(ignored)
        #expect(scene.content.calls == ["began", "moved", "ended"], "the content gets its touch")
        #expect(scene.delegate.lines.isEmpty, "no scrollViewWillBeginDragging")
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.stage.failureReasons(of: scene.scroll.panGestureRecognizer).count == 1, "the pan failed")

        scene.scroll.alwaysBounceVertical = true
        scene.sim.advance(by: 1)
        let contentCalls = scene.content.calls
        let finger = try scene.press(through: [
            CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 200),
        ])
        #expect(scene.delegate.lines == ["willBeginDragging"])
        // 100 points down, less the 10 of hysteresis: 90 points past the top edge of a 480-point-tall view.
        let pulled = ScrollSpec.resisted(90, dimension: Self.height)
        #expect(abs(pulled - 44.872) < 0.001)
        #expect(abs(scene.scroll.contentOffset.y + pulled) < 1e-9)
        #expect(scene.scroll.contentOffset.x == 0)
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 300), in: nil)
        #expect(abs(scene.scroll.contentOffset.y + ScrollSpec.resisted(190, dimension: Self.height)) < 1e-9)

        let scrollsBeforeRelease = scene.delegate.scrolls
        try scene.sim.touchUp(finger)
        let released = scene.scroll.contentOffset.y
        #expect(scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true"])
        #expect(scene.scroll.isDecelerating && !scene.scroll.isDragging)

        scene.sim.advance(by: 0.2)
        #expect(scene.scroll.contentOffset.y > released && scene.scroll.contentOffset.y < 0, "on its way back")
        #expect(scene.scroll.isDecelerating)
        scene.sim.advance(by: UIScrollView.springBackDuration - 0.2 + 0.05)
        #expect(scene.scroll.contentOffset == .zero)
        #expect(!scene.scroll.isDecelerating)
        #expect(
            scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true", "didEndDecelerating"])
        #expect(
            scene.delegate.scrolls - scrollsBeforeRelease == ScrollOffsetAnimation.springStepCount,
            "didScroll on each step")
        #expect(scene.content.calls == contentCalls, "the content never saw the drag")
    }

    @Test("SV-11: alwaysBounceVertical has no effect while bounces is false")
    func alwaysBounceNeedsBounces() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 300))
        scene.scroll.alwaysBounceVertical = true
        scene.scroll.bounces = false

        try scene.drag(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 200)])

        #expect(scene.delegate.lines.isEmpty)
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.content.calls.first == "began" && scene.content.calls.last == "ended")
    }

    @Test("SV-11: with bounces false, dragging stops the content at its edges and nothing springs back")
    func bouncesFalseStopsAtEdges() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 1000))
        scene.scroll.bounces = false

        let finger = try scene.press(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120)])
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 300), in: nil)
        #expect(scene.delegate.lines == ["willBeginDragging"], "the content is scrollable, so the pan begins")
        #expect(scene.scroll.contentOffset.y == 0, "stopped at the top")
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 40), in: nil)
        #expect(scene.scroll.contentOffset.y == 260, "turning back scrolls at once: no slack from the edge")
        scene.sim.advance(by: 0.5)
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: -600), in: nil)
        #expect(scene.scroll.contentOffset.y == 520, "stopped at the bottom: 1000 − 480")
        scene.sim.advance(by: 0.5)
        try scene.sim.touchUp(finger)

        #expect(scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=false"])
        #expect(!scene.scroll.isDecelerating)
        scene.sim.advance(by: 1)
        #expect(scene.scroll.contentOffset.y == 520)
    }

    @Test("SV-11: past an edge the content moves (1 − 1 / (x · 0.55 / d + 1)) · d for a drag x beyond it")
    func resistanceFormula() throws {
        #expect(abs(UIScrollView.resisted(90, along: 480) - 44.872_521) < 1e-6)
        #expect(abs(UIScrollView.resisted(480, along: 480) - 480 * (1 - 1 / 1.55)) < 1e-9)
        #expect(abs(UIScrollView.resisted(320, along: 320) - 113.548_387) < 1e-6)
        #expect(UIScrollView.resisted(100_000, along: 320) < 320, "never a whole dimension")
        for x in [1, 30, 190, 700] as [CGFloat] {
            #expect(abs(UIScrollView.unresisted(UIScrollView.resisted(x, along: 320), along: 320) - x) < 1e-6)
        }

        // Along the horizontal axis, past the right edge: the dimension is the bounds' width.
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 640, height: 480))
        scene.scroll.contentOffset = CGPoint(x: 320, y: 0)
        let finger = try scene.press(through: [CGPoint(x: 300, y: 200), CGPoint(x: 280, y: 200)])
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 200), in: nil)
        #expect(abs(scene.scroll.contentOffset.x - (320 + ScrollSpec.resisted(190, dimension: Self.width))) < 1e-9)
        try scene.sim.touchMove(finger, to: CGPoint(x: 250, y: 200), in: nil)
        #expect(abs(scene.scroll.contentOffset.x - (320 + ScrollSpec.resisted(40, dimension: Self.width))) < 1e-9)
        try scene.sim.touchMove(finger, to: CGPoint(x: 330, y: 200), in: nil)
        #expect(abs(scene.scroll.contentOffset.x - 280) < 1e-9, "back within the content it follows the finger")
        try scene.sim.touchUp(finger)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("SV-11: a touch-down during the spring-back stops it where it is; lifting springs back again")
    func touchCatchesSpringBack() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 300))
        scene.scroll.alwaysBounceVertical = true
        try scene.drag(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 300)])
        scene.sim.advance(by: 0.1)
        let caught = scene.scroll.contentOffset.y
        #expect(caught < 0 && scene.scroll.isDecelerating)

        let hold = try scene.sim.touchDown(at: CGPoint(x: 100, y: 200), in: nil)
        #expect(!scene.scroll.isDecelerating)
        scene.sim.advance(by: 1)
        #expect(scene.scroll.contentOffset.y == caught, "stopped where it was")
        try scene.sim.touchUp(hold)
        #expect(scene.scroll.isDecelerating)
        scene.settle()
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.delegate.lines.last == "didEndDecelerating")
    }

    @Test("SV-11: a bounce caught by a touch can be dragged on without a jump, and springs back after release")
    func caughtBounceDragsOn() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 300))
        scene.scroll.alwaysBounceVertical = true
        try scene.drag(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 300)])
        scene.sim.advance(by: 0.1)
        let caught = -scene.scroll.contentOffset.y
        scene.delegate.removeAll()

        let finger = try scene.press(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 120)])
        // The caught offset corresponds to a drag of `before` points past the edge; 10 more points are consumed
        // by the hysteresis, so the drag is now 10 points further out.
        let before = (1 / (1 - caught / Self.height) - 1) * Self.height / 0.55
        #expect(abs(-scene.scroll.contentOffset.y - ScrollSpec.resisted(before + 10, dimension: Self.height)) < 1e-9)
        try scene.sim.touchUp(finger)

        #expect(scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true"])
        scene.settle()
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test("SV-11: deceleration that reaches an edge stops there without overshooting")
    func decelerationStopsAtEdge() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 700))
        var farthest: CGFloat = 0

        try scene.drag(through: [
            CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 380), CGPoint(x: 100, y: 340), CGPoint(x: 100, y: 300),
        ])
        #expect(scene.scroll.isDecelerating)
        while scene.scroll.isDecelerating {
            scene.sim.advance(by: UIScrollView.decelerationStep)
            farthest = max(farthest, scene.scroll.contentOffset.y)
        }

        #expect(farthest == 220, "the bottom edge, 700 − 480")
        #expect(scene.scroll.contentOffset.y == 220)
        #expect(
            scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true", "didEndDecelerating"])
    }

    @Test("SV-11: setting contentOffset from code is never clamped, and a touch alone does not move it")
    func codeOffsetNotClamped() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 1000))
        scene.scroll.contentOffset = CGPoint(x: -50, y: -30)
        #expect(scene.scroll.contentOffset == CGPoint(x: -50, y: -30))
        try scene.sim.tap(at: CGPoint(x: 100, y: 100), in: nil)
        scene.sim.advance(by: 1)
        #expect(scene.scroll.contentOffset == CGPoint(x: -50, y: -30))
        #expect(scene.content.calls == ["began", "ended"])
    }

    @Test("SV-11: a trackpad scroll pulls past the edge and springs back; a mouse wheel step stops at the edge")
    func scrollInputBounces() throws {
        let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 1000))

        try scene.sim.scroll(
            by: CGPoint(x: 0, y: 120), at: CGPoint(x: 10, y: 10), in: scene.content, type: .continuous, steps: 4)
        #expect(scene.scroll.contentOffset.y < 0)
        #expect(scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true"])
        scene.settle()
        #expect(scene.scroll.contentOffset == .zero)

        try scene.sim.scroll(by: CGPoint(x: 0, y: 120), at: CGPoint(x: 10, y: 10), in: scene.content)
        #expect(scene.scroll.contentOffset == .zero)
        #expect(!scene.scroll.isDecelerating)
    }

    @Test("SV-11: a table bounces vertically even when its rows fit, and the drag selects nothing")
    func shortTableBounces() throws {
        let stage = GestureSpec.Stage()
        let rows = ThreeRows()
        let table = stage.add(UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        table.dataSource = rows
        table.delegate = rows

        let finger = try stage.sim.touchDown(at: CGPoint(x: 100, y: 30), in: nil)
        stage.sim.advance(by: 1.0 / 60)
        try stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 50), in: nil)
        try stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 130), in: nil)
        #expect(table.contentOffset.y < 0)
        try stage.sim.touchUp(finger)
        stage.sim.advance(by: 1)

        #expect(table.contentOffset == .zero)
        #expect(rows.selected.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }
}

/// Three rows of a table, recording selection.
@MainActor
private final class ThreeRows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "row")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}
