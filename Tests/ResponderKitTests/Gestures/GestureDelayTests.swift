// What the view sees while a recognizer holds its touches back (spec GR-14, GR-15).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct GestureDelayTests {
    /// A stage with a container and a recording `view` inside it.
    private func makeStage() -> (GestureSpec.Stage, UIView, GestureSpec.RecordingView) {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let container = stage.add(UIView(frame: stage.window.bounds))
        let view = stage.add(
            GestureSpec.RecordingView("view", log: log, frame: CGRect(x: 20, y: 20, width: 280, height: 400)),
            to: container)
        return (stage, container, view)
    }

    // MARK: GR-14

    @Test("GR-14: delaysTouchesBegan is false by default: the view sees the touch-down at once")
    func beganNotDelayedByDefault() throws {
        let (stage, container, view) = makeStage()
        let press = UILongPressGestureRecognizer()
        #expect(!press.delaysTouchesBegan)
        container.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(view.calls == ["began"])
        try stage.sim.touchUp(touch)
    }

    @Test("GR-14: with delaysTouchesBegan, began and moved are held while possible and discarded on recognition")
    func heldThenDiscarded() throws {
        let (stage, container, view) = makeStage()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.delaysTouchesBegan = true
        container.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 53, y: 52), in: view)
        stage.sim.advance(by: 0.3)
        #expect(view.calls.isEmpty)
        stage.sim.advance(by: 0.3)
        #expect(states == [.began])
        try stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 52), in: view)
        try stage.sim.touchUp(touch)

        #expect(view.calls.isEmpty, "the view never hears of a touch it never began")
        #expect(states == [.began, .changed, .ended])
    }

    @Test("GR-14: with delaysTouchesBegan, the held began is delivered late when the recognizer fails")
    func heldThenDeliveredOnFailure() throws {
        let (stage, container, view) = makeStage()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        container.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 55, y: 50), in: view)
        #expect(view.calls.isEmpty)
        try stage.sim.touchMove(touch, to: CGPoint(x: 80, y: 50), in: view)
        #expect(press.state == .failed)
        #expect(view.calls.first == "began")
        let afterFailure = view.calls.count
        try stage.sim.touchMove(touch, to: CGPoint(x: 90, y: 50), in: view)
        try stage.sim.touchUp(touch)

        #expect(Array(view.calls.dropFirst(afterFailure)) == ["moved", "ended"])
        #expect(view.calls.filter { $0 == "cancelled" }.isEmpty)
    }

    @Test("GR-14: a held began that the recognizer lets go on touch-up arrives just before the ended")
    func heldBeganReleasedAtTouchUp() throws {
        let (stage, container, view) = makeStage()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        container.addGestureRecognizer(press)

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view, duration: 0.1)

        #expect(view.calls == ["began", "ended"])
    }

    // MARK: GR-15

    @Test("GR-15: delaysTouchesEnded holds the ended phase; recognition turns it into touchesCancelled")
    func endedHeldThenCancelled() throws {
        let (stage, container, view) = makeStage()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        #expect(double.delaysTouchesEnded)
        container.addGestureRecognizer(double)
        view.isMultipleTouchEnabled = true

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(view.calls == ["began"], "the first tap's ended is held while the double tap is possible")
        stage.sim.advance(by: 0.1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)

        #expect(log == ["double"])
        #expect(view.calls == ["began", "began", "cancelled×2"], "both taps' touches end as cancelled, none ended")
    }

    @Test("GR-15: when the recognizer fails, the held touchesEnded arrives late")
    func endedHeldThenDelivered() throws {
        let (stage, container, view) = makeStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(view.calls == ["began"])
        stage.sim.advance(by: UITapGestureRecognizer.maximumTapInterval - 0.01)
        #expect(view.calls == ["began"])
        stage.sim.advance(by: 0.02)

        #expect(double.state == .possible)
        #expect(view.calls == ["began", "ended"])
    }

    @Test("GR-15: with delaysTouchesEnded false the view gets touchesEnded at once")
    func endedNotDelayed() throws {
        let (stage, container, view) = makeStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        container.addGestureRecognizer(double)

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)

        #expect(view.calls == ["began", "ended"])
    }

    @Test("GR-15: a single tap recognizing on touch-up cancels the view's touch instead of ending it")
    func singleTapCancelsAtTouchUp() throws {
        let (stage, container, view) = makeStage()
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)

        #expect(taps == 1)
        #expect(view.calls == ["began", "cancelled"])
    }
}
