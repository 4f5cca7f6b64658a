// The recognizer state machine (spec GR-1 … GR-5, GR-7): states, the legal transitions, actions and reset.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct GestureStateMachineTests {
    private typealias State = UIGestureRecognizer.State

    // MARK: GR-1

    @Test("GR-1: there are six states, recognized is another name for ended")
    func sixStates() {
        let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(Set(all.map(\.rawValue)).count == 6)
        #expect(State.recognized == .ended)
        #expect(all.map(\.description) == ["possible", "began", "changed", "ended", "cancelled", "failed"])
    }

    @Test("GR-1: every recognizer starts in possible")
    func everyRecognizerStartsPossible() {
        let recognizers: [UIGestureRecognizer] = [
            UIGestureRecognizer(), UITapGestureRecognizer(), UILongPressGestureRecognizer(),
            UIPanGestureRecognizer(), UIScreenEdgePanGestureRecognizer(), UISwipeGestureRecognizer(),
            UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UIHoverGestureRecognizer(),
            GestureSpec.ScriptedRecognizer(),
        ]
        for recognizer in recognizers {
            #expect(recognizer.state == .possible, "\(type(of: recognizer))")
        }
    }

    // MARK: GR-2, GR-3: the table

    @Test("GR-2, GR-3: the legal transitions are exactly the spec's table")
    func legalTransitionTable() {
        let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        let legal: Set<String> = [
            "possible->began", "possible->ended", "possible->failed",
            "began->changed", "began->ended", "began->cancelled",
            "changed->changed", "changed->ended", "changed->cancelled",
            "ended->possible", "cancelled->possible", "failed->possible",
        ]
        for from in all {
            for to in all {
                let name = "\(from)->\(to)"
                #expect(GestureStateTransitions.isLegal(from: from, to: to) == legal.contains(name), "\(name)")
            }
        }
    }

    @Test("GR-2: a recognizer driven by hand, outside any touch, ignores illegal states")
    func detachedRecognizerIgnoresIllegalStates() {
        let recognizer = UIGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        recognizer.state = .cancelled
        #expect(recognizer.state == .possible)
        recognizer.state = .began
        #expect(recognizer.state == .began)
        recognizer.state = .failed
        #expect(recognizer.state == .began)
    }

    // MARK: GR-2: discrete

    @Test("GR-2: a discrete recognizer that asks for changed or cancelled stays possible, and it is traced")
    func discreteIllegalRequestsAreIgnored() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var actions: [State] = []
        let recognizer = GestureSpec.ScriptedRecognizer { actions.append($0.state) }
        var observed: [State] = []
        recognizer.onBegan = { r, _, _ in
            r.state = .changed
            observed.append(r.state)
            r.state = .cancelled
            observed.append(r.state)
            r.state = .possible
            observed.append(r.state)
        }
        recognizer.onEnded = { r, _, _ in r.state = .recognized }
        view.addGestureRecognizer(recognizer)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(observed == [.possible, .possible, .possible])
        #expect(stage.rejections(of: recognizer) == ["possible->changed", "possible->cancelled", "possible->possible"])
        try stage.sim.touchUp(touch)
        #expect(actions == [.ended])
        #expect(stage.transitions(of: recognizer) == ["possible->ended", "ended->possible"])
    }

    @Test("GR-2: a recognized discrete recognizer cannot begin, change or fail until it is reset")
    func recognizedIsFinal() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.onBegan = { r, _, _ in r.state = .recognized }
        view.addGestureRecognizer(recognizer)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(recognizer.state == .ended)
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .failed
        recognizer.state = .cancelled
        #expect(recognizer.state == .ended)
        #expect(
            stage.rejections(of: recognizer) == [
                "ended->began", "ended->changed", "ended->failed", "ended->cancelled",
            ])
        try stage.sim.touchUp(touch)
        #expect(recognizer.state == .possible)
    }

    @Test("GR-2: tap and swipe only ever go from possible to ended or failed")
    func concreteDiscreteRecognizersNeverBegin() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let tap = UITapGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        let both = GestureSpec.Simultaneous()
        tap.delegate = both
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 100), in: view, steps: 6)
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 50, y: 100), in: view, steps: 6)

        for recognizer in [tap, swipe] as [UIGestureRecognizer] {
            let states = stage.transitions(of: recognizer)
            #expect(!states.isEmpty)
            for step in states {
                #expect(["possible->ended", "possible->failed", "ended->possible", "failed->possible"].contains(step))
            }
        }
        #expect(stage.transitions(of: tap).contains("possible->ended"))
        #expect(stage.transitions(of: tap).contains("possible->failed"))
        #expect(stage.transitions(of: swipe).contains("possible->ended"))
        #expect(stage.transitions(of: swipe).contains("possible->failed"))
    }

    // MARK: GR-3: continuous

    @Test("GR-3: a continuous recognizer goes possible, began, changed…, ended; illegal requests are traced")
    func continuousPathAndIllegalRequests() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var actions: [State] = []
        let recognizer = GestureSpec.ScriptedRecognizer { actions.append($0.state) }
        recognizer.onMoved = { r, _, _ in
            switch r.state {
            case .possible:
                r.state = .began
            default:
                r.state = .began  // illegal once begun
                r.state = .changed
            }
        }
        recognizer.onEnded = { r, _, _ in
            r.state = .failed  // a recognizer that began cannot fail
            r.state = .possible  // only reset returns to possible
            r.state = .ended
        }
        view.addGestureRecognizer(recognizer)

        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), in: view, steps: 3)

        #expect(actions == [.began, .changed, .changed, .ended])
        #expect(stage.transitions(of: recognizer) == ["possible->began", "changed->ended", "ended->possible"])
        #expect(
            stage.rejections(of: recognizer) == [
                "began->began", "changed->began", "changed->failed", "changed->possible",
            ])
    }

    @Test("GR-3: a continuous recognizer can fail straight from possible, and is cancelled only after beginning")
    func continuousFailsFromPossibleOnly() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(stage.transitions(of: pan) == ["possible->failed", "failed->possible"])

        stage.tracer.removeAll()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 130, y: 100), in: view)
        try stage.sim.touchCancel(touch)
        #expect(stage.transitions(of: pan) == ["possible->began", "began->cancelled", "cancelled->possible"])
    }

    // MARK: GR-4

    @Test("GR-4: targets run on began, each changed, ended and cancelled, in the order they were added")
    func actionsInRegistrationOrder() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let log = GestureSpec.Log()
        let pan = UIPanGestureRecognizer { log.write("handler \($0.state)") }
        let controller = GestureSpec.ActionTarget("controller", log: log)
        let other = GestureSpec.ActionTarget("other", log: log)
        pan.addTarget(controller, action: GestureSpec.ActionTarget.handlePan)
        pan.addTarget(other, action: GestureSpec.ActionTarget.ping)
        pan.addTarget(other, action: GestureSpec.ActionTarget.handle)
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 100), in: view)
        #expect(log.lines == ["handler began", "controller began", "other ping", "other began"])
        log.removeAll()
        try stage.sim.touchMove(touch, to: CGPoint(x: 140, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 160, y: 100), in: view)
        #expect(
            log.lines == [
                "handler changed", "controller changed", "other ping", "other changed",
                "handler changed", "controller changed", "other ping", "other changed",
            ])
        log.removeAll()
        try stage.sim.touchUp(touch)
        #expect(log.lines == ["handler ended", "controller ended", "other ping", "other ended"])

        log.removeAll()
        let second = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(second, to: CGPoint(x: 120, y: 100), in: view)
        log.removeAll()
        try stage.sim.touchCancel(second)
        #expect(log.lines == ["handler cancelled", "controller cancelled", "other ping", "other cancelled"])
    }

    @Test("GR-4: no target runs when a recognizer fails")
    func noActionOnFailure() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let log = GestureSpec.Log()
        let tap = UITapGestureRecognizer { log.write("tap \($0.state)") }
        let press = UILongPressGestureRecognizer { log.write("press \($0.state)") }
        let controller = GestureSpec.ActionTarget("controller", log: log)
        tap.addTarget(controller, action: GestureSpec.ActionTarget.handle)
        press.addTarget(controller, action: GestureSpec.ActionTarget.handle)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)

        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), in: view, steps: 4)

        #expect(stage.transitions(of: tap).contains("possible->failed"))
        #expect(stage.transitions(of: press).contains("possible->failed"))
        #expect(log.lines.isEmpty)
    }

    @Test("GR-4: a removed target is no longer called")
    func removedTargetIsNotCalled() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let log = GestureSpec.Log()
        let tap = UITapGestureRecognizer()
        let kept = GestureSpec.ActionTarget("kept", log: log)
        let removed = GestureSpec.ActionTarget("removed", log: log)
        tap.addTarget(removed, action: GestureSpec.ActionTarget.handle)
        tap.addTarget(kept, action: GestureSpec.ActionTarget.handle)
        tap.removeTarget(removed, action: nil)
        view.addGestureRecognizer(tap)

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(log.lines == ["kept ended"])
    }

    // MARK: GR-5

    @Test("GR-5: a recognized recognizer stays ended while one of its fingers is down, then resets")
    func resetWaitsForAllTouches() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var recognitions = 0
        let recognizer = GestureSpec.ScriptedRecognizer { _ in recognitions += 1 }
        recognizer.onBegan = { r, _, _ in
            if r.state == .possible { r.state = .recognized }
        }
        view.addGestureRecognizer(recognizer)

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)], in: view)
        #expect(recognizer.state == .ended)
        #expect(recognizer.received.count == 2)
        let late = try stage.sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        #expect(recognizer.received.count == 2, "a finished recognizer takes no new touch before its reset")
        try stage.sim.touchUp(fingers[0])
        #expect(recognizer.state == .ended)
        #expect(recognizer.resets == 0)
        try stage.sim.touchUp(fingers[1])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        try stage.sim.touchUp(late)
        #expect(recognizer.resets == 1)
        #expect(recognitions == 1)

        let next = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(recognizer.received.last == next)
        #expect(recognitions == 2)
        try stage.sim.touchUp(next)
        #expect(recognizer.resets == 2)
    }

    @Test("GR-5: a failed recognizer stays failed until its finger lifts, then takes the next sequence")
    func failedResetsAfterTouchesEnd() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 50), in: view)
        #expect(tap.state == .failed)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 50), in: view)
        #expect(tap.state == .failed)
        try stage.sim.touchUp(touch)
        #expect(tap.state == .possible)
        #expect(taps == 0)
        #expect(stage.transitions(of: tap) == ["possible->failed", "failed->possible"])

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(taps == 1)
    }

    @Test("GR-5: reset() runs once per sequence, after cancellation too")
    func resetOncePerSequence() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.onMoved = { r, _, _ in r.state = r.state == .possible ? .began : .changed }
        recognizer.onEnded = { r, _, _ in r.state = r.state == .possible ? .failed : .ended }
        recognizer.onCancelled = { r, _, _ in r.state = r.state == .possible ? .failed : .cancelled }
        view.addGestureRecognizer(recognizer)

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(recognizer.resets == 1)
        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10), in: view, steps: 3)
        #expect(recognizer.resets == 2)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 40, y: 10), in: view)
        try stage.sim.touchCancel(touch)
        #expect(recognizer.resets == 3)
        #expect(recognizer.state == .possible)
    }

    // MARK: GR-7

    @Test("GR-7: recognizers are not responders and never appear in the responder chain")
    func recognizersAreNotResponders() {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(!((tap as AnyObject) is UIResponder))
        var chain: [AnyObject] = []
        var current: UIResponder? = view
        while let responder = current, chain.count < 10 {
            chain.append(responder)
            current = responder.next
        }
        #expect(!chain.contains { $0 === (tap as AnyObject) })
    }

    @Test("GR-7: a disabled recognizer receives no touches; enabling it again restores delivery")
    func disabledRecognizerGetsNothing() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.name = "r"
        recognizer.log = log
        recognizer.onEnded = { r, _, _ in r.state = .failed }
        recognizer.isEnabled = false
        view.addGestureRecognizer(recognizer)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        #expect(touch.gestureRecognizers == nil)
        try stage.sim.touchUp(touch)
        #expect(log.lines == ["view.began", "view.ended"])

        log.removeAll()
        recognizer.isEnabled = true
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.lines.contains("r.touchesBegan"))
    }

    @Test("GR-7: disabling an active recognizer cancels it and it gets nothing more of the sequence")
    func disablingActiveRecognizerCancelsIt() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 130, y: 100), in: view)
        #expect(states == [.began])
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        #expect(stage.transitions(of: pan).contains("began->cancelled"))
        try stage.sim.touchMove(touch, to: CGPoint(x: 160, y: 100), in: view)
        try stage.sim.touchUp(touch)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)

        pan.isEnabled = true
        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10), in: view, steps: 2)
        #expect(states == [.began, .cancelled, .began, .changed, .ended])
    }

    @Test("GR-7: disabling a recognizer that is still possible makes it fail without an action")
    func disablingPossibleRecognizerFailsIt() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        tap.isEnabled = false
        #expect(stage.transitions(of: tap).first == "possible->failed")
        try stage.sim.touchUp(touch)
        #expect(taps == 0)
    }
}
