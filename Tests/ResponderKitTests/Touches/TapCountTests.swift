// Tap counting (spec TD-8): `tapCount` starts at 1 and grows when a touch begins within about 0.35 s and 45 pt of
// where the previous touch ended; it never changes during a touch. Time is virtual: only `advance(by:)` moves it.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Tap count (TD-8)")
struct TapCountTests {
    private func makeStage() -> (Spies.Stage, UIView) {
        let stage = Spies.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        return (stage, view)
    }

    @Test("TD-8: a first touch has tapCount 1")
    func firstTouchCountsOne() throws {
        let (stage, view) = makeStage()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        #expect(touch.tapCount == 1)
        try stage.sim.touchUp(touch)
    }

    @Test("TD-8: quick taps close together count 1, 2, 3, 4")
    func quickCloseTapsGrow() throws {
        let (stage, view) = makeStage()
        var counts: [Int] = []
        for step in 0..<4 {
            let touch = try stage.sim.tap(at: CGPoint(x: 100 + step * 10, y: 100), in: view, duration: 0.05)
            counts.append(touch.tapCount)
            stage.sim.advance(by: 0.3)
        }
        #expect(counts == [1, 2, 3, 4])
    }

    @Test("TD-8: a tap that starts more than 0.35 s after the previous one ended starts over at 1")
    func slowTapStartsOver() throws {
        let (stage, view) = makeStage()
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.2)
        let second = try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.4)
        let third = try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        let fourth = try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)

        let counts = [second.tapCount, third.tapCount, fourth.tapCount]
        #expect(counts == [2, 1, 2])
    }

    @Test("TD-8: a tap more than 45 pt away from the previous one starts over at 1")
    func farTapStartsOver() throws {
        let (stage, view) = makeStage()
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        let diagonal = try stage.sim.tap(at: CGPoint(x: 140, y: 130), in: view)
        stage.sim.advance(by: 0.1)
        let near = try stage.sim.tap(at: CGPoint(x: 170, y: 150), in: view)

        #expect(diagonal.tapCount == 1, "50 pt away (30-40-50 triangle)")
        #expect(near.tapCount == 2, "36 pt from the previous tap")
    }

    @Test("TD-8: the interval is measured from where and when the previous touch ended, not where it began")
    func measuredFromTheEnd() throws {
        let (stage, view) = makeStage()
        let held = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 1)
        try stage.sim.touchMove(held, to: CGPoint(x: 200, y: 100), in: view)
        try stage.sim.touchUp(held)
        stage.sim.advance(by: 0.2)
        let nearEnd = try stage.sim.tap(at: CGPoint(x: 205, y: 100), in: view)
        stage.sim.advance(by: 0.2)
        let nearStart = try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)

        #expect(nearEnd.tapCount == 2)
        #expect(nearStart.tapCount == 1)
    }

    @Test("TD-8: tapCount stays constant for the whole life of the touch")
    func tapCountIsConstantDuringTheTouch() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        var observed: [Int] = []
        view.onTouches = { _, touches, _ in observed += touches.map(\.tapCount) }

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 2)
        try stage.sim.touchMove(touch, to: CGPoint(x: 300, y: 400), in: view)
        try stage.sim.touchUp(touch)

        #expect(observed == [1, 1, 2, 2, 2])
        #expect(touch.tapCount == 2)
    }

    /// A view whose hit-test runs an app's code first.
    private final class HookView: UIView {
        var onHitTest: () -> Void = {}
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            onHitTest()
            return super.hitTest(point, with: event)
        }
    }

    @Test("TD-8: a window that held the previous tap may be deallocated by a hit-test override of the next touch")
    func previousTapWindowDeallocatedDuringBinding() throws {
        let stage = Spies.Stage(tracing: false)
        var other: UIWindow? = stage.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        weak let released = other
        let inOther = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        other?.addSubview(inOther)
        let view = stage.add(HookView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        // The other window is in front: its tap is the one binding remembers.
        // Scoped: a touch someone keeps keeps its window.
        do {
            let first = try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: inOther)
            #expect(first.window === released)
        }
        other?.isHidden = true
        inOther.removeFromSuperview()
        view.onHitTest = { other = nil }  // the last reference: the window deallocates inside binding

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)

        #expect(released == nil)
        #expect(touch.view === view)
        #expect(touch.tapCount == 1)
        try stage.sim.touchUp(touch)
    }
}
