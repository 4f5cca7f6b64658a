// Touch delivery: locations in a view's and in window coordinates (TD-7), and the event's touches (TD-9).

import Foundation
import Testing

@testable import ResponderKit

extension TouchDeliveryTests {
    // MARK: TD-7

    @Test("TD-7: location(in:) is in the given view's coordinates and nil means window coordinates")
    func locationInViewAndWindow() throws {
        let stage = Spies.Stage(frame: CGRect(x: 100, y: 200, width: 320, height: 480))
        let container = stage.add(UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200)))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(view)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 5, y: 6), in: view)

        #expect(touch.location(in: view) == CGPoint(x: 5, y: 6))
        #expect(touch.location(in: container) == CGPoint(x: 15, y: 16))
        #expect(touch.location(in: nil) == CGPoint(x: 35, y: 46), "window coordinates, not screen coordinates")
        #expect(touch.location(in: stage.window) == CGPoint(x: 35, y: 46))
        try stage.sim.touchUp(touch)
    }

    @Test("TD-7: previousLocation(in:) equals the location at began, then trails by one event")
    func previousLocationTrailsByOneEvent() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 40, y: 40, width: 200, height: 200)))
        var observed: [(CGPoint, CGPoint)] = []
        view.onTouches = { _, touches, _ in
            for touch in touches { observed.append((touch.previousLocation(in: view), touch.location(in: view))) }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 15), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 35, y: 15), in: view)
        try stage.sim.touchUp(touch)

        #expect(
            observed.map(\.0) == [
                CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15), CGPoint(x: 35, y: 15),
            ])
        #expect(
            observed.map(\.1) == [
                CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15), CGPoint(x: 35, y: 15), CGPoint(x: 35, y: 15),
            ])
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 75, y: 55))
    }

    @Test("TD-7: a raw sample in screen coordinates is reported in the window's coordinates")
    func screenSampleBecomesWindowCoordinates() throws {
        let stage = Spies.Stage(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 150, y: 80))

        #expect(touch.window === stage.window)
        #expect(touch.view === view)
        #expect(touch.location(in: nil) == CGPoint(x: 50, y: 30))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 50, y: 30))
        try stage.sim.touchUp(touch)
    }

    // MARK: TD-9

    @Test("TD-9: allTouches spans views and windows; touches(for:) picks a view's or a window's")
    func touchSetsOfAnEvent() throws {
        let log = Spies.Log()
        let stage = Spies.Stage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let firstView = stage.add(Spies.View("first", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let second = stage.makeWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let secondView = Spies.View("second", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let thirdView = Spies.View("third", log: log, frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        second.addSubview(secondView)
        second.addSubview(thirdView)
        var seen: [String: (all: Set<UITouch>, mine: Set<UITouch>, window: Set<UITouch>)] = [:]
        for view in [firstView, secondView, thirdView] {
            view.onTouches = { method, _, event in
                guard method == .touchesBegan, let event, let window = view.window else { return }
                seen[view.name] = (
                    event.allTouches ?? [], event.touches(for: view) ?? [], event.touches(for: window) ?? []
                )
            }
        }

        try stage.app.input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: stage.window),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 10, y: 10), window: second),
            TouchSample(id: 3, phase: .began, location: CGPoint(x: 60, y: 10), window: second),
        ])
        let one = try #require(stage.app.input.touch(forID: 1))
        let two = try #require(stage.app.input.touch(forID: 2))
        let three = try #require(stage.app.input.touch(forID: 3))

        #expect(seen["first"]?.all == [one, two, three])
        #expect(seen["first"]?.mine == [one])
        #expect(seen["first"]?.window == [one])
        #expect(seen["second"]?.all == [one, two, three])
        #expect(seen["second"]?.mine == [two])
        #expect(seen["second"]?.window == [two, three])
        #expect(seen["third"]?.mine == [three])
    }

    @Test("TD-9: touches that ended are gone from the next event's allTouches")
    func endedTouchesLeaveAllTouches() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)], in: view)
        try stage.sim.touchUp(fingers[0])
        try stage.sim.touchMove(fingers[1], to: CGPoint(x: 60, y: 50), in: view)

        let entries = log.entries(of: "view")
        #expect(entries.compactMap(\.method) == [.touchesBegan, .touchesEnded, .touchesMoved])
        #expect(entries[1].allTouches == Set(fingers), "the ending touch is still part of its own event")
        #expect(entries[2].allTouches == [fingers[1]])
        try stage.sim.touchUp(fingers[1])
        #expect(stage.isClean(view))
    }
}
