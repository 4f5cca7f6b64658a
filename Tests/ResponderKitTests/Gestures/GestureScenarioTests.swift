// Gesture scenarios as app developers report them (spec GR-18, GR-19, GR-24, SP-13).

import Foundation
import Testing

@testable import ResponderKit

/// A photo viewer's controller: single tap toggles the chrome, double tap zooms.
@MainActor
private final class PhotoController {
    var log: [String] = []
    let single: UITapGestureRecognizer
    let double: UITapGestureRecognizer

    init(view: UIView, requireFailure: Bool) {
        single = UITapGestureRecognizer()
        double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.addTarget(self, action: PhotoController.toggleChrome)
        double.addTarget(self, action: PhotoController.zoom)
        if requireFailure { single.require(toFail: double) }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
    }

    func toggleChrome(_ recognizer: UITapGestureRecognizer) {
        log.append("single")
    }

    func zoom(_ recognizer: UITapGestureRecognizer) {
        log.append("double")
    }
}

@MainActor
struct GestureScenarioTests {
    // MARK: Single and double tap

    @Test("SP-13: without require(toFail:), a double tap fires the single tap first and then the double tap")
    func bothFireWithoutRequirement() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let controller = PhotoController(view: view, requireFailure: false)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(controller.log == ["single"], "the single tap fires at once on the first tap")
        stage.sim.advance(by: 0.15)
        try stage.sim.tap(at: CGPoint(x: 102, y: 101), in: view)

        #expect(controller.log == ["single", "double"])
    }

    @Test("GR-18: with single.require(toFail: double), a double tap fires only the double tap")
    func doubleTapOnly() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let controller = PhotoController(view: view, requireFailure: true)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(controller.log.isEmpty)
        stage.sim.advance(by: 0.15)
        try stage.sim.tap(at: CGPoint(x: 102, y: 101), in: view)
        stage.sim.advance(by: 1)

        #expect(controller.log == ["double"])
    }

    @Test("GR-18: with require(toFail:), a single tap is delayed by the maximum interval between taps")
    func singleTapIsDelayed() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let controller = PhotoController(view: view, requireFailure: true)
        let interval = UITapGestureRecognizer.maximumTapInterval

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(stage.sawWaiting(controller.single, for: controller.double))
        stage.sim.advance(by: interval - 0.01)
        #expect(controller.log.isEmpty)
        #expect(controller.single.state == .possible)
        stage.sim.advance(by: 0.02)

        #expect(controller.log == ["single"])
    }

    @Test("SP-13: the content view's touch ends late, after the single tap is decided")
    func contentSeesDelayedEnd() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let container = stage.add(UIView(frame: stage.window.bounds))
        let photo = stage.add(GestureSpec.RecordingView("photo", log: log, frame: container.bounds), to: container)
        let controller = PhotoController(view: container, requireFailure: true)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: photo)
        #expect(photo.calls == ["began"])
        stage.sim.advance(by: 1)

        #expect(controller.log == ["single"])
        #expect(photo.calls == ["began", "cancelled"])
    }

    // MARK: Long press

    @Test("GR-19: a long press that moves 11 points before it begins fails, and its action never runs")
    func longPressMovesElevenPoints() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let view = stage.add(GestureSpec.RecordingView("view", log: log, frame: stage.window.bounds))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.2)
        try stage.sim.touchMove(touch, to: CGPoint(x: 100, y: 111), in: view)
        #expect(press.state == .failed)
        stage.sim.advance(by: 1)
        try stage.sim.touchUp(touch)

        #expect(states.isEmpty)
        #expect(view.calls == ["began", "moved", "ended"], "the view keeps the touch the press gave up")
        #expect(press.state == .possible)
    }

    @Test("GR-19: a long press that moves 10 points (the allowance) still begins")
    func longPressWithinAllowance() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.2)
        try stage.sim.touchMove(touch, to: CGPoint(x: 106, y: 108), in: view)
        stage.sim.advance(by: 0.31)
        try stage.sim.touchUp(touch)

        #expect(states == [.began, .ended])
    }

    // MARK: Pinch and rotation

    @Test("GR-24: pinch and rotation recognize together with two fingers when allowed to be simultaneous")
    func pinchAndRotateTogether() throws {
        let stage = GestureSpec.Stage()
        let photo = stage.add(UIView(frame: stage.window.bounds))
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { log.append("pinch \($0.state)") }
        let rotation = UIRotationGestureRecognizer { log.append("rotation \($0.state)") }
        let delegate = GestureSpec.Simultaneous()
        pinch.delegate = delegate
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 50, angle: 0), in: photo)
        var radius: CGFloat = 50
        var angle: CGFloat = 0
        for _ in 0..<5 {
            stage.sim.advance(by: 0.02)
            radius += 10
            angle += 0.2
            try stage.sim.touchMove(
                fingers, to: GestureSpec.fingers(around: center, radius: radius, angle: angle), in: photo)
        }
        #expect(abs(pinch.scale - 100 / 60) < 1e-6, "scale is relative to the distance when the pinch began")
        #expect(abs(rotation.rotation - 0.8) < 1e-6, "rotation is relative to the angle when it began")
        try stage.sim.touchUp(fingers)

        #expect(log.filter { $0.hasPrefix("pinch") }.first == "pinch began")
        #expect(log.filter { $0.hasPrefix("pinch") }.last == "pinch ended")
        #expect(log.filter { $0.hasPrefix("rotation") }.first == "rotation began")
        #expect(log.filter { $0.hasPrefix("rotation") }.last == "rotation ended")
    }

    @Test("GR-24: without simultaneity the first of pinch and rotation to begin wins and the other fails")
    func pinchOrRotation() throws {
        let stage = GestureSpec.Stage()
        let photo = stage.add(UIView(frame: stage.window.bounds))
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { log.append("pinch \($0.state)") }
        let rotation = UIRotationGestureRecognizer { log.append("rotation \($0.state)") }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 50, angle: 0), in: photo)
        stage.sim.advance(by: 0.02)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 50, angle: 0.3), in: photo)
        stage.sim.advance(by: 0.02)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 100, angle: 0.6), in: photo)
        try stage.sim.touchUp(fingers)

        #expect(log == ["rotation began", "rotation changed", "rotation ended"])
        #expect(stage.failureReasons(of: pinch).count == 1)
    }
}
