// What follows a release: the delegate's callbacks in UIKit's order with the state flags, the velocity in points
// per millisecond, and a target the delegate rewrites (SV-12 … SV-14, SV-18, SV-19).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Scroll view release and deceleration target")
struct ScrollReleaseTests {
    /// An upward flick in a tall scroll view: the content moves towards larger offsets.
    private func flickUp(_ scene: ScrollMotion.Scene) throws {
        try scene.drag(through: [
            CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 380), CGPoint(x: 100, y: 340),
            CGPoint(x: 100, y: 300),
        ])
    }

    @Test("SV-12: a flick reports its velocity in points per millisecond and decelerates to the proposed target")
    func flickReportsTarget() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 20_000))
        try flickUp(scene)

        let velocity = try #require(scene.delegate.releaseVelocity)
        #expect(velocity.x == 0)
        #expect(velocity.y > 1.5 && velocity.y < 3, "about 2,400 points per second, as points per ms: \(velocity.y)")
        let target = try #require(scene.delegate.proposedTarget)
        #expect(target.y > scene.scroll.contentOffset.y + 100, "the content glides on past the release point")
        #expect(scene.scroll.isDecelerating)
        scene.settle()
        #expect(scene.scroll.contentOffset == target, "it ends exactly where the target said")
        #expect(scene.delegate.scrolls > 10, "scrollViewDidScroll during the deceleration")
        #expect(
            scene.delegate.names == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                "didEndDecelerating",
            ])
    }

    @Test("SV-19: isTracking, isDragging and isDecelerating at each callback of a flick")
    func flagsAtEachCallback() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 20_000))
        try flickUp(scene)
        scene.settle()
        #expect(
            scene.delegate.lines == [
                "willBeginDragging TD-", "willEndDragging TD-", "didEndDragging true T--",
                "willBeginDecelerating T-E", "didEndDecelerating ---",
            ])
    }

    @Test("SV-12: a drag that stops before lifting does not decelerate: didEndDragging(willDecelerate: false)")
    func stillReleaseDoesNotDecelerate() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 2000))
        let touch = try scene.press(through: [
            CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 350), CGPoint(x: 100, y: 300),
        ])
        scene.sim.advance(by: 0.2)
        try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: 300), in: nil)
        scene.sim.advance(by: 0.05)
        try scene.sim.touchUp(touch)
        let offset = scene.scroll.contentOffset
        #expect(scene.delegate.proposedTarget == offset)
        #expect(scene.delegate.names == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(scene.delegate.lines.last == "didEndDragging false T--")
        scene.sim.advance(by: 1)
        #expect(scene.scroll.contentOffset == offset && !scene.scroll.isDecelerating)
    }

    @Test("SV-13: a delegate that rewrites the target makes the deceleration end exactly there")
    func rewrittenTargetIsHonoured() throws {
        for rewrite in [CGPoint(x: 0, y: 1234.5), CGPoint(x: 0, y: 10)] {
            let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 20_000))
            scene.delegate.rewrite = rewrite
            try flickUp(scene)
            #expect(scene.delegate.proposedTarget != rewrite)
            let time = scene.settle()
            #expect(scene.scroll.contentOffset == rewrite, "target \(rewrite)")
            #expect(time > 0.1 && time < 4, "a glide, not a jump: \(time) s")
            #expect(
                scene.delegate.names.suffix(3) == ["didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
        }
    }

    @Test("SV-13: a slow release whose target the delegate moves still glides there")
    func rewriteOfStillRelease() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 2000))
        scene.delegate.rewrite = CGPoint(x: 0, y: 300)
        try scene.drag(through: (0...20).map { CGPoint(x: 100, y: 400 - CGFloat($0) * 2) })
        #expect(scene.delegate.lines.contains("didEndDragging true T--"))
        scene.settle()
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("SV-14: a target that is NaN or infinite is clamped and logged; one past the content is clamped")
    func hostileTargets() throws {
        let cases: [(CGPoint, CGFloat)] = [
            (CGPoint(x: 0, y: CGFloat.nan), -1), (CGPoint(x: 0, y: CGFloat.infinity), 1520),
            (CGPoint(x: 0, y: -CGFloat.infinity), 0),
            (CGPoint(x: 0, y: 99_999), 1520),
        ]
        for (written, expected) in cases {
            let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 2000))
            scene.delegate.rewrite = written
            try flickUp(scene)
            let proposed = try #require(scene.delegate.proposedTarget)
            scene.settle()
            let end = expected < 0 ? proposed.y : expected
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: end), "written \(written)")
            #expect(scene.scroll.contentOffset.y.isFinite && !scene.scroll.isDecelerating)
            #expect(scene.warnings.count == (written.y.isFinite ? 0 : 1), "written \(written): \(scene.warnings)")
            #expect(
                scene.stage.app.touchDispatcher.liveFingerIDs.isEmpty && !scene.scroll.isTracking, "no touch left live")
        }
    }

    @Test("SV-18: the target follows decelerationRate: .fast proposes a shorter glide than .normal")
    func rateChangesTarget() throws {
        let normal = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 20_000))
        let fast = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 20_000))
        fast.scroll.decelerationRate = .fast
        try flickUp(normal)
        try flickUp(fast)
        let normalTarget = try #require(normal.delegate.proposedTarget)
        let fastTarget = try #require(fast.delegate.proposedTarget)
        #expect(fastTarget.y < normalTarget.y)
        #expect(normal.settle() > fast.settle())
        #expect(normal.scroll.contentOffset == normalTarget && fast.scroll.contentOffset == fastTarget)
    }

    @Test("SV-12: released past an edge, the target is the edge and the content springs back to it")
    func pastEdgeTargetsEdge() throws {
        let scene = ScrollMotion.Scene(contentSize: CGSize(width: 320, height: 2000))
        try scene.drag(through: (0...10).map { CGPoint(x: 100, y: 100 + CGFloat($0) * 10) })
        #expect(scene.delegate.proposedTarget == .zero)
        scene.settle()
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.delegate.names.suffix(3) == ["didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
    }
}
