// Control tracking: CT-13, why a control keeps its touches (RC-9), and what its superview sees (SP-12).

import Foundation
import Testing

@testable import ResponderKit

extension ControlTrackingTests {
    // MARK: CT-13

    @Test("CT-13: sendActions(for:) fires at once with a nil event and leaves tracking and highlight unchanged")
    func sendActionsInCode() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let control = stage.add(UIControl(frame: frame))
        let target = Fixtures.Target("target", log: log)
        control.addTarget(target, action: Fixtures.Target.fireWithEvent, for: .valueChanged)

        control.sendActions(for: .valueChanged)
        #expect(log.lines == ["target.fireWithEvent"])
        #expect(!control.isTracking && !control.isHighlighted)

        try stage.sim.touchDown(at: center, in: control)
        control.sendActions(for: .valueChanged)

        #expect(log.lines == ["target.fireWithEvent", "target.fireWithEvent"])
        #expect(target.events.allSatisfy { $0 == nil })
        #expect(control.isTracking)
        #expect(control.isHighlighted)
        #expect(control.isTouchInside)
    }

    // MARK: RC-9

    @Test("RC-9: an enabled control consumes its touches: its superview receives none of them")
    func enabledControlConsumesTouches() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let container = stage.add(
            Fixtures.TouchLoggingView("container", log: log, frame: CGRect(x: 0, y: 200, width: 400, height: 100)))
        let controlLog = Fixtures.Log()
        let control = Fixtures.SpyControl(frame: CGRect(x: 150, y: 30, width: 100, height: 40), log: controlLog)
        container.addSubview(control)

        let touch = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: control)
        try stage.sim.touchUp(touch)
        let cancelled = try stage.sim.touchDown(at: center, in: control)
        try stage.sim.touchCancel(cancelled)

        // The touches were delivered (to the control, which tracked both), just not passed on.
        #expect(
            controlLog.lines == ["beginTracking", "continueTracking", "endTracking", "beginTracking", "cancelTracking"])
        #expect(stage.sentEvents(of: control).first == "touchDown")
        #expect(log.lines.isEmpty)
    }

    @Test("RC-9: even a control that refuses to track keeps its touches")
    func refusingControlStillConsumes() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let container = stage.add(
            Fixtures.TouchLoggingView("container", log: log, frame: CGRect(x: 0, y: 200, width: 400, height: 100)))
        let control = Fixtures.SpyControl(frame: CGRect(x: 150, y: 30, width: 100, height: 40), log: log)
        control.acceptsTracking = false
        container.addSubview(control)

        try stage.sim.tap(at: center, in: control)

        #expect(log.lines == ["beginTracking"])
    }

    @Test("RC-9: a plain view forwards its touches to its superview")
    func plainViewForwards() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let container = stage.add(
            Fixtures.TouchLoggingView("container", log: log, frame: CGRect(x: 0, y: 200, width: 400, height: 100)))
        let plain = UIView(frame: CGRect(x: 150, y: 30, width: 100, height: 40))
        container.addSubview(plain)

        let touch = try stage.sim.touchDown(at: center, in: plain)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 20), in: plain)
        try stage.sim.touchUp(touch)

        #expect(log.lines == ["container.touchesBegan", "container.touchesMoved", "container.touchesEnded"])
    }

    // MARK: SP-12

    @Test("SP-12: .touchUpInside fires when the finger lifts up to 70 pt outside the button", arguments: [20, 60, 69])
    func touchUpInsideOutsideTheBounds(distance: Int) throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)

        let touch = try stage.sim.touchDown(at: center, in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 40 + CGFloat(distance)), in: button)
        try stage.sim.touchUp(touch)

        #expect(pressed == 1)
        #expect(stage.sentEvents(of: button).last == "touchUpInside+primaryActionTriggered")
    }

    @Test("SP-12: lifting clearly beyond the tolerance (75 pt out) is a .touchUpOutside")
    func touchUpBeyondTolerance() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)

        let touch = try stage.sim.touchDown(at: center, in: button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 100 + 75, y: 20), in: button)
        try stage.sim.touchUp(touch)

        #expect(pressed == 0)
        #expect(stage.sentEvents(of: button).last == "touchUpOutside")
    }
}
