// Input cannot re-enter, for every kind: a handler that a press, key command, motion, remote-control, hover,
// scroll, text or focus change runs cannot feed input. Its samples are refused as `.reentrantInput`, traced once,
// and change nothing; the outer delivery finishes as if nothing had been sent (the one shared `UIPressesEvent`
// keeps its presses).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Input: no kind of input re-enters from a handler")
struct ReentrantInputTests {
    /// A first responder whose every event method runs `onEvent` (with the method's name), then logs.
    final class Sender: UIView {
        var onEvent: (String) -> Void = { _ in }
        var log: [String] = []
        var commands: [UIKeyCommand] = []

        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard action == .copy else {
                return super.actionHandler(for: action)
            }
            return { [unowned self] _, _ in
                onEvent("copy")
                log.append("copy")
            }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            onEvent("pressesBegan")
            log.append("pressesBegan \(presses.count)/\(event?.allPresses.count ?? -1)")
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesEnded \(presses.count)/\(event?.allPresses.count ?? -1)")
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            onEvent("motionBegan")
            log.append("motionBegan")
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("motionEnded")
        }

        override func remoteControlReceived(with event: UIEvent?) {
            onEvent("remoteControlReceived")
            log.append("remoteControlReceived")
        }
    }

    /// A stage with a `Sender` as first responder that, on `trigger`, sends one sample of every kind.
    @MainActor
    final class Fixture {
        let stage = Stage()
        let sender = Sender(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var refusals: [InputError] = []

        init() {
            stage.add(sender)
            _ = sender.becomeFirstResponder()
        }

        /// Every kind of sample a handler might send.
        var samples: [InputSample] {
            let window = stage.window
            let key = UIKey(characters: "z", keyCode: UIKeyboardHIDUsage(rawValue: 0x1D))
            return [
                .touches([TouchSample(id: 99, phase: .began, location: CGPoint(x: 5, y: 5), window: window)]),
                .press(PressSample(phase: .began, key: key)),
                .hover(HoverSample(location: CGPoint(x: 5, y: 5), window: window)),
                .scroll(ScrollSample(location: CGPoint(x: 5, y: 5), window: window, delta: CGPoint(x: 0, y: -10))),
                .text(TextSample(text: "x")),
                .accelerometer(AccelerometerSample(x: 0, y: 0, z: -1)),
                .remoteControl(RemoteControlSample(subtype: .remoteControlPause)),
                .resignActive,
                .becomeActive,
            ]
        }

        /// Sends every sample from inside a handler, recording each refusal.
        func sendEverything() {
            for sample in samples {
                do throws(InputError) {
                    try stage.app.input.send(sample)
                } catch {
                    refusals.append(error)
                }
            }
        }

        /// Arms the sender to send everything from `method`, once.
        func arm(_ method: String) {
            sender.onEvent = { [unowned self] name in
                guard name == method else { return }
                sender.onEvent = { _ in }
                sendEverything()
            }
        }

        var everyKindRefused: [InputError] { Array(repeating: .reentrantInput, count: samples.count) }

        /// The refusals the tracer saw.
        var tracedRefusals: [InputError] {
            stage.tracer.entries.compactMap { if case .inputRejected(let error) = $0 { error } else { nil } }
        }
    }

    @Test("FR-9: a pressesBegan handler's input is refused, and the shared presses event keeps its press")
    func pressesBegan() throws {
        let fixture = Fixture()
        fixture.arm("pressesBegan")
        try fixture.stage.sim.press(.keyboardA)
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(fixture.tracedRefusals == fixture.everyKindRefused)
        #expect(fixture.sender.log == ["pressesBegan 1/1", "pressesEnded 1/1"])
        #expect(fixture.stage.app.input.activeTouchIDs.isEmpty)
        // Refused input changed nothing: the next press is delivered whole.
        try fixture.stage.sim.press(UIKeyboardHIDUsage(rawValue: 0x05))
        #expect(fixture.sender.log.suffix(2) == ["pressesBegan 1/1", "pressesEnded 1/1"])
    }

    @Test("FR-11: a key command's action cannot send input")
    func keyCommand() throws {
        let fixture = Fixture()
        let command = UIKeyCommand(
            input: "c", modifierFlags: .command, action: .copy)
        // Before pressesBegan, which the sender consumes.
        command.wantsPriorityOverSystemBehavior = true
        fixture.sender.commands = [command]
        fixture.arm("copy")
        try fixture.stage.sim.press("c", modifiers: .command)
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(fixture.sender.log == ["copy"], "the command took the press; the refused press never arrived")
    }

    @Test("FR-14: a motionBegan handler's input is refused; the shake still ends")
    func motion() throws {
        let fixture = Fixture()
        fixture.arm("motionBegan")
        try fixture.stage.sim.shake()
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(fixture.sender.log == ["motionBegan", "motionEnded"])
    }

    @Test("A remote-control handler cannot send input")
    func remoteControl() throws {
        let fixture = Fixture()
        fixture.stage.app.beginReceivingRemoteControlEvents()
        fixture.arm("remoteControlReceived")
        try fixture.stage.app.input.send(RemoteControlSample(subtype: .remoteControlPlay))
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(fixture.sender.log == ["remoteControlReceived"], "the refused pause never arrived")
    }

    @Test("A hover recognizer's action cannot send input")
    func hover() throws {
        let fixture = Fixture()
        var states: [UIGestureRecognizer.State] = []
        fixture.sender.addGestureRecognizer(
            UIHoverGestureRecognizer { recognizer in
                states.append(recognizer.state)
                if recognizer.state == .began { fixture.sendEverything() }
            })
        let window = fixture.stage.window
        try fixture.stage.app.input.send(HoverSample(location: CGPoint(x: 10, y: 10), window: window))
        try fixture.stage.app.input.send(HoverSample(location: nil, window: window))
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(states == [.began, .ended], "the refused hover sample did not move the pointer")
    }

    @Test("A scroll view's delegate cannot send input while the wheel scrolls it")
    func scroll() throws {
        let fixture = Fixture()
        let scroll = fixture.stage.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let delegate = ScrollSender(fixture)
        scroll.delegate = delegate
        try fixture.stage.app.input.send(
            ScrollSample(location: CGPoint(x: 10, y: 10), window: fixture.stage.window, delta: CGPoint(x: 0, y: -60)))
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(scroll.contentOffset.y == 60, "the refused scroll sample added nothing")
    }

    @Test("RC-4: a scene delegate cannot send input while the application resigns active")
    func resignActive() throws {
        let fixture = Fixture()
        let delegate = SceneSender(fixture)
        _ = fixture.stage.app.connectScene(delegate: delegate)
        try fixture.stage.app.input.send(.resignActive)
        #expect(fixture.refusals == fixture.everyKindRefused)
        #expect(delegate.calls == 1)
    }

    /// A scroll view delegate that sends everything from its first `scrollViewDidScroll`.
    @MainActor
    final class ScrollSender: NSObject, UIScrollViewDelegate {
        let fixture: Fixture
        var armed = true

        init(_ fixture: Fixture) { self.fixture = fixture }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard armed else { return }
            armed = false
            fixture.sendEverything()
        }
    }

    /// A scene delegate that sends everything when its scene resigns active.
    @MainActor
    final class SceneSender: UISceneDelegate {
        let fixture: Fixture
        var calls = 0

        init(_ fixture: Fixture) { self.fixture = fixture }

        func sceneWillResignActive(_ scene: UIScene) {
            calls += 1
            fixture.sendEverything()
        }
    }
}
