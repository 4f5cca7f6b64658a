// Recognizers driven by a pointer: clicks with a button mask, and hovering.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct PointerGestureTests {
    private typealias State = UIGestureRecognizer.State

    // MARK: Button mask

    @Test("A right click is recognized by a tap with buttonMaskRequired = .secondary, not by a default tap")
    func secondaryClickNeedsButtonMaskRequired() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var log: [String] = []
        let primary = UITapGestureRecognizer { _ in log.append("primary") }
        #expect(primary.buttonMaskRequired == .primary)
        let secondary = UITapGestureRecognizer { _ in log.append("secondary") }
        secondary.buttonMaskRequired = .secondary
        let both = GestureSpec.Simultaneous()
        primary.delegate = both
        secondary.delegate = both
        view.addGestureRecognizer(primary)
        view.addGestureRecognizer(secondary)

        let click = try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(click.type == .indirectPointer)
        #expect(click.buttonMask == .secondary)
        #expect(log == ["secondary"])
        stage.sim.advance(by: 1)
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log == ["secondary", "primary"])
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log.count == 4, "a finger presses no button and reaches both")
    }

    @Test("buttonMask reads the buttons of the click a tap is recognizing: .secondary for a right click")
    func buttonMaskReportsTheClick() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var seen: [UIEvent.ButtonMask] = []
        let tap = UITapGestureRecognizer { seen.append($0.buttonMask) }
        tap.buttonMaskRequired = .secondary
        view.addGestureRecognizer(tap)
        #expect(tap.buttonMask.isEmpty, "no gesture yet")

        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(seen == [.secondary])
        stage.sim.advance(by: 1)
        tap.buttonMaskRequired = []
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(seen == [.secondary, []], "a finger presses no button")
    }

    @Test("A click must press every required button: a two-button tap ignores single-button clicks")
    func requiredButtonsMustAllBePressed() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.buttonMaskRequired = [.primary, .secondary]
        view.addGestureRecognizer(tap)

        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view)
        stage.sim.advance(by: 1)
        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(taps == 0)
        stage.sim.advance(by: 1)
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view, buttons: [.primary, .secondary])
        #expect(taps == 1)
        #expect(tap.buttonMask == [.primary, .secondary])
    }

    @Test("A pointer sample reporting no button is a primary click")
    func unreportedButtonIsPrimary() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        var sample = TouchSample(
            id: 7, phase: .began, location: CGPoint(x: 50, y: 50), window: stage.window, type: .indirectPointer)
        try stage.app.input.send(sample)
        #expect(stage.app.input.touch(forID: 7)?.buttonMask == .primary)
        sample.phase = .ended
        try stage.app.input.send(sample)

        #expect(taps == 1)
    }

    @Test("A long press and a pan take primary-button clicks only; a right-button drag reaches only the view")
    func otherRecognizersTakePrimaryClicksOnly() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        var began: [String] = []
        let press = UILongPressGestureRecognizer { if $0.state == .began { began.append("press") } }
        let pan = UIPanGestureRecognizer { if $0.state == .began { began.append("pan") } }
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)

        try pointerGesture(buttons: .secondary, in: view, stage: stage, drag: false)
        try pointerGesture(buttons: .secondary, in: view, stage: stage, drag: true)
        #expect(began.isEmpty)
        #expect(press.buttonMask.isEmpty && pan.buttonMask.isEmpty, "never tracked a click")
        #expect(view.calls.filter { $0 == "ended" }.count == 2, "the view got both right-button gestures")

        try pointerGesture(buttons: .primary, in: view, stage: stage, drag: false)
        #expect(began == ["press"])
        #expect(press.buttonMask == .primary)
        try pointerGesture(buttons: .primary, in: view, stage: stage, drag: true)
        #expect(began == ["press", "pan"])
        #expect(pan.buttonMask == .primary)
    }

    /// A pointer touch pressing `buttons`: held in place for a second, or dragged 100 points to the right.
    private func pointerGesture(buttons: UIEvent.ButtonMask, in view: UIView, stage: GestureSpec.Stage, drag: Bool)
        throws
    {
        var sample = TouchSample(
            id: 900, phase: .began, location: CGPoint(x: 50, y: 50), window: view.window, type: .indirectPointer,
            buttonMask: buttons)
        try stage.app.input.send(sample)
        if drag {
            sample.phase = .moved
            for step in 1...5 {
                stage.sim.advance(by: 0.02)
                sample.location = CGPoint(x: 50 + 20 * CGFloat(step), y: 50)
                try stage.app.input.send(sample)
            }
        } else {
            stage.sim.advance(by: 1)
        }
        sample.phase = .ended
        try stage.app.input.send(sample)
        stage.sim.advance(by: 1)
    }

    @Test("A secondary click the tap ignores still reaches the view")
    func ignoredClickReachesView() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        view.addGestureRecognizer(UITapGestureRecognizer())

        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)

        #expect(view.calls == ["began", "ended"])
    }

    // MARK: Hover

    @Test("A hover recognizer begins when the pointer enters its view, changes as it moves, and ends on exit")
    func hoverEnterMoveExit() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
        var log: [String] = []
        let hover = UIHoverGestureRecognizer { recognizer in
            let p = recognizer.location(in: view)
            log.append("\(recognizer.state) \(TraceRecorder.format(p))")
        }
        view.addGestureRecognizer(hover)
        let outside = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))

        try stage.sim.hover(at: CGPoint(x: 10, y: 10), in: outside)
        #expect(log.isEmpty)
        try stage.sim.hover(at: CGPoint(x: 10, y: 20), in: view)
        try stage.sim.hover(at: CGPoint(x: 30, y: 40), in: view)
        try stage.sim.hover(at: CGPoint(x: 60, y: 40), in: view)
        #expect(log == ["began (10, 20)", "changed (30, 40)", "changed (60, 40)"])
        try stage.sim.hover(at: CGPoint(x: 10, y: 10), in: outside)
        #expect(log.last?.hasPrefix("ended") == true)
        #expect(log.count == 4)
        #expect(hover.state == .possible)
    }

    @Test("Moving from one hovered view to another ends the first recognizer and begins the second")
    func hoverBetweenSiblings() throws {
        let stage = GestureSpec.Stage()
        let left = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let right = stage.add(UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        var log: [String] = []
        left.addGestureRecognizer(UIHoverGestureRecognizer { log.append("left \($0.state)") })
        right.addGestureRecognizer(UIHoverGestureRecognizer { log.append("right \($0.state)") })

        try stage.sim.hover(at: CGPoint(x: 50, y: 50), in: left)
        try stage.sim.hover(at: CGPoint(x: 50, y: 50), in: right)
        try stage.sim.hoverExit(stage.window)

        #expect(log == ["left began", "left ended", "right began", "right ended"])
    }

    @Test("A hover recognizer on a superview stays active while the pointer moves over its subviews")
    func hoverOnAncestor() throws {
        let stage = GestureSpec.Stage()
        let parent = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let child = stage.add(UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50)), to: parent)
        var states: [State] = []
        parent.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })

        try stage.sim.hover(at: CGPoint(x: 10, y: 10), in: parent)
        try stage.sim.hover(at: CGPoint(x: 10, y: 10), in: child)
        try stage.sim.hover(at: CGPoint(x: 150, y: 150), in: parent)
        try stage.sim.hoverExit(stage.window)

        #expect(states == [.began, .changed, .changed, .ended])
    }

    @Test("A disabled hover recognizer is not driven by the pointer")
    func disabledHover() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var count = 0
        let hover = UIHoverGestureRecognizer { _ in count += 1 }
        hover.isEnabled = false
        view.addGestureRecognizer(hover)

        try stage.sim.hover(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.hoverExit(stage.window)

        #expect(count == 0)
    }

    @Test("A hover recognizer never recognizes touches")
    func hoverIgnoresTouches() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var count = 0
        view.addGestureRecognizer(UIHoverGestureRecognizer { _ in count += 1 })

        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 100), in: view, steps: 3)

        #expect(count == 0)
    }
}
