// Which recognizers get a touch and which one wins (spec GR-6, GR-8 … GR-13), and the recognizer halves of touch
// delivery (TD-9 … TD-13).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct GestureArbitrationTests {
    private typealias State = UIGestureRecognizer.State

    /// A window with `outer` ⊃ `middle` ⊃ `inner` and a `sibling` of `middle`, each logging its touches.
    @MainActor
    private struct Nest {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let outer: GestureSpec.RecordingView
        let middle: GestureSpec.RecordingView
        let inner: GestureSpec.RecordingView
        let sibling: GestureSpec.RecordingView

        init() {
            outer = GestureSpec.RecordingView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            middle = GestureSpec.RecordingView("middle", log: log, frame: CGRect(x: 10, y: 10, width: 200, height: 200))
            inner = GestureSpec.RecordingView("inner", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            sibling = GestureSpec.RecordingView(
                "sibling", log: log, frame: CGRect(x: 10, y: 250, width: 200, height: 200))
            stage.add(outer)
            stage.add(middle, to: outer)
            stage.add(inner, to: middle)
            stage.add(sibling, to: outer)
        }

        /// A point in the middle of `inner`, in window coordinates.
        var innerPoint: CGPoint { CGPoint(x: 70, y: 70) }
        /// A point in `sibling`, in window coordinates.
        var siblingPoint: CGPoint { CGPoint(x: 100, y: 350) }
    }

    // MARK: GR-6

    @Test("GR-6: a touch goes to the enabled recognizers of its view and of every ancestor, window included")
    func candidatesAreViewAndAncestors() throws {
        let nest = Nest()
        let onWindow = UITapGestureRecognizer()
        let onOuter = UITapGestureRecognizer()
        let onMiddle = UITapGestureRecognizer()
        let onInner = UITapGestureRecognizer()
        let disabled = UITapGestureRecognizer()
        let onSibling = UITapGestureRecognizer()
        let onChildOfInner = UITapGestureRecognizer()
        disabled.isEnabled = false
        nest.stage.window.addGestureRecognizer(onWindow)
        nest.outer.addGestureRecognizer(onOuter)
        nest.middle.addGestureRecognizer(onMiddle)
        nest.middle.addGestureRecognizer(disabled)
        nest.inner.addGestureRecognizer(onInner)
        nest.sibling.addGestureRecognizer(onSibling)
        let child = nest.stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), to: nest.inner)
        child.addGestureRecognizer(onChildOfInner)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        #expect(touch.view === nest.inner)
        let candidates = touch.gestureRecognizers ?? []
        #expect(candidates.count == 4)
        for expected in [onWindow, onOuter, onMiddle, onInner] {
            #expect(candidates.contains { $0 === expected })
        }
        for excluded in [disabled, onSibling, onChildOfInner] {
            #expect(!candidates.contains { $0 === excluded })
        }
        try nest.stage.sim.touchUp(touch)
    }

    @Test("GR-6: a recognizer on an ancestor recognizes a tap on a descendant")
    func ancestorRecognizesDescendantTouch() throws {
        let nest = Nest()
        var taps: [CGPoint] = []
        let tap = UITapGestureRecognizer { taps.append($0.location(in: nest.outer)) }
        nest.outer.addGestureRecognizer(tap)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)

        #expect(taps == [nest.innerPoint])
    }

    // MARK: GR-8

    @Test("GR-8: shouldReceive is asked for each new touch before the recognizer's touchesBegan")
    func shouldReceiveComesFirst() throws {
        let nest = Nest()
        let delegate = GestureSpec.Delegate()
        delegate.log = nest.log
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.name = "r"
        recognizer.log = nest.log
        recognizer.delegate = delegate
        recognizer.onEnded = { r, _, _ in r.state = .failed }
        nest.middle.addGestureRecognizer(recognizer)

        let first = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        #expect(nest.log.lines == ["delegate.shouldReceive", "r.touchesBegan", "inner.began"])
        nest.log.removeAll()
        try nest.stage.sim.touchMove(first, to: CGPoint(x: 72, y: 70), in: nil)
        #expect(nest.log.lines == ["r.touchesMoved", "inner.moved"], "asked once per touch, not per phase")
        try nest.stage.sim.touchUp(first)
    }

    @Test("GR-8: a touch refused by shouldReceive never reaches the recognizer, but the view gets all of it")
    func refusedTouchStillReachesView() throws {
        let nest = Nest()
        let delegate = GestureSpec.Delegate()
        delegate.shouldReceive = { _, touch in touch.view !== nest.inner }
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.delegate = delegate
        recognizer.onBegan = { r, _, _ in r.state = .recognized }
        nest.outer.addGestureRecognizer(recognizer)

        try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 90, y: 70), in: nil, steps: 2)

        #expect(recognizer.received.isEmpty)
        #expect(nest.inner.calls == ["began", "moved", "moved", "ended"])

        try nest.stage.sim.tap(at: nest.siblingPoint, in: nil)
        #expect(recognizer.received.count == 1)
        #expect(nest.sibling.calls.isEmpty, "recognized before the view's touchesBegan: the view hears nothing")
    }

    // MARK: GR-9

    @Test("GR-9: a delegate's gestureRecognizerShouldBegin returning false makes the recognizer fail")
    func delegateVetoFails() throws {
        let nest = Nest()
        let delegate = GestureSpec.Delegate()
        delegate.log = nest.log
        delegate.shouldBegin = { _ in false }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = delegate
        nest.middle.addGestureRecognizer(tap)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)

        #expect(taps == 0)
        #expect(nest.stage.failureReasons(of: tap).count == 1)
        #expect(nest.inner.calls == ["began", "ended"], "a failed recognizer cancels nothing")
        #expect(
            nest.log.lines.filter { $0.hasPrefix("delegate") } == ["delegate.shouldReceive", "delegate.shouldBegin"])
    }

    @Test("GR-9: shouldBegin is asked only when the recognizer tries to leave possible, after it handled the touches")
    func shouldBeginTiming() throws {
        let nest = Nest()
        let delegate = GestureSpec.Delegate()
        delegate.log = nest.log
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.name = "r"
        recognizer.log = nest.log
        recognizer.delegate = delegate
        recognizer.onEnded = { r, _, _ in r.state = .recognized }
        nest.middle.addGestureRecognizer(recognizer)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 75, y: 70), in: nil)
        #expect(!nest.log.lines.contains("delegate.shouldBegin"))
        try nest.stage.sim.touchUp(touch)

        let lines = nest.log.lines.filter { $0.hasPrefix("delegate") || $0.hasPrefix("r.") }
        #expect(
            lines == [
                "delegate.shouldReceive", "r.touchesBegan", "r.touchesMoved", "r.touchesEnded",
                "delegate.shouldBegin", "r.reset",
            ])
    }

    @Test("GR-9: a view between the touched view and the recognizer's view can veto it")
    func viewOnThePathVetoes() throws {
        let stage = GestureSpec.Stage()
        let container = stage.add(UIView(frame: stage.window.bounds))
        let veto = stage.add(GestureSpec.VetoView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), to: container)
        let touched = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), to: veto)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        container.addGestureRecognizer(tap)
        veto.refused = [tap]

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: touched)
        #expect(taps == 0)
        #expect(stage.failureReasons(of: tap).first?.contains("gestureRecognizerShouldBegin") == true)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 150), in: veto)
        #expect(taps == 0, "the touched view itself is asked too")

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 300, y: 400), in: container)
        #expect(taps == 1, "a touch that does not pass through the vetoing view is not affected")
    }

    @Test("GR-9: the recognizer's own view is asked, views above it are not")
    func onlyViewsUpToTheRecognizersView() throws {
        let stage = GestureSpec.Stage()
        let above = stage.add(GestureSpec.VetoView(frame: stage.window.bounds))
        let own = stage.add(GestureSpec.VetoView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), to: above)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        own.addGestureRecognizer(tap)

        above.refused = [tap]
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: own)
        #expect(taps == 1)

        stage.sim.advance(by: 1)
        above.refused = []
        own.refused = [tap]
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: own)
        #expect(taps == 1)
    }

    @Test("GR-9: a recognizer the view vetoes fails before its delegate allows it; the delegate is asked first")
    func delegateThenViews() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let veto = stage.add(GestureSpec.VetoView(frame: stage.window.bounds))
        veto.log = log
        let delegate = GestureSpec.Delegate()
        delegate.log = log
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate
        veto.addGestureRecognizer(tap)
        veto.refused = [tap]

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: veto)

        #expect(log.lines == ["delegate.shouldReceive", "delegate.shouldBegin", "view.shouldBegin false"])
        #expect(stage.transitions(of: tap) == ["possible->failed", "failed->possible"])
    }

    // MARK: GR-10

    @Test("GR-10: once one recognizer begins, the others that share its touches fail")
    func exclusionByDefault() throws {
        let nest = Nest()
        var log: [String] = []
        let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
        let press = UILongPressGestureRecognizer { log.append("press \($0.state)") }
        press.allowableMovement = 100
        let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
        nest.inner.addGestureRecognizer(innerPan)
        nest.middle.addGestureRecognizer(press)
        nest.outer.addGestureRecognizer(outerPan)

        try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 100, y: 75), in: nil, steps: 3)

        #expect(log.first == "inner began")
        #expect(!log.contains { $0.hasPrefix("outer") || $0.hasPrefix("press") })
        #expect(nest.stage.failureReasons(of: outerPan).count == 1)
        #expect(nest.stage.failureReasons(of: press).count == 1)
    }

    @Test("GR-10: a recognizer cannot begin with a touch that an active recognizer also has")
    func noBeginWhileAnotherIsActive() throws {
        let nest = Nest()
        let holder = GestureSpec.ScriptedRecognizer()
        holder.onBegan = { r, _, _ in
            if r.state == .possible { r.state = .began }
        }
        holder.onEnded = { r, _, _ in
            if r.trackedTouches.allSatisfy({ $0.phase == .ended }) { r.state = .ended }
        }
        holder.cancelsTouchesInView = false
        nest.outer.addGestureRecognizer(holder)
        let latecomer = GestureSpec.ScriptedRecognizer()
        latecomer.onBegan = { r, _, _ in r.state = .began }
        latecomer.onEnded = { r, _, _ in r.state = r.state == .possible ? .failed : .ended }
        nest.inner.addGestureRecognizer(latecomer)

        let first = try nest.stage.sim.touchDown(at: nest.siblingPoint, in: nil)
        #expect(holder.state == .began)
        let second = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        #expect(holder.received.count == 2, "an active recognizer still receives new touches in its view")
        #expect(latecomer.received.count == 1)
        #expect(latecomer.state == .failed)
        try nest.stage.sim.touchUp([first, second])
    }

    // MARK: GR-11

    @Test("GR-11: either recognizer's delegate allowing simultaneous recognition lets both proceed")
    func simultaneousFromEitherDelegate() throws {
        for delegateOnInner in [true, false] {
            let nest = Nest()
            var log: [String] = []
            let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
            let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
            let delegate = GestureSpec.Delegate()
            delegate.simultaneous = { _, _ in true }
            (delegateOnInner ? innerPan : outerPan).delegate = delegate
            nest.inner.addGestureRecognizer(innerPan)
            nest.outer.addGestureRecognizer(outerPan)

            try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 100, y: 70), in: nil, steps: 3)

            #expect(log.filter { $0.hasPrefix("inner") } == ["inner began", "inner changed", "inner ended"])
            #expect(log.filter { $0.hasPrefix("outer") } == ["outer began", "outer changed", "outer ended"])
        }
    }

    @Test("GR-11: the default delegate answers are UIKit's: begin, receive, no simultaneity, no requirement")
    func delegateDefaults() {
        let delegate = GestureSpec.Silent()
        let a = UITapGestureRecognizer()
        let b = UIPanGestureRecognizer()
        let touch = UITouch(identifier: 1, type: .direct, location: .zero, timestamp: 0)
        #expect(delegate.gestureRecognizerShouldBegin(a))
        #expect(delegate.gestureRecognizer(a, shouldReceive: touch))
        #expect(!delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!delegate.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!delegate.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
        #expect(a.cancelsTouchesInView)
        #expect(!a.delaysTouchesBegan)
        #expect(a.delaysTouchesEnded)
    }

    @Test("GR-11: with a silent delegate two pans on the same touch still exclude each other")
    func silentDelegateExcludes() throws {
        let nest = Nest()
        var log: [String] = []
        let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
        let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
        let silent = GestureSpec.Silent()
        innerPan.delegate = silent
        outerPan.delegate = silent
        nest.inner.addGestureRecognizer(innerPan)
        nest.outer.addGestureRecognizer(outerPan)

        try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 100, y: 70), in: nil, steps: 3)

        #expect(log == ["inner began", "inner changed", "inner ended"])
    }

    // MARK: GR-12

    @Test("GR-12: with require(toFail:), the recognizer waits in possible and recognizes when the other fails")
    func requireToFailWaits() throws {
        let nest = Nest()
        var log: [String] = []
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        let requirement = GestureSpec.ScriptedRecognizer()
        requirement.onEnded = { _, _, _ in }
        nest.middle.addGestureRecognizer(tap)
        nest.middle.addGestureRecognizer(requirement)
        tap.require(toFail: requirement)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        #expect(log.isEmpty)
        #expect(tap.state == .possible)
        #expect(nest.stage.sawWaiting(tap, for: requirement))
        #expect(nest.inner.calls == ["began"], "the ended phase is held while the tap is possible")

        requirement.state = .failed
        #expect(log == ["tap"])
        #expect(nest.inner.calls == ["began", "cancelled"])
    }

    @Test("GR-12: the waiting recognizer fails when the one it requires to fail recognizes")
    func requireToFailLosesToTheOther() throws {
        let nest = Nest()
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        nest.middle.addGestureRecognizer(single)
        nest.middle.addGestureRecognizer(double)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        #expect(nest.stage.sawWaiting(single, for: double))
        nest.stage.sim.advance(by: 0.1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)

        #expect(log == ["double"])
        #expect(nest.stage.failureReasons(of: single).count == 1)
        nest.stage.sim.advance(by: 1)
        #expect(log == ["double"])
    }

    @Test("GR-12: a failure requirement overrides simultaneous recognition: if the other begins, it fails")
    func requirementBeatsSimultaneity() throws {
        let nest = Nest()
        var log: [String] = []
        let lift = GestureSpec.ScriptedRecognizer { _ in log.append("lift") }
        lift.onEnded = { r, _, _ in r.state = .recognized }
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let both = GestureSpec.Simultaneous()
        lift.delegate = both
        pan.delegate = both
        lift.require(toFail: pan)
        nest.middle.addGestureRecognizer(lift)
        nest.middle.addGestureRecognizer(pan)

        try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 100, y: 70), in: nil, steps: 2)
        #expect(log == ["pan began", "pan changed", "pan ended"])
        #expect(nest.stage.failureReasons(of: lift).count == 1)

        log.removeAll()
        nest.stage.sim.advance(by: 1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        #expect(log == ["lift"], "the pan failed on touch-up, so the waiting recognizer recognizes")
    }

    @Test("GR-12: a continuous recognizer waiting for another to fail begins when it fails, and not if it wins")
    func continuousRecognizerWaits() throws {
        let nest = Nest()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let swipe = UISwipeGestureRecognizer { _ in log.append("swipe") }
        pan.require(toFail: swipe)
        nest.outer.addGestureRecognizer(pan)
        nest.outer.addGestureRecognizer(swipe)

        let touch = try nest.stage.sim.touchDown(at: CGPoint(x: 200, y: 300), in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 220, y: 300), in: nil)
        #expect(log.isEmpty, "the pan matched but waits for the swipe")
        #expect(pan.state == .possible)
        #expect(nest.stage.sawWaiting(pan, for: swipe))
        nest.stage.sim.advance(by: UISwipeGestureRecognizer.maximumDuration)
        #expect(log == ["pan began"], "the swipe timed out, so the pan begins")
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 240, y: 300), in: nil)
        try nest.stage.sim.touchUp(touch)
        #expect(log == ["pan began", "pan changed", "pan ended"])

        log.removeAll()
        nest.stage.sim.advance(by: 1)
        try nest.stage.sim.drag(
            from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), in: nil, steps: 5, duration: 0.1)
        #expect(log == ["swipe"])
    }

    @Test("GR-12: shouldRequireFailureOf on the waiting recognizer's delegate sets up the same relation")
    func delegateRequiresFailureOf() throws {
        let nest = Nest()
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = GestureSpec.Delegate()
        delegate.requiresFailure = { recognizer, other in recognizer === single && other === double }
        single.delegate = delegate
        nest.middle.addGestureRecognizer(single)
        nest.middle.addGestureRecognizer(double)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        #expect(log.isEmpty)
        #expect(nest.stage.sawWaiting(single, for: double))
        nest.stage.sim.advance(by: UITapGestureRecognizer.maximumTapInterval + 0.01)
        #expect(log == ["single"])

        nest.stage.sim.advance(by: 1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        nest.stage.sim.advance(by: 0.1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        nest.stage.sim.advance(by: 1)
        #expect(log == ["single", "double"])
    }

    @Test("GR-12: shouldBeRequiredToFailBy on the other recognizer's delegate sets up the same relation")
    func delegateRequiredToFailBy() throws {
        let nest = Nest()
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = GestureSpec.Delegate()
        delegate.requiredToFail = { recognizer, other in recognizer === double && other === single }
        double.delegate = delegate
        nest.middle.addGestureRecognizer(single)
        nest.middle.addGestureRecognizer(double)

        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        #expect(log.isEmpty)
        #expect(nest.stage.sawWaiting(single, for: double))
        nest.stage.sim.advance(by: UITapGestureRecognizer.maximumTapInterval + 0.01)
        #expect(log == ["single"])

        nest.stage.sim.advance(by: 1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        nest.stage.sim.advance(by: 0.1)
        try nest.stage.sim.tap(at: nest.innerPoint, in: nil)
        nest.stage.sim.advance(by: 1)
        #expect(log == ["single", "double"])
    }

    // MARK: GR-13

    @Test("GR-13: on recognition the view gets touchesCancelled and nothing more of the sequence")
    func recognitionCancelsViewTouches() throws {
        let nest = Nest()
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        nest.outer.addGestureRecognizer(pan)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 75, y: 70), in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 100, y: 70), in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 70), in: nil)
        try nest.stage.sim.touchUp(touch)

        #expect(states == [.began, .changed, .ended])
        #expect(nest.inner.calls == ["began", "moved", "cancelled"])
        #expect(nest.stage.cancellations.map(\.reason) == [.recognizer])
    }

    @Test("GR-13: recognition cancels the touches of every view the recognizer's touches are bound to")
    func recognitionCancelsEveryView() throws {
        let nest = Nest()
        let pinch = UIPinchGestureRecognizer()
        nest.outer.addGestureRecognizer(pinch)

        let fingers = try nest.stage.sim.touchDown(at: [nest.innerPoint, nest.siblingPoint], in: nil)
        #expect(nest.inner.calls == ["began"] && nest.sibling.calls == ["began"])
        try nest.stage.sim.touchMove(fingers, to: [CGPoint(x: 70, y: 40), CGPoint(x: 100, y: 400)], in: nil)
        #expect(pinch.state == .began)
        try nest.stage.sim.touchMove(fingers, to: [CGPoint(x: 70, y: 30), CGPoint(x: 100, y: 420)], in: nil)
        try nest.stage.sim.touchUp(fingers)

        #expect(nest.inner.calls == ["began", "cancelled"])
        #expect(nest.sibling.calls == ["began", "cancelled"])
    }

    @Test("GR-13: with cancelsTouchesInView false the view receives the whole sequence")
    func noCancellationWhenFlagIsOff() throws {
        let nest = Nest()
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.cancelsTouchesInView = false
        nest.outer.addGestureRecognizer(pan)

        try nest.stage.sim.drag(from: nest.innerPoint, to: CGPoint(x: 120, y: 70), in: nil, steps: 3)

        #expect(states == [.began, .changed, .changed, .ended])
        #expect(nest.inner.calls == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test("GR-13: a recognizer that never recognizes leaves the whole sequence to the view")
    func unrecognizedLeavesSequence() throws {
        let nest = Nest()
        let pan = UIPanGestureRecognizer()
        nest.outer.addGestureRecognizer(pan)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 73, y: 70), in: nil)
        try nest.stage.sim.touchUp(touch)

        #expect(nest.inner.calls == ["began", "moved", "ended"])
    }

    // MARK: TD-9

    @Test("TD-9: event.touches(for: recognizer) holds exactly the touches delivered to that recognizer")
    func touchesForRecognizer() throws {
        let nest = Nest()
        let onInner = GestureSpec.ScriptedRecognizer()
        let onSibling = GestureSpec.ScriptedRecognizer()
        let onOuter = GestureSpec.ScriptedRecognizer()
        let refusing = GestureSpec.ScriptedRecognizer()
        let delegate = GestureSpec.Delegate()
        delegate.shouldReceive = { _, _ in false }
        refusing.delegate = delegate
        for recognizer in [onInner, onSibling, onOuter, refusing] {
            recognizer.cancelsTouchesInView = false
            recognizer.onEnded = { r, _, _ in r.state = .failed }
        }
        nest.inner.addGestureRecognizer(onInner)
        nest.sibling.addGestureRecognizer(onSibling)
        nest.outer.addGestureRecognizer(onOuter)
        nest.outer.addGestureRecognizer(refusing)

        let touches = try nest.stage.sim.touchDown(at: [nest.innerPoint, nest.siblingPoint], in: nil)
        let onInnerTouch = touches[0]
        let onSiblingTouch = touches[1]

        #expect(onInner.eventTouches == [[onInnerTouch]])
        #expect(onSibling.eventTouches == [[onSiblingTouch]])
        #expect(onOuter.eventTouches == [[onInnerTouch, onSiblingTouch]])
        #expect(refusing.eventTouches.isEmpty)
        let event = nest.stage.app.touchDispatcher.event
        #expect(event.touches(for: refusing) == [])
        #expect(event.touches(for: onOuter) == [onInnerTouch, onSiblingTouch])
        try nest.stage.sim.touchUp(touches)
    }

    // MARK: TD-10

    @Test("TD-10: a second finger never reaches a single-touch view, but its recognizers still get it")
    func secondFingerReachesRecognizers() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        #expect(!view.isMultipleTouchEnabled)
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        pinch.cancelsTouchesInView = false
        view.addGestureRecognizer(pinch)

        let first = try stage.sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        stage.sim.advance(by: 0.05)
        let second = try stage.sim.touchDown(at: CGPoint(x: 200, y: 200), in: view)
        #expect(pinch.numberOfTouches == 2)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove([first, second], to: [CGPoint(x: 90, y: 200), CGPoint(x: 210, y: 200)], in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove([first, second], to: [CGPoint(x: 30, y: 200), CGPoint(x: 270, y: 200)], in: view)
        try stage.sim.touchUp([first, second])

        #expect(scales.count == 3)
        #expect(abs((scales.dropFirst().first ?? 0) - 2) < 1e-9)
        #expect(view.begun == [first])
        #expect(view.calls == ["began", "moved", "moved", "ended"])
    }

    @Test("TD-10: a second finger reaches a recognizer that has already begun")
    func secondFingerReachesActiveRecognizer() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        let recognizer = GestureSpec.ScriptedRecognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.onBegan = { r, _, _ in
            if r.state == .possible { r.state = .began }
        }
        recognizer.onEnded = { r, _, _ in
            if r.trackedTouches.allSatisfy({ $0.phase == .ended }) { r.state = .ended }
        }
        view.addGestureRecognizer(recognizer)

        let first = try stage.sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        #expect(recognizer.state == .began)
        let second = try stage.sim.touchDown(at: CGPoint(x: 200, y: 200), in: view)

        #expect(recognizer.received == [first, second])
        #expect(recognizer.numberOfTouches == 2)
        #expect(view.begun == [first])
        try stage.sim.touchUp([first, second])
    }

    // MARK: TD-11

    @Test("TD-11: a touch an exclusive view blocks from its view still reaches that view's recognizers")
    func exclusiveTouchDoesNotBlockRecognizers() throws {
        let nest = Nest()
        nest.inner.isExclusiveTouch = true
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.cancelsTouchesInView = false
        nest.sibling.addGestureRecognizer(tap)

        let held = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        #expect(nest.inner.calls == ["began"])
        let blocked = try nest.stage.sim.touchDown(at: nest.siblingPoint, in: nil)
        #expect(blocked.gestureRecognizers?.contains { $0 === tap } == true)
        try nest.stage.sim.touchUp(blocked)

        #expect(nest.sibling.calls.isEmpty, "the exclusive view blocks the touch from the other view")
        #expect(taps == 1, "but not from the recognizers")
        try nest.stage.sim.touchUp(held)
    }

    // MARK: TD-12

    @Test("TD-12: after a recognizer cancels a view's touch, no later phase of it reaches the view")
    func nothingAfterRecognizerCancellation() throws {
        let nest = Nest()
        let press = UILongPressGestureRecognizer()
        nest.middle.addGestureRecognizer(press)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        nest.stage.sim.advance(by: 0.6)
        #expect(press.state == .began)
        #expect(nest.inner.calls == ["began", "cancelled"])
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 150), in: nil)
        try nest.stage.sim.touchUp(touch)
        #expect(nest.inner.calls == ["began", "cancelled"])
        #expect(nest.middle.calls.isEmpty && nest.outer.calls.isEmpty)
    }

    // MARK: TD-13

    @Test("TD-13: within each event the recognizers see a phase before the bound view does")
    func recognizersFirst() throws {
        let nest = Nest()
        let onOuter = GestureSpec.ScriptedRecognizer()
        onOuter.name = "outerRecognizer"
        let onInner = GestureSpec.ScriptedRecognizer()
        onInner.name = "innerRecognizer"
        for recognizer in [onOuter, onInner] {
            recognizer.log = nest.log
            recognizer.onEnded = { r, _, _ in r.state = .failed }
        }
        nest.outer.addGestureRecognizer(onOuter)
        nest.inner.addGestureRecognizer(onInner)

        let touch = try nest.stage.sim.touchDown(at: nest.innerPoint, in: nil)
        try nest.stage.sim.touchMove(touch, to: CGPoint(x: 75, y: 70), in: nil)
        try nest.stage.sim.touchUp(touch)

        let lines = nest.log.lines.filter { !$0.hasSuffix(".reset") }
        #expect(lines.count == 9)
        for (phase, method) in [("began", "touchesBegan"), ("moved", "touchesMoved"), ("ended", "touchesEnded")] {
            guard let viewIndex = lines.firstIndex(of: "inner.\(phase)") else {
                Issue.record("inner.\(phase) missing")
                continue
            }
            for name in ["outerRecognizer", "innerRecognizer"] {
                let index = lines.firstIndex(of: "\(name).\(method)")
                #expect(index != nil && index! < viewIndex, "\(name).\(method) before inner.\(phase)")
            }
        }
    }
}
