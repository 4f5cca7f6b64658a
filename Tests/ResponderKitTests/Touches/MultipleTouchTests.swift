// Several fingers at once (spec TD-10, TD-11, SP-10): `isMultipleTouchEnabled` and `isExclusiveTouch`, and a
// multi-touch drawing view that follows each finger by the identity of its `UITouch`.
//
// The recognizer halves of TD-10 ("its gesture recognizers still get them") and TD-11 ("recognizers ignore this
// flag") are left to the gesture recognizer tests.

import Foundation
import Testing

@testable import ResponderKit

/// A finger-painting view as a developer writes it: one stroke per finger, found again by `===` on the touch.
@MainActor
private final class DrawingView: UIView {
    struct Stroke {
        let touch: UITouch
        var points: [CGPoint]
        var isFinished = false
    }

    private(set) var strokes: [Stroke] = []
    /// Touches that arrived in moved/ended/cancelled without a stroke of their own (must stay 0).
    private(set) var strangers = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func strokeIndex(of touch: UITouch) -> Int? {
        strokes.firstIndex { $0.touch === touch && !$0.isFinished }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { strokes.append(Stroke(touch: touch, points: [touch.location(in: self)])) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = strokeIndex(of: touch) else {
                strangers += 1
                continue
            }
            strokes[index].points.append(touch.location(in: self))
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = strokeIndex(of: touch) else {
                strangers += 1
                continue
            }
            strokes[index].isFinished = true
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = strokeIndex(of: touch) else {
                strangers += 1
                continue
            }
            strokes.remove(at: index)
        }
    }
}

/// A view that counts the fingers it has seen begin (the SP-10 expectation of a naive pinch view).
@MainActor
private final class FingerCountingView: UIView {
    private(set) var fingersDown = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        fingersDown += touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        fingersDown -= touches.count
    }
}

@MainActor
@Suite("Multiple and exclusive touch (TD-10, TD-11, SP-10)")
struct MultipleTouchTests {
    // MARK: TD-10

    @Test("TD-10: isMultipleTouchEnabled and isExclusiveTouch are false by default")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
    }

    @Test("TD-10: without multiple touch, a second finger never reaches the view, in any phase")
    func secondFingerNeverArrives() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let parent = stage.add(Spies.View("parent", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let view = Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(view)

        let first = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        let second = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(second, to: CGPoint(x: 110, y: 100), in: view)
        try stage.sim.touchUp(first)
        try stage.sim.touchMove(second, to: CGPoint(x: 120, y: 100), in: view)
        try stage.sim.touchUp(second)

        #expect(second.view === view, "the touch is still bound to the view it hit")
        #expect(log.entries(of: "view").allSatisfy { $0.touches == [first] })
        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded])
        #expect(log.methods(of: "parent") == [.touchesBegan, .touchesEnded], "nothing to forward for the second")
        #expect(stage.suppressions.map(\.reason) == [.multipleTouchDisabled])
        #expect(stage.isClean(view, parent))
    }

    @Test("TD-10: two fingers landing in the same event deliver only one of them to a single-touch view")
    func simultaneousFingersDeliverOne() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)], in: view)
        try stage.sim.touchMove(fingers, to: [CGPoint(x: 20, y: 10), CGPoint(x: 110, y: 100)], in: view)
        try stage.sim.touchUp(fingers)

        let entries = log.entries(of: "view")
        #expect(entries.compactMap(\.method) == [.touchesBegan, .touchesMoved, .touchesEnded])
        #expect(entries.allSatisfy { $0.touches.count == 1 })
        #expect(Set(entries.flatMap(\.touches)).count == 1, "always the same finger")
        #expect(stage.isClean(view))
    }

    @Test("TD-10: once every finger has lifted, a new touch is delivered again")
    func newSequenceAfterAllFingersLift() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)], in: view)
        try stage.sim.touchUp(fingers)
        log.removeAll()
        let next = try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded])
        #expect(log.entries(of: "view").allSatisfy { $0.touches == [next] })
    }

    @Test("TD-10: with isMultipleTouchEnabled the view receives every finger")
    func multipleTouchEnabledDeliversEveryFinger() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true

        let first = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        let second = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchUp([first, second])

        let entries = log.entries(of: "view")
        #expect(entries.compactMap(\.method) == [.touchesBegan, .touchesBegan, .touchesEnded])
        #expect(entries[0].touches == [first])
        #expect(entries[1].touches == [second], "only the new finger, not the one already down")
        #expect(entries[2].touches == [first, second])
        #expect(stage.suppressions.isEmpty)
    }

    @Test("TD-10: the limit is per view: two single-touch views each get their own finger")
    func limitIsPerView() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let left = stage.add(Spies.View("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let right = stage.add(Spies.View("right", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10)], in: stage.window)
        try stage.sim.touchUp(fingers)

        #expect(log.entries(of: "left").map(\.touches) == [[fingers[0]], [fingers[0]]])
        #expect(log.entries(of: "right").map(\.touches) == [[fingers[1]], [fingers[1]]])
        #expect(stage.isClean(left, right))
    }

    @Test("SP-10: a custom view counting fingers never sees the second one, because multiple touch is off")
    func customViewSeesOneFinger() throws {
        let stage = Spies.Stage()
        let pinch = stage.add(FingerCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))

        let first = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: pinch)
        let second = try stage.sim.touchDown(at: CGPoint(x: 250, y: 250), in: pinch)
        #expect(pinch.fingersDown == 1)
        try stage.sim.touchUp([first, second])
        #expect(pinch.fingersDown == 0)

        pinch.isMultipleTouchEnabled = true
        let both = try stage.sim.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 250)], in: pinch)
        #expect(pinch.fingersDown == 2, "the fix: isMultipleTouchEnabled = true")
        try stage.sim.touchUp(both)
    }

    // MARK: TD-11

    @Test("TD-11: while an exclusive view tracks a touch, new touches on other views of its window are dropped")
    func exclusiveViewBlocksOthers() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let exclusive = stage.add(
            Spies.View("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        exclusive.isExclusiveTouch = true
        let container = stage.add(
            Spies.View("container", log: log, frame: CGRect(x: 100, y: 0, width: 200, height: 200)))
        let other = Spies.View("other", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.forwards = false
        container.addSubview(other)
        exclusive.forwards = false

        let held = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: exclusive)
        let blocked = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: other)
        try stage.sim.touchMove(blocked, to: CGPoint(x: 20, y: 10), in: other)
        try stage.sim.touchUp(held)
        try stage.sim.touchUp(blocked)

        #expect(log.methods(of: "exclusive") == [.touchesBegan, .touchesEnded])
        #expect(log.methods(of: "other").isEmpty, "blocked for its whole life, even after the exclusive touch ended")
        #expect(log.methods(of: "container").isEmpty)
        #expect(stage.suppressions.map(\.reason) == [.exclusiveTouch])

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: other)
        #expect(log.methods(of: "other") == [.touchesBegan, .touchesEnded], "free again once nothing is tracked")
        #expect(stage.isClean(exclusive, other))
    }

    @Test("TD-11: a touch on an exclusive view is dropped while another view of the window is tracking")
    func exclusiveViewWaitsForOthers() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let exclusive = stage.add(
            Spies.View("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        exclusive.isExclusiveTouch = true
        let other = stage.add(Spies.View("other", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))

        let held = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: other)
        let blocked = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: exclusive)
        try stage.sim.touchUp([held, blocked])

        #expect(log.methods(of: "other") == [.touchesBegan, .touchesEnded])
        #expect(log.methods(of: "exclusive").isEmpty)
        #expect(stage.suppressions.map(\.reason) == [.exclusiveTouch])
        #expect(stage.isClean(exclusive, other))
    }

    @Test("TD-11: an exclusive view does not block touches in another window")
    func exclusiveIsPerWindow() throws {
        let log = Spies.Log()
        let stage = Spies.Stage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let exclusive = stage.add(
            Spies.View("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        exclusive.isExclusiveTouch = true
        let otherWindow = stage.makeWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let other = Spies.View("other", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        otherWindow.addSubview(other)

        let held = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: exclusive)
        let free = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: other)
        try stage.sim.touchUp([held, free])

        #expect(log.methods(of: "exclusive") == [.touchesBegan, .touchesEnded])
        #expect(log.methods(of: "other") == [.touchesBegan, .touchesEnded])
        #expect(stage.suppressions.isEmpty)
    }

    @Test("TD-11: an exclusive view with multiple touch still takes its own second finger")
    func exclusiveViewTakesItsOwnFingers() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let exclusive = stage.add(
            Spies.View("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        exclusive.isExclusiveTouch = true
        exclusive.isMultipleTouchEnabled = true

        let first = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: exclusive)
        let second = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: exclusive)
        try stage.sim.touchUp([first, second])

        #expect(log.entries(of: "exclusive").map(\.touches) == [[first], [second], [first, second]])
        #expect(stage.suppressions.isEmpty)
    }

    @Test("TD-11: a suppressed touch does not count as tracking, so it blocks nobody")
    func suppressedTouchDoesNotBlock() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let exclusive = stage.add(
            Spies.View("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        exclusive.isExclusiveTouch = true
        let other = stage.add(Spies.View("other", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        let third = stage.add(Spies.View("third", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100)))

        let held = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: exclusive)
        let blocked = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: other)
        try stage.sim.touchUp(held)
        let free = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: third)
        try stage.sim.touchUp([blocked, free])

        #expect(log.methods(of: "other").isEmpty)
        #expect(log.methods(of: "third") == [.touchesBegan, .touchesEnded])
        #expect(stage.isClean(exclusive, other, third))
    }

    // MARK: Seed: a multi-touch drawing view

    @Test("TD-4, TD-5, TD-10: a drawing view follows two fingers moving independently by UITouch identity")
    func drawingViewFollowsEachFinger() throws {
        let stage = Spies.Stage()
        let canvas = stage.add(DrawingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        let sim = stage.sim

        let fingers = try sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 200, y: 300)], in: canvas)
        try sim.touchMove(fingers[0], to: CGPoint(x: 20, y: 15), in: canvas)
        try sim.touchMove(fingers[1], to: CGPoint(x: 210, y: 290), in: canvas)
        try sim.touchMove(fingers[1], to: CGPoint(x: 220, y: 280), in: canvas)
        try sim.touchMove(fingers, to: [CGPoint(x: 30, y: 20), CGPoint(x: 230, y: 270)], in: canvas)
        try sim.touchUp(fingers[0])
        try sim.touchMove(fingers[1], to: CGPoint(x: 240, y: 260), in: canvas)
        let third = try sim.touchDown(at: CGPoint(x: 100, y: 100), in: canvas)
        try sim.touchUp([fingers[1], third])

        #expect(canvas.strangers == 0)
        #expect(canvas.strokes.count == 3)
        #expect(canvas.strokes.allSatisfy { $0.isFinished })
        let first = try #require(canvas.strokes.first { $0.touch === fingers[0] })
        let second = try #require(canvas.strokes.first { $0.touch === fingers[1] })
        #expect(first.points == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15), CGPoint(x: 30, y: 20)])
        #expect(
            second.points == [
                CGPoint(x: 200, y: 300), CGPoint(x: 210, y: 290), CGPoint(x: 220, y: 280), CGPoint(x: 230, y: 270),
                CGPoint(x: 240, y: 260),
            ])
        #expect(canvas.strokes.first { $0.touch === third }?.points == [CGPoint(x: 100, y: 100)])
        #expect(stage.isClean(canvas))
    }

    @Test("TD-6, TD-12: a drawing view drops the strokes of fingers cancelled when it leaves the window")
    func drawingViewDropsCancelledStrokes() throws {
        let stage = Spies.Stage()
        let canvas = stage.add(DrawingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 200, y: 300)], in: canvas)
        try stage.sim.touchMove(fingers, to: [CGPoint(x: 20, y: 20), CGPoint(x: 210, y: 310)], in: canvas)
        canvas.removeFromSuperview()
        try stage.sim.touchUp(fingers)

        #expect(canvas.strokes.isEmpty)
        #expect(canvas.strangers == 0)
        #expect(stage.isClean(canvas))
    }
}
