// `InputLayer.send(_: InputSample)`, the one entry point of a host: every kind of sample reaches its destination,
// and focus loss and return cancel live input and move the scenes between active and inactive (spec TD-12, FR-9,
// FR-14, RC-4).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Input samples")
struct InputSampleRoutingTests {
    /// A recording view that can be first responder and logs remote-control events too.
    private final class Catcher: RecordingView {
        override var canBecomeFirstResponder: Bool { true }

        override func remoteControlReceived(with event: UIEvent?) {
            log.write("\(name).remoteControlReceived \(event?.subtype == .remoteControlPlay ? "play" : "other")")
        }
    }

    /// A scene delegate that logs its activation calls.
    private final class SceneLog: UISceneDelegate {
        var lines: [String] = []
        func sceneDidBecomeActive(_ scene: UIScene) { lines.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { lines.append("willResignActive") }
    }

    @MainActor
    private struct Fixture {
        let stage = ResponderKitTestSupport.Stage()
        let log = EventLog()
        let view: Catcher

        init() {
            view = Catcher("view", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            stage.add(view)
        }

        func send(_ sample: InputSample) throws { try stage.app.input.send(sample) }

        func touch(_ id: Int, _ phase: TouchSample.Phase, at point: CGPoint = CGPoint(x: 50, y: 50)) -> InputSample {
            .touches([TouchSample(id: id, phase: phase, location: point, window: stage.window)])
        }
    }

    @Test("TD-1: .touches reaches the hit view as one event; ids stay stable from began to ended")
    func touchesReachTheView() throws {
        let fixture = Fixture()
        try fixture.send(fixture.touch(7, .began))
        let touch = try #require(fixture.stage.app.input.touch(forID: 7))
        try fixture.send(fixture.touch(7, .moved, at: CGPoint(x: 60, y: 50)))
        #expect(fixture.stage.app.input.touch(forID: 7) === touch)
        try fixture.send(fixture.touch(7, .ended, at: CGPoint(x: 60, y: 50)))
        #expect(fixture.log.lines == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
        #expect(fixture.stage.app.input.activeTouchIDs.isEmpty)
    }

    @Test("A pointer touch carries its button mask: a right click reaches a tap requiring .secondary")
    func pointerButtonMask() throws {
        let fixture = Fixture()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.buttonMaskRequired = .secondary
        fixture.view.addGestureRecognizer(tap)
        let point = CGPoint(x: 40, y: 40)
        for phase in [TouchSample.Phase.began, .ended] {
            let sample = TouchSample(
                id: 1, phase: phase, location: point, window: fixture.stage.window, type: .indirectPointer,
                buttonMask: .secondary)
            try fixture.send(.touches([sample]))
        }
        #expect(taps == 1)
    }

    @Test(".hover begins, changes and ends a hover recognizer")
    func hoverReachesRecognizers() throws {
        let fixture = Fixture()
        var states: [UIGestureRecognizer.State] = []
        fixture.view.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })
        let window = fixture.stage.window
        try fixture.send(.hover(HoverSample(location: CGPoint(x: 10, y: 10), window: window)))
        try fixture.send(.hover(HoverSample(location: CGPoint(x: 20, y: 10), window: window)))
        try fixture.send(.hover(HoverSample(location: nil, window: window)))
        #expect(states == [.began, .changed, .ended])
    }

    @Test(".scroll scrolls the scroll view under the pointer, discrete and continuous")
    func scrollReachesTheScrollView() throws {
        let fixture = Fixture()
        let scroll = fixture.stage.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let window = fixture.stage.window
        let point = CGPoint(x: 50, y: 50)
        try fixture.send(.scroll(ScrollSample(location: point, window: window, delta: CGPoint(x: 0, y: -60))))
        #expect(scroll.contentOffset.y == 60)
        for phase in [ScrollSample.Phase.began, .changed, .ended] {
            let sample = ScrollSample(
                location: point, window: window, delta: CGPoint(x: 0, y: -10), type: .continuous, phase: phase)
            try fixture.send(.scroll(sample))
            fixture.stage.sim.advance(by: 1.0 / 60)
        }
        // The trackpad's 30 points, and then some: a continuous scroll that ends moving decelerates.
        #expect(scroll.contentOffset.y >= 90)
        #expect(fixture.log.lines.isEmpty, "scrolling is not a touch")
    }

    @Test("FR-9: .press of a controller button reaches the first responder, began then ended")
    func pressReachesTheFirstResponder() throws {
        let fixture = Fixture()
        #expect(fixture.view.becomeFirstResponder())
        try fixture.send(.press(PressSample(phase: .began, type: .select)))
        try fixture.send(.press(PressSample(phase: .ended, type: .select)))
        #expect(fixture.log.lines == ["view.pressesBegan", "view.pressesEnded"])
    }

    @Test(".text reaches the first responder's insertText")
    func textReachesTheField() throws {
        let fixture = Fixture()
        let field = fixture.stage.add(UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
        #expect(field.becomeFirstResponder())
        try fixture.send(.text(TextSample(text: "ça")))
        #expect(field.text == "ça")
    }

    @Test("FR-14: .accelerometer readings in g reach the shake detector: motionBegan, then motionEnded")
    func accelerometerShakes() throws {
        let fixture = Fixture()
        #expect(fixture.view.becomeFirstResponder())
        try fixture.send(.accelerometer(AccelerometerSample(x: 0, y: 0, z: -1)))
        for jolt in 0..<4 {
            fixture.stage.sim.advance(by: 0.05)
            try fixture.send(.accelerometer(AccelerometerSample(x: jolt % 2 == 0 ? 2.5 : -2.5, y: 0, z: -1)))
        }
        fixture.stage.sim.advance(by: ShakeDetector.quietInterval + 0.05)
        #expect(fixture.log.lines == ["view.motionBegan", "view.motionEnded"])
    }

    @Test(".remoteControl reaches the first responder once the application receives remote control")
    func remoteControlReachesTheChain() throws {
        let fixture = Fixture()
        #expect(fixture.view.becomeFirstResponder())
        fixture.stage.app.beginReceivingRemoteControlEvents()
        try fixture.send(.remoteControl(RemoteControlSample(subtype: .remoteControlPlay)))
        #expect(fixture.log.lines == ["view.remoteControlReceived play"])
    }

    @Test("TD-12, FR-9: .resignActive cancels live touches and presses; scenes become inactive, delegates told")
    func resignActiveCancelsLiveInput() throws {
        let fixture = Fixture()
        let delegate = SceneLog()
        let scene = fixture.stage.app.connectScene(delegate: delegate)
        #expect(fixture.view.becomeFirstResponder())
        try fixture.send(fixture.touch(1, .began))
        try fixture.send(.press(PressSample(phase: .began, type: .select)))

        try fixture.send(.resignActive)
        #expect(
            fixture.log.lines == [
                "view.touchesBegan", "view.pressesBegan", "view.touchesCancelled", "view.pressesCancelled",
            ])
        // The cancelled finger is forgotten at once, though the host has not reported its end (TD-6).
        #expect(fixture.stage.app.input.activeTouchIDs.isEmpty)
        #expect(scene.activationState == .foregroundInactive)
        #expect(delegate.lines == ["didBecomeActive", "willResignActive"])

        // The late ends of the cancelled input reach nobody.
        try fixture.send(fixture.touch(1, .ended))
        try fixture.send(.press(PressSample(phase: .ended, type: .select)))
        #expect(fixture.log.lines.count == 4)
        #expect(fixture.stage.app.input.activeTouchIDs.isEmpty)
    }

    @Test("RC-4: .becomeActive makes inactive scenes active and tells their delegates; input flows again")
    func becomeActiveReactivatesScenes() throws {
        let fixture = Fixture()
        let delegate = SceneLog()
        let scene = fixture.stage.app.connectScene(delegate: delegate)
        let gone = fixture.stage.app.connectScene(delegate: delegate)
        try fixture.send(.becomeActive)
        #expect(delegate.lines == ["didBecomeActive", "didBecomeActive"], "already active: nothing to tell")

        try fixture.send(.resignActive)
        fixture.stage.app.disconnectScene(gone)
        try fixture.send(.becomeActive)
        #expect(scene.activationState == .foregroundActive)
        #expect(gone.activationState == .unattached)
        #expect(
            delegate.lines == [
                "didBecomeActive", "didBecomeActive", "willResignActive", "willResignActive", "didBecomeActive",
            ])

        try fixture.send(fixture.touch(2, .began))
        try fixture.send(fixture.touch(2, .ended))
        #expect(fixture.log.lines == ["view.touchesBegan", "view.touchesEnded"])
    }
}
