import Foundation
import Testing

@testable import ResponderKit

/// A view that records the touch methods it receives.
private final class RecordingView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

@MainActor
struct GestureDeliveryTests {
    private func makeWindow() -> (UIApplication, UIWindow, EventSimulator) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: app)
        window.makeKeyAndVisible()
        return (app, window, EventSimulator(application: app))
    }

    @Test("GR-13: a tap recognizer on the superview cancels the view's touches when it recognizes (SP-3)")
    func tapCancelsViewTouches() throws {
        let (_, window, sim) = makeWindow()
        let container = UIView(frame: window.bounds)
        let view = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(view)
        window.addSubview(container)
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        try sim.tap(at: CGPoint(x: 5, y: 5), in: view)

        #expect(taps == 1)
        #expect(view.calls == ["began", "cancelled"])
    }

    @Test("GR-18: with require(toFail:), the single tap waits for the double tap to fail")
    func singleWaitsForDouble() throws {
        let (_, window, sim) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log.isEmpty)
        sim.advance(by: 0.2)
        try sim.tap(at: CGPoint(x: 52, y: 50), in: view)
        #expect(log == ["double"])

        sim.advance(by: 1)
        try sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(log == ["double"])
        sim.advance(by: UITapGestureRecognizer.maximumTapInterval + 0.01)
        #expect(log == ["double", "single"])
    }

    @Test("SP-13: without a failure requirement, single and double taps both fire")
    func bothFireWithoutRequirement() throws {
        let (_, window, sim) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        sim.advance(by: 0.1)
        try sim.tap(at: CGPoint(x: 50, y: 50), in: view)

        #expect(log == ["single", "double"])
    }

    @Test("GR-25: a button inside a view with a tap recognizer still fires, and the tap fails (SP-6)")
    func buttonBeatsAncestorTap() throws {
        let (_, window, sim) = makeWindow()
        let container = UIView(frame: window.bounds)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        container.addSubview(button)
        window.addSubview(container)
        var taps = 0
        var presses = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try sim.tap(at: CGPoint(x: 5, y: 5), in: button)
        #expect(presses == 1)
        #expect(taps == 0)

        try sim.tap(at: CGPoint(x: 200, y: 200), in: container)
        #expect(taps == 1)
    }

    @Test("GR-26: a recognizer on the button itself stops its touchUpInside (SP-5)")
    func recognizerOnButtonWins() throws {
        let (_, window, sim) = makeWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        window.addSubview(button)
        var taps = 0
        var presses = 0
        button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try sim.tap(at: CGPoint(x: 5, y: 5), in: button)

        #expect(taps == 1)
        #expect(presses == 0)
    }

    @Test("GR-19: a long press that moves 11 points before 0.5 s fails; held still it begins at 0.5 s")
    func longPress() throws {
        let (_, window, sim) = makeWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let touch = try sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        sim.advance(by: 0.2)
        try sim.touchMove(touch, to: CGPoint(x: 111, y: 100), in: view)
        #expect(press.state == .failed)
        sim.advance(by: 0.5)
        try sim.touchUp(touch)
        #expect(states.isEmpty)
        #expect(press.state == .possible)
        #expect(view.calls == ["began", "moved", "ended"])

        view.calls.removeAll()
        let second = try sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        sim.advance(by: 0.49)
        #expect(states.isEmpty)
        sim.advance(by: 0.02)
        #expect(states == [.began])
        #expect(view.calls == ["began", "cancelled"])
        try sim.touchMove(second, to: CGPoint(x: 160, y: 100), in: view)
        try sim.touchUp(second)
        #expect(states == [.began, .changed, .ended])
    }

    @Test("GR-20: a pan begins after 10 points and reports translation from the touch-down point")
    func pan() throws {
        let (_, window, sim) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            translations.append((recognizer as! UIPanGestureRecognizer).translation(in: view))
        }
        view.addGestureRecognizer(pan)

        let touch = try sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try sim.touchMove(touch, to: CGPoint(x: 105, y: 100), in: view)
        #expect(pan.state == .possible)
        sim.advance(by: 0.01)
        try sim.touchMove(touch, to: CGPoint(x: 112, y: 100), in: view)
        #expect(pan.state == .began)
        sim.advance(by: 0.01)
        try sim.touchMove(touch, to: CGPoint(x: 132, y: 90), in: view)
        #expect(abs(pan.velocity(in: view).x - 2000) < 1e-6)
        try sim.touchUp(touch)
        #expect(translations == [CGPoint(x: 12, y: 0), CGPoint(x: 32, y: -10), CGPoint(x: 32, y: -10)])
        #expect(pan.state == .possible)
    }

    @Test("GR-24: pinch and rotation with two simulated fingers")
    func pinchAndRotation() throws {
        let (_, window, sim) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { true }
        }
        let delegate = Both()
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        let fingers = try sim.touchDown(at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)], in: view)
        sim.advance(by: 0.01)
        try sim.touchMove(fingers, to: [CGPoint(x: 90, y: 150), CGPoint(x: 210, y: 150)], in: view)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 1)
        sim.advance(by: 0.01)
        try sim.touchMove(fingers, to: [CGPoint(x: 30, y: 150), CGPoint(x: 270, y: 150)], in: view)
        #expect(abs(pinch.scale - 2) < 1e-9)
        sim.advance(by: 0.01)
        try sim.touchMove(fingers, to: [CGPoint(x: 150, y: 30), CGPoint(x: 150, y: 270)], in: view)
        #expect(rotation.state == .began || rotation.state == .changed)
        try sim.touchUp(fingers)
        #expect(pinch.state == .possible)
    }
}
