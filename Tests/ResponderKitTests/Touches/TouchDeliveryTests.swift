// Touch delivery (spec TD-1 … TD-5, TD-7, TD-9): the dispatch path, the binding of a touch to its hit-test view,
// touch and event identity, phases, locations and the touch sets of an event.
//
// TD-9's `touches(for: recognizer)` and TD-13 (recognizers see each phase before the view) are left to the gesture
// recognizer tests.

import Foundation
import Testing

@testable import ResponderKit

/// A window whose hit-test never finds anything, itself included.
@MainActor
private final class UnhittableWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

@MainActor
@Suite("Touch delivery (TD)")
struct TouchDeliveryTests {
    // MARK: TD-1

    @Test("TD-1: an event goes to UIApplication.sendEvent, then UIWindow.sendEvent, then the bound view")
    func dispatchPathOrder() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let window = Spies.Window(
            "window", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.forwards = false

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(
            log.lines == [
                "app.sendEvent", "window.sendEvent", "view.touchesBegan",
                "app.sendEvent", "window.sendEvent", "view.touchesEnded",
            ])
    }

    @Test("TD-1: overrides of UIApplication.sendEvent and UIWindow.sendEvent see the touch event and its touches")
    func sendEventOverridesSeeTheEvent() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let window = Spies.Window(
            "window", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var seenByApp: [(UIEvent.EventType, [UITouch.Phase])] = []
        var seenByWindow: [(UIEvent.EventType, [UITouch.Phase])] = []
        app.onSendEvent = { event in seenByApp.append((event.type, event.allTouches?.map(\.phase) ?? [])) }
        window.onSendEvent = { event in
            seenByWindow.append((event.type, event.touches(for: window)?.map(\.phase) ?? []))
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(seenByApp.map(\.0) == [.touches, .touches, .touches])
        #expect(seenByApp.map(\.1) == [[.began], [.moved], [.ended]])
        #expect(seenByWindow.map(\.1) == [[.began], [.moved], [.ended]])
    }

    @Test("TD-1: a UIApplication.sendEvent override that skips super loses the event, without leaking the touch")
    func applicationSkippingSuperLosesEvent() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let window = Spies.Window(
            "window", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        app.passesEventsOn = false

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(log.lines == ["app.sendEvent", "app.sendEvent", "app.sendEvent"])
        #expect(stage.isClean(view))

        app.passesEventsOn = true
        log.removeAll()
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded], "the next touch is delivered")
    }

    @Test("TD-1: a UIWindow.sendEvent override that skips super loses the event for that window only")
    func windowSkippingSuperLosesEvent() throws {
        let log = Spies.Log()
        let app = UIApplication()
        let muted = Spies.Window(
            "muted", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let stage = Spies.Stage(app: app, window: muted)
        muted.passesEventsOn = false
        let mutedView = Spies.View("mutedView", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        muted.addSubview(mutedView)
        let other = stage.makeWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let otherView = Spies.View("otherView", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(otherView)

        try app.input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: muted),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 10, y: 10), window: other),
        ])
        try app.input.send([
            TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), window: muted),
            TouchSample(id: 2, phase: .ended, location: CGPoint(x: 10, y: 10), window: other),
        ])

        #expect(log.methods(of: "mutedView").isEmpty)
        #expect(log.methods(of: "muted").isEmpty)
        #expect(log.methods(of: "otherView") == [.touchesBegan, .touchesEnded])
        #expect(stage.isClean(mutedView, otherView))
    }

    @Test("TD-1: UIWindow.sendEvent is called once per event for each window that owns touches, and only those")
    func onlyWindowsWithTouchesGetTheEvent() throws {
        let log = Spies.Log()
        let app = UIApplication()
        let first = Spies.Window(
            "first", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let stage = Spies.Stage(app: app, window: first)
        let second = Spies.Window(
            "second", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100), application: app)
        second.isHidden = false
        let idle = Spies.Window(
            "idle", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100), application: app)
        idle.isHidden = false

        try app.input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: first),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 20, y: 10), window: first),
            TouchSample(id: 3, phase: .began, location: CGPoint(x: 10, y: 10), window: second),
        ])

        #expect(log.lines.filter { $0.hasSuffix("sendEvent") } == ["first.sendEvent", "second.sendEvent"])
        #expect(stage.window === first)
    }

    // MARK: TD-2

    @Test("TD-2: moved and ended go to the bound view even when the finger is over another view or off the window")
    func bindingLastsTheWholeTouch() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let bound = stage.add(Spies.View("bound", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        stage.add(Spies.View("other", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: stage.window)
        try stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 50), in: stage.window)
        try stage.sim.touchMove(touch, to: CGPoint(x: 900, y: -40), in: stage.window)
        #expect(touch.view === bound)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "bound") == [.touchesBegan, .touchesMoved, .touchesMoved, .touchesEnded])
        #expect(log.methods(of: "other").isEmpty)
        #expect(touch.view === bound)
        #expect(touch.location(in: bound) == CGPoint(x: 900, y: -40))
    }

    // MARK: TD-3

    @Test("TD-3: when the hit-test finds no view, no responder receives the touch, not even window or app")
    func noHitViewMeansNoResponder() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let window = Spies.Window(
            "window", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window.isUserInteractionEnabled = false

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(touch.view == nil)
        #expect(touch.window === window)
        #expect(log.touchLines.isEmpty)
        #expect(stage.drops.isEmpty)
        #expect(stage.isClean(view))
    }

    @Test("TD-3: a window whose overridden hitTest returns nil gets no touch delivered to anyone")
    func overriddenNilHitTest() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let window = UnhittableWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(touch.view == nil)
        #expect(log.touchLines.isEmpty)
        #expect(stage.isClean(view))
    }

    @Test("TD-3: a touch outside every window has no window and no view, and reaches nobody")
    func touchOutsideEveryWindow() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let stage = Spies.Stage(app: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 500, y: 500))
        try stage.sim.touchUp(touch)

        #expect(touch.view == nil)
        #expect(touch.window == nil)
        #expect(log.touchLines.isEmpty)
        #expect(stage.isClean(view))
    }

    // MARK: TD-4

    @Test("TD-4: one UITouch object per finger, the same through every phase, changing in place")
    func touchIdentityLastsAllPhases() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        #expect(touch.phase == .began)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: view)
        #expect(touch.phase == .moved)
        #expect(touch.location(in: view) == CGPoint(x: 30, y: 10))
        #expect(touch.timestamp == 0.1)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchUp(touch)
        #expect(touch.phase == .ended)
        #expect(touch.timestamp == 0.2)

        let received = log.entries(of: "view").flatMap(\.touches)
        #expect(received.count == 3)
        #expect(received.allSatisfy { $0 === touch })
    }

    @Test("TD-4: one UIEvent instance is reused for every touch event")
    func touchEventIsReused() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let other = stage.add(Spies.View("other", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: other)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 20), in: other)
        try stage.sim.touchCancel(touch)

        let events = log.records.compactMap(\.event)
        #expect(events.count == 5)
        #expect(Set(events).count == 1)
    }

    // MARK: TD-5

    @Test("TD-5: the view sees began, then moved, then ended, and each touch's phase matches the method")
    func phasesInOrder() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: view)
        try stage.sim.touchUp(touch)

        let entries = log.entries(of: "view")
        #expect(entries.compactMap(\.method) == [.touchesBegan, .touchesMoved, .touchesMoved, .touchesEnded])
        let phases = entries.map { $0.phases[ObjectIdentifier(touch)] }
        #expect(phases == [.began, .moved, .moved, .ended])
        #expect(log.lifecycleViolations().isEmpty)
    }

    @Test("TD-5: touchesMoved gets only the touches that moved; stationary ones are still in allTouches")
    func stationaryTouchesStayInAllTouches() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)], in: view)
        try stage.sim.touchMove(fingers[0], to: CGPoint(x: 20, y: 10), in: view)

        let moved = try #require(log.entries(of: "view").last)
        #expect(moved.method == .touchesMoved)
        #expect(moved.touches == [fingers[0]])
        #expect(moved.allTouches == Set(fingers))
        #expect(moved.phases[ObjectIdentifier(fingers[0])] == .moved)
        #expect(moved.phases[ObjectIdentifier(fingers[1])] == .stationary)
        #expect(fingers[1].phase == .stationary)
    }

    @Test("TD-5: in one event each view gets only its own touches, and only those whose phase changed")
    func eachViewGetsItsOwnTouches() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let left = stage.add(Spies.View("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        stage.add(Spies.View("right", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        left.isMultipleTouchEnabled = true
        let window = stage.window
        let input = stage.app.input

        try input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: window),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 110, y: 10), window: window),
            TouchSample(id: 3, phase: .began, location: CGPoint(x: 20, y: 20), window: window),
        ])
        let one = try #require(input.touch(forID: 1))
        let two = try #require(input.touch(forID: 2))
        let three = try #require(input.touch(forID: 3))
        try input.send([
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 15, y: 10), window: window),
            TouchSample(id: 3, phase: .ended, location: CGPoint(x: 20, y: 20), window: window),
        ])

        let leftEntries = log.entries(of: "left")
        #expect(leftEntries.compactMap(\.method) == [.touchesBegan, .touchesMoved, .touchesEnded])
        #expect(leftEntries[0].touches == [one, three])
        #expect(leftEntries[1].touches == [one])
        #expect(leftEntries[2].touches == [three])
        #expect(leftEntries[1].allTouches == [one, two, three])
        let rightEntries = log.entries(of: "right")
        #expect(rightEntries.compactMap(\.method) == [.touchesBegan], "right's finger did not change")
        #expect(rightEntries[0].touches == [two])
        #expect(two.phase == .stationary)
    }
}
