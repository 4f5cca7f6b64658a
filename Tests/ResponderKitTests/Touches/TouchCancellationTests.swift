// Ending and cancelling touches (spec TD-6, TD-12, SP-8): every touch a view saw begin ends or is cancelled exactly
// once, and nothing about it reaches the view afterwards, whatever the app does to the view or its window.
//
// TD-12's other triggers are left to the gesture recognizer and scroll view tests (SP-8 uses one pan recognizer as the
// typical culprit); the package has no "app interrupted / resigns active" entry point yet.

import Foundation
import Testing

@testable import ResponderKit

/// A view that highlights on touch-down and clears the highlight only in `touchesEnded` (the SP-8 mistake).
@MainActor
final class EndOnlyHighlightView: UIView {
    private(set) var isHighlighted = false
    private(set) var cancellations = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancellations += 1
    }
}

/// The same view done right: `touchesCancelled` undoes what `touchesBegan` did.
@MainActor
final class CancelAwareHighlightView: UIView {
    private(set) var isHighlighted = false
    private(set) var cancellations = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancellations += 1
        isHighlighted = false
    }
}

/// A small deterministic random number generator (a linear congruential generator), for scripted sessions.
struct ScriptRandom {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

@MainActor
@Suite("Touch cancellation (TD-6, TD-12, SP-8)")
struct TouchCancellationTests {
    /// A stage with one recording view that does not forward, at (0, 0, 100, 100).
    func makeStage() -> (Spies.Stage, Spies.Log, Spies.View) {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.forwards = false
        return (stage, log, view)
    }

    // MARK: TD-6

    @Test("TD-6: a tap produces exactly one touchesEnded, and a cancelled input exactly one touchesCancelled")
    func oneEndPerTouch() throws {
        let (stage, log, view) = makeStage()

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        let cancelled = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(cancelled, to: CGPoint(x: 20, y: 20), in: view)
        try stage.sim.touchCancel(cancelled)

        #expect(
            log.methods(of: "view") == [.touchesBegan, .touchesEnded, .touchesBegan, .touchesMoved, .touchesCancelled])
        #expect(cancelled.phase == .cancelled)
        #expect(log.lifecycleViolations().isEmpty)
        #expect(stage.isClean(view))
    }

    @Test("TD-6: removing the view from inside its own touchesEnded causes no extra cancellation")
    func removalInsideEndedDoesNotCancel() throws {
        let (stage, log, view) = makeStage()
        view.onTouches = { method, _, _ in
            if method == .touchesEnded { view.removeFromSuperview() }
        }

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded])
        #expect(stage.cancellations.isEmpty)
        #expect(stage.isClean(view))
    }

    @Test("TD-6: removing the view from inside touchesCancelled causes no second cancellation")
    func removalInsideCancelledDoesNotCancelAgain() throws {
        let (stage, log, view) = makeStage()
        view.onTouches = { method, _, _ in
            if method == .touchesCancelled { view.removeFromSuperview() }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchCancel(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.isClean(view))
    }

    @Test("TD-6: two fingers on a removed view are cancelled together in one touchesCancelled")
    func removalCancelsAllFingersAtOnce() throws {
        let (stage, log, view) = makeStage()
        view.isMultipleTouchEnabled = true

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)], in: view)
        view.removeFromSuperview()
        try stage.sim.touchUp(fingers)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(log.entries(of: "view").last?.touches == Set(fingers))
        #expect(fingers.allSatisfy { $0.phase == .cancelled })
        #expect(stage.isClean(view))
    }

    @Test("TD-6: a view removed by another handler before its touchesBegan was delivered gets no touchesCancelled")
    func viewRemovedBeforeItsBeganGetsNoCancel() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let first = stage.add(Spies.View("first", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let second = stage.add(Spies.View("second", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        first.forwards = false
        second.forwards = false
        first.onTouches = { method, _, _ in
            if method == .touchesBegan { second.removeFromSuperview() }
        }

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10)], in: stage.window)
        try stage.sim.touchUp(fingers)

        #expect(log.methods(of: "first") == [.touchesBegan, .touchesEnded])
        #expect(
            log.lifecycleViolations().isEmpty, "second must not be told about a touch it never saw begin")
        #expect(stage.isClean(first, second))
    }

    @Test("TD-6: a scripted session of fingers, removals and hidden windows ends every touch exactly once")
    func scriptedSessionKeepsEveryLifecycleBalanced() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let views = [
            Spies.View("v0", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            Spies.View("v1", log: log, frame: CGRect(x: 100, y: 100, width: 200, height: 200)),
            Spies.View("v2", log: log, frame: CGRect(x: 0, y: 240, width: 320, height: 240)),
            Spies.View("v3", log: log, frame: CGRect(x: 20, y: 20, width: 100, height: 100)),
        ]
        views[0].isMultipleTouchEnabled = true
        views[1].isExclusiveTouch = true
        views[3].isMultipleTouchEnabled = true
        for view in views { view.forwards = false }
        stage.add(views[0])
        stage.add(views[1])
        stage.add(views[2])
        views[2].addSubview(views[3])
        let parents: [UIView] = [stage.window, stage.window, stage.window, views[2]]
        var random = ScriptRandom(state: 2024)
        var live: [UITouch] = []
        let window = stage.window

        for _ in 0..<600 {
            stage.sim.advance(by: Double(random.next(100)) / 1000)
            switch random.next(10) {
            case 0, 1, 2:
                guard !window.isHidden, live.count < 5 else { continue }
                let point = CGPoint(x: random.next(320), y: random.next(480))
                live.append(try stage.sim.touchDown(at: point, in: window))
            case 3, 4:
                guard !live.isEmpty else { continue }
                let touch = live[random.next(live.count)]
                try stage.sim.touchMove(touch, to: CGPoint(x: random.next(400), y: random.next(500)), in: window)
            case 5:
                guard !live.isEmpty else { continue }
                try stage.sim.touchUp(live.remove(at: random.next(live.count)))
            case 6:
                guard !live.isEmpty else { continue }
                try stage.sim.touchCancel(live.remove(at: random.next(live.count)))
            case 7:
                let index = random.next(views.count)
                if views[index].superview == nil {
                    parents[index].addSubview(views[index])
                } else {
                    views[index].removeFromSuperview()
                }
            case 8:
                if window.isHidden { window.makeKeyAndVisible() } else if random.next(4) == 0 { window.isHidden = true }
            default:
                guard live.count >= 2 else { continue }
                try stage.sim.touchMove(
                    Array(live.prefix(2)), to: [CGPoint(x: 5, y: 5), CGPoint(x: 150, y: 300)], in: window)
            }
        }
        try stage.sim.touchUp(live)

        #expect(log.lifecycleViolations().isEmpty)
        #expect(log.records.count > 100, "the session exercised delivery")
        #expect(stage.isClean(views[0], views[1], views[2], views[3]))
    }

    @Test("TD-7, TD-12: a touch cancelled by the input source keeps its last location")
    func inputCancelKeepsLocation() throws {
        let stage = Spies.Stage(frame: CGRect(x: 100, y: 200, width: 320, height: 480))
        let log = Spies.Log()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 10, y: 10, width: 200, height: 200)))
        var locationWhenCancelled: CGPoint?
        view.onTouches = { method, touches, _ in
            if method == .touchesCancelled { locationWhenCancelled = touches.first?.location(in: view) }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 40, y: 40), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 60), in: view)
        try stage.sim.touchCancel(touch)

        #expect(locationWhenCancelled == CGPoint(x: 50, y: 60), "the finger did not move when it was cancelled")
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 60))
    }

    @Test("TD-9, TD-12: in touchesCancelled the event's allTouches includes the cancelled touches, however cancelled")
    func cancelledTouchesAreInTheirEvent() throws {
        let (stage, log, view) = makeStage()

        let byInput = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchCancel(byInput)
        let byRemoval = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        view.removeFromSuperview()
        stage.window.addSubview(view)
        let byHiding = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        stage.window.isHidden = true
        try stage.sim.touchUp([byRemoval, byHiding])

        let cancelled = log.entries(of: "view").filter { $0.method == .touchesCancelled }
        #expect(cancelled.map(\.touches) == [[byInput], [byRemoval], [byHiding]])
        #expect(cancelled.map { $0.touches.isSubset(of: $0.allTouches) } == [true, true, true])
    }
}
