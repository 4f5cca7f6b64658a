// How a control turns touches into control events (spec CT-1 … CT-7, CT-13), why a control keeps its touches
// (RC-9), and the surprises that follow (SP-12, SP-17).
//
// CT-9 (text fields' editing events) is covered with the text fields (Tests/ResponderKitTests/Focus).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("UIControl tracking (CT-1 … CT-7, CT-13, RC-9)")
struct ControlTrackingTests {
    typealias Fixtures = ControlFixtures

    /// A 100 x 40 frame well inside the 400 x 600 window, with room for drags 200 pt beyond every edge.
    let frame = CGRect(x: 150, y: 250, width: 100, height: 40)
    let center = CGPoint(x: 50, y: 20)

    /// A spy control on a fresh stage, with a probe that logs the control's state for the events it watches.
    func makeRig(probing events: UIControl.Event = .allEvents) -> (
        Fixtures.Stage, Fixtures.SpyControl, Fixtures.Log
    ) {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let control = stage.add(Fixtures.SpyControl(frame: frame, log: log))
        let probe = Fixtures.StateProbe("sent", log: log)
        control.addTarget(probe, action: Fixtures.StateProbe.observe, for: events)
        // The control holds its targets weakly (CT-10): keep the probe alive as long as the control.
        control.keptAlive.append(probe)
        return (stage, control, log)
    }

    // MARK: CT-1

    @Test("CT-1: touch-down calls beginTracking, then sends .touchDown while tracking, inside and highlighted")
    func touchDownStartsTracking() throws {
        let (stage, control, log) = makeRig()

        try stage.sim.touchDown(at: center, in: control)

        #expect(log.lines == ["beginTracking", "sent(tracking, inside, highlighted)"])
        #expect(stage.sentEvents(of: control) == ["touchDown"])
        #expect(control.isTracking)
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)
        #expect(control.state.contains(.highlighted))
    }

    @Test("CT-1: a quick second tap at the same place sends .touchDownRepeat together with .touchDown")
    func secondTapSendsTouchDownRepeat() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))

        try stage.sim.tap(at: center, in: button)
        stage.sim.advance(by: 0.1)
        let second = try stage.sim.tap(at: CGPoint(x: 52, y: 21), in: button)

        #expect(second.tapCount == 2)
        #expect(
            stage.sentEvents(of: button) == [
                "touchDown", "touchUpInside+primaryActionTriggered",
                "touchDown+touchDownRepeat", "touchUpInside+primaryActionTriggered",
            ])
    }

    @Test("CT-1: a tap long after the previous one is a plain .touchDown")
    func lateTapIsNoRepeat() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))

        try stage.sim.tap(at: center, in: button)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: center, in: button)

        #expect(stage.sentEvents(of: button).filter { $0.hasPrefix("touchDown") } == ["touchDown", "touchDown"])
    }

    @Test("CT-1: when beginTracking returns false the control does not track and sends no events at all")
    func refusedTrackingSendsNothing() throws {
        let (stage, control, log) = makeRig()
        control.acceptsTracking = false

        let touch = try stage.sim.touchDown(at: center, in: control)
        #expect(!control.isTracking)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)
        try stage.sim.touchUp(touch)

        #expect(stage.sentEvents(of: control).isEmpty)
        #expect(!log.lines.contains { $0.hasPrefix("sent") || $0 == "endTracking" })
        #expect(!control.isHighlighted)
    }

    // MARK: CT-2

    @Test("CT-2: every move of the tracked touch calls continueTracking before the drag event is sent")
    func movesCallContinueTracking() throws {
        let (stage, control, log) = makeRig(probing: .touchDragInside)

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 55, y: 20), in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)

        #expect(
            log.lines == [
                "beginTracking",
                "continueTracking", "sent(tracking, inside, highlighted)",
                "continueTracking", "sent(tracking, inside, highlighted)",
            ])
    }

    @Test("CT-2: continueTracking returning false stops tracking: no further drag or up events follow")
    func refusedContinuationStopsEvents() throws {
        let (stage, control, log) = makeRig()

        let touch = try stage.sim.touchDown(at: center, in: control)
        control.continuesTracking = false
        try stage.sim.touchMove(touch, to: CGPoint(x: 55, y: 20), in: control)
        #expect(!control.isTracking)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)
        try stage.sim.touchUp(touch)

        #expect(stage.sentEvents(of: control) == ["touchDown"])
        #expect(log.count(of: "continueTracking") == 1)
        #expect(!log.lines.contains("endTracking"))
        #expect(!control.isHighlighted)
    }

    // MARK: CT-3

    @Test(
        "CT-3: a touch up to 70 pt outside the bounds still counts as inside, and isHighlighted follows it",
        arguments: [
            (CGPoint(x: 100 + 69, y: 20), true), (CGPoint(x: 100 + 71, y: 20), false),
            (CGPoint(x: -69, y: 20), true), (CGPoint(x: -71, y: 20), false),
            (CGPoint(x: 50, y: 40 + 69), true), (CGPoint(x: 50, y: 40 + 71), false),
            (CGPoint(x: 50, y: -69), true), (CGPoint(x: 50, y: -71), false),
        ])
    func toleranceArea(point: CGPoint, inside: Bool) throws {
        let stage = Fixtures.Stage()
        let control = stage.add(UIControl(frame: frame))

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: point, in: control)

        #expect(control.isTouchInside == inside)
        #expect(control.isHighlighted == inside)
        #expect(control.state.contains(.highlighted) == inside)
        #expect(control.isTracking)
    }

    @Test("CT-3: the tolerance is a named constant of about 70 pt")
    func toleranceConstant() {
        #expect(UIControl.touchTolerance >= 70 && UIControl.touchTolerance <= 100)
    }

    // MARK: CT-4

    @Test("CT-4: each move sends .touchDragInside inside the tolerance area and .touchDragOutside beyond it")
    func dragInsideAndOutside() throws {
        let stage = Fixtures.Stage()
        let control = stage.add(UIControl(frame: frame))

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 20), in: control)  // 50 pt right of the bounds
        try stage.sim.touchMove(touch, to: CGPoint(x: 250, y: 20), in: control)  // 150 pt right of the bounds
        try stage.sim.touchMove(touch, to: CGPoint(x: 260, y: 20), in: control)

        #expect(
            stage.sentEvents(of: control) == [
                "touchDown", "touchDragInside", "touchDragOutside+touchDragExit", "touchDragOutside",
            ])
    }

    @Test("CT-4: the move that crosses back in sends .touchDragEnter with .touchDragInside, once")
    func dragEnterOnce() throws {
        let stage = Fixtures.Stage()
        let control = stage.add(UIControl(frame: frame))

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 250), in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 30), in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 40, y: 30), in: control)

        #expect(
            stage.sentEvents(of: control) == [
                "touchDown", "touchDragOutside+touchDragExit", "touchDragInside+touchDragEnter", "touchDragInside",
            ])
    }

    @Test("CT-4: a drag from inside to far outside and back fires exactly UIKit's sequence")
    func dragOutAndBackSequence() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        let log = Fixtures.Log()
        let target = Fixtures.Target("target", log: log)
        button.addTarget(target, action: Fixtures.Target.fireWithEvent, for: .allEvents)

        let touch = try stage.sim.touchDown(at: center, in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 55, y: 20), in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 250), in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 30), in: button)
        try stage.sim.touchUp(touch)

        #expect(
            stage.sentEvents(of: button) == [
                "touchDown",
                "touchDragInside",
                "touchDragOutside+touchDragExit",
                "touchDragOutside",
                "touchDragInside+touchDragEnter",
                "touchUpInside+primaryActionTriggered",
            ])
        // One call of an `.allEvents` target per send, however many bits the send carries (CT-11).
        #expect(log.count(of: "target.fireWithEvent") == 6)
        #expect(target.events.allSatisfy { $0 != nil })
    }

    // MARK: CT-5

    @Test("CT-5: touch-up calls endTracking, clears tracking and highlight, then sends .touchUpInside")
    func touchUpInside() throws {
        let (stage, control, log) = makeRig(probing: .touchUpInside)

        try stage.sim.tap(at: center, in: control)

        #expect(log.lines == ["beginTracking", "endTracking", "sent(idle, inside, plain)"])
        #expect(stage.sentEvents(of: control) == ["touchDown", "touchUpInside"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test("CT-5: lifting beyond the tolerance area sends .touchUpOutside and no .touchUpInside")
    func touchUpOutside() throws {
        let (stage, control, log) = makeRig(probing: [.touchUpInside, .touchUpOutside])

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: control)
        try stage.sim.touchUp(touch)

        #expect(stage.sentEvents(of: control).last == "touchUpOutside")
        #expect(log.lines.suffix(2) == ["endTracking", "sent(idle, outside, plain)"])
    }

    @Test("CT-5: a button sends .primaryActionTriggered with .touchUpInside, and not with .touchUpOutside")
    func buttonPrimaryAction() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)

        try stage.sim.tap(at: center, in: button)
        let touch = try stage.sim.touchDown(at: center, in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: button)
        try stage.sim.touchUp(touch)

        #expect(primary == 1)
        #expect(stage.sentEvents(of: button).filter { $0.hasPrefix("touchUp") }.count == 2)
        #expect(stage.sentEvents(of: button).last == "touchUpOutside")
    }

    @Test("CT-5: a plain UIControl sends .touchUpInside alone, without .primaryActionTriggered")
    func plainControlHasNoPrimaryAction() throws {
        let stage = Fixtures.Stage()
        let control = stage.add(UIControl(frame: frame))

        try stage.sim.tap(at: center, in: control)

        #expect(stage.sentEvents(of: control) == ["touchDown", "touchUpInside"])
    }

    // MARK: CT-6

    @Test("CT-6: a cancelled touch calls cancelTracking with the event, clears state and sends only .touchCancel")
    func cancelledTouch() throws {
        let (stage, control, log) = makeRig(probing: .touchCancel)

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchCancel(touch)

        #expect(log.lines == ["beginTracking", "cancelTracking", "sent(idle, inside, plain)"])
        #expect(control.cancelEvents.count == 1)
        #expect(control.cancelEvents.first.map { $0 != nil } == true)
        #expect(stage.sentEvents(of: control) == ["touchDown", "touchCancel"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test("CT-6: a control removed from its window while tracking gets cancelTracking(nil) and sends .touchCancel")
    func removedWhileTracking() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let control = stage.add(Fixtures.SpyControl(frame: frame, log: log))
        let target = Fixtures.Target("target", log: log)
        control.addTarget(target, action: Fixtures.Target.fireWithEvent, for: [.touchCancel, .touchUpInside])

        let touch = try stage.sim.touchDown(at: center, in: control)
        control.removeFromSuperview()

        #expect(log.lines == ["beginTracking", "cancelTracking", "target.fireWithEvent"])
        #expect(control.cancelEvents.count == 1)
        #expect(control.cancelEvents.first.map { $0 == nil } == true)
        #expect(target.events.count == 1)
        #expect(target.events.first.map { $0 == nil } == true)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)

        // The finger lifts later: nothing more reaches the control.
        try stage.sim.touchUp(touch)
        #expect(log.lines.count == 3)
    }

    @Test("CT-6: the application's tracer sees the .touchCancel of a control removed from its window")
    func removedWhileTrackingIsTraced() throws {
        let stage = Fixtures.Stage()
        let control = stage.add(UIControl(frame: frame))

        try stage.sim.touchDown(at: center, in: control)
        control.removeFromSuperview()

        #expect(stage.sentEvents(of: control) == ["touchDown", "touchCancel"])
    }

    @Test("CT-6: disabling a control while tracking sends .touchCancel once and nothing for the rest of the touch")
    func disabledWhileTracking() throws {
        let (stage, control, log) = makeRig()

        let touch = try stage.sim.touchDown(at: center, in: control)
        control.isEnabled = false
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)
        try stage.sim.touchUp(touch)

        #expect(stage.sentEvents(of: control) == ["touchDown", "touchCancel"])
        #expect(log.count(of: "cancelTracking") == 1)
        #expect(!log.lines.contains("endTracking"))
        #expect(control.state == .disabled)
    }

    // MARK: CT-7

    @Test("CT-7: a disabled control ignores touches: no tracking, no highlight, no actions; state has .disabled")
    func disabledControlIgnoresTouches() throws {
        let (stage, control, log) = makeRig()
        control.isEnabled = false
        #expect(control.state.contains(.disabled))

        let touch = try stage.sim.touchDown(at: center, in: control)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)
        try stage.sim.touchUp(touch)

        #expect(log.lines.isEmpty)
        #expect(stage.sentEvents(of: control).isEmpty)
        #expect(control.state == .disabled)
    }

    @Test("CT-7: re-enabling a control removes .disabled from its state and it tracks again")
    func reenabledControlTracks() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        button.isEnabled = false
        button.isEnabled = true

        try stage.sim.tap(at: center, in: button)

        #expect(!button.state.contains(.disabled))
        #expect(stage.sentEvents(of: button) == ["touchDown", "touchUpInside+primaryActionTriggered"])
    }

    @Test("SP-17: a disabled button passes its touches up the chain: its superview's touches methods see them")
    func disabledButtonForwardsTouches() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let row = stage.add(
            Fixtures.TouchLoggingView("row", log: log, frame: CGRect(x: 0, y: 200, width: 400, height: 100)))
        let button = UIButton(frame: CGRect(x: 150, y: 30, width: 100, height: 40))
        row.addSubview(button)
        button.addAction(UIAction { _ in log.write("button action") }, for: .allEvents)
        button.isEnabled = false

        let touch = try stage.sim.touchDown(at: center, in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: button)
        try stage.sim.touchUp(touch)

        #expect(log.lines == ["row.touchesBegan", "row.touchesMoved", "row.touchesEnded"])
    }
}
