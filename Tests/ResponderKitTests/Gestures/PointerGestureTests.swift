// Recognizers driven by a pointer: clicks with a button mask, and hovering.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct PointerGestureTests {
    private typealias State = UIGestureRecognizer.State

    // MARK: Button mask

    @Test("A primary click is a tap; a secondary click is not, unless buttonMask includes .secondary")
    func secondaryClickNeedsButtonMask() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        #expect(tap.buttonMask == .primary)
        view.addGestureRecognizer(tap)

        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view)
        #expect(taps == 1)
        stage.sim.advance(by: 1)
        let secondary = try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(secondary.type == .indirectPointer)
        #expect(secondary.buttonMask == .secondary)
        #expect(taps == 1)

        tap.buttonMask = [.primary, .secondary]
        stage.sim.advance(by: 1)
        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(taps == 2)
        stage.sim.advance(by: 1)
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view)
        #expect(taps == 3)
    }

    @Test("A secondary-only tap ignores primary clicks and fingers still tap")
    func secondaryOnlyTap() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var log: [String] = []
        let primary = UITapGestureRecognizer { _ in log.append("primary") }
        let secondary = UITapGestureRecognizer { _ in log.append("secondary") }
        secondary.buttonMask = .secondary
        let both = GestureSpec.Simultaneous()
        primary.delegate = both
        secondary.delegate = both
        view.addGestureRecognizer(primary)
        view.addGestureRecognizer(secondary)

        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log == ["secondary"])
        stage.sim.advance(by: 1)
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log == ["secondary", "primary"])
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log.count == 4, "a finger presses no button and reaches both")
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
