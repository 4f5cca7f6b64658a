// Every kind of input travels as a UIEvent through UIApplication.sendEvent(_:) and then UIWindow.sendEvent(_:)
// (TD-1): an override of either sees touches, presses, motion, hover, scroll and remote control, and an override
// that does not call super stops each of them. Every "nothing arrives" test also proves the same input arrives
// when super is called.

import Foundation
import Testing

@testable import ResponderKit

/// The kinds of input a backend sends.
enum SendEventInputKind: String, CaseIterable, CustomTestStringConvertible {
    case touch, press, motion, hover, scroll, remoteControl

    var testDescription: String { rawValue }

    /// The event type UIKit gives this kind.
    var eventType: UIEvent.EventType {
        switch self {
        case .touch: .touches
        case .press: .presses
        case .motion: .motion
        case .hover: .hover
        case .scroll: .scroll
        case .remoteControl: .remoteControl
        }
    }
}

/// An application that records the type of every event its `sendEvent` sees, and passes it on when `passes`.
final class SendEventRecordingApplication: UIApplication {
    var seen: [UIEvent.EventType] = []
    var passes = true

    override func sendEvent(_ event: UIEvent) {
        seen.append(event.type)
        if passes { super.sendEvent(event) }
    }
}

/// A window that records the type of every event its `sendEvent` sees, and passes it on when `passes`.
final class SendEventRecordingWindow: UIWindow {
    var seen: [UIEvent.EventType] = []
    var passes = true

    override func sendEvent(_ event: UIEvent) {
        seen.append(event.type)
        if passes { super.sendEvent(event) }
    }
}

/// A first responder that records the touches, presses, motion and remote control it receives.
final class SendEventRecordingView: UIView {
    var received: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("touchesEnded") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("pressesBegan")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("pressesEnded")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { received.append("motionBegan") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { received.append("motionEnded") }
    override func remoteControlReceived(with event: UIEvent?) {
        received.append("remoteControl \(event?.subtype.rawValue ?? -1)")
    }
}

/// An application and a key window, both recording `sendEvent`, with a first-responder view that has a hover
/// recognizer and a scroll-following pan recognizer.
@MainActor
final class SendEventStage {
    let app = SendEventRecordingApplication()
    let window: SendEventRecordingWindow
    let view = SendEventRecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    let sim: EventSimulator
    var recognizerStates: [String] = []

    init() {
        window = SendEventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        window.addSubview(view)
        sim = EventSimulator(application: app)
        app.beginReceivingRemoteControlEvents()
        let hover = UIHoverGestureRecognizer { [unowned self] in recognizerStates.append("hover \($0.state)") }
        view.addGestureRecognizer(hover)
        let pan = UIPanGestureRecognizer { [unowned self] in recognizerStates.append("pan \($0.state)") }
        pan.allowedScrollTypesMask = .all
        view.addGestureRecognizer(pan)
        _ = view.becomeFirstResponder()
    }

    /// Sends one complete piece of input of `kind` to the view.
    func send(_ kind: SendEventInputKind) throws {
        let inside = CGPoint(x: 50, y: 50)
        switch kind {
        case .touch: try sim.tap(at: inside, in: view)
        case .press: try sim.press(.keyboardA)
        case .motion: try sim.shake()
        case .hover: try sim.hover(at: inside, in: view)
        case .scroll: try sim.scroll(by: CGPoint(x: 0, y: -20), at: inside, in: view)
        case .remoteControl: try sim.remoteControl(.remoteControlTogglePlayPause)
        }
        sim.advance(by: 1)
    }

    /// What of `kind` arrived at the view or its recognizers.
    func arrivals(of kind: SendEventInputKind) -> [String] {
        switch kind {
        case .touch: view.received.filter { $0.hasPrefix("touches") }
        case .press: view.received.filter { $0.hasPrefix("presses") }
        case .motion: view.received.filter { $0.hasPrefix("motion") }
        case .hover: recognizerStates.filter { $0.hasPrefix("hover") }
        case .scroll: recognizerStates.filter { $0.hasPrefix("pan") }
        case .remoteControl: view.received.filter { $0.hasPrefix("remoteControl") }
        }
    }

    /// What one complete piece of input of `kind` delivers.
    static func expectedArrivals(of kind: SendEventInputKind) -> [String] {
        switch kind {
        case .touch: ["touchesBegan", "touchesEnded"]
        case .press: ["pressesBegan", "pressesEnded"]
        case .motion: ["motionBegan", "motionEnded"]
        case .hover: ["hover began"]
        case .scroll: ["pan began", "pan changed", "pan ended"]
        case .remoteControl: ["remoteControl \(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue)"]
        }
    }
}

@MainActor
@Suite("Every input kind passes through sendEvent (TD-1)")
struct SendEventOverrideTests {
    @Test(
        "TD-1: an application's and a window's sendEvent overrides see every kind of input, which then arrives",
        arguments: SendEventInputKind.allCases)
    func overridesSeeEveryKind(kind: SendEventInputKind) throws {
        let stage = SendEventStage()

        try stage.send(kind)

        #expect(stage.app.seen.contains(kind.eventType))
        #expect(stage.window.seen.contains(kind.eventType))
        #expect(stage.app.seen == stage.window.seen, "the window sees exactly what the application passed on")
        #expect(stage.arrivals(of: kind) == SendEventStage.expectedArrivals(of: kind))
    }

    @Test(
        "TD-1: an application's sendEvent override that does not call super stops each kind of input",
        arguments: SendEventInputKind.allCases)
    func applicationOverrideWithoutSuperStops(kind: SendEventInputKind) throws {
        let stage = SendEventStage()
        stage.app.passes = false

        try stage.send(kind)
        #expect(stage.app.seen.contains(kind.eventType))
        #expect(stage.window.seen.isEmpty)
        #expect(stage.arrivals(of: kind).isEmpty)

        // With super called again, the same input arrives.
        stage.app.passes = true
        try stage.send(kind)
        #expect(stage.window.seen.contains(kind.eventType))
        #expect(stage.arrivals(of: kind) == SendEventStage.expectedArrivals(of: kind))
    }

    @Test(
        "TD-1: a window's sendEvent override that does not call super stops each kind of input",
        arguments: SendEventInputKind.allCases)
    func windowOverrideWithoutSuperStops(kind: SendEventInputKind) throws {
        let stage = SendEventStage()
        stage.window.passes = false

        try stage.send(kind)
        #expect(stage.app.seen.contains(kind.eventType))
        #expect(stage.window.seen.contains(kind.eventType))
        #expect(stage.arrivals(of: kind).isEmpty)

        stage.window.passes = true
        try stage.send(kind)
        #expect(stage.arrivals(of: kind) == SendEventStage.expectedArrivals(of: kind))
    }

    @Test("FR-9: a presses event carries its presses: allPresses holds every key that is down and the one that changed")
    func pressesEventCarriesItsPresses() throws {
        let stage = SendEventStage()
        var carried: [[String]] = []
        final class Probe: UIView {
            var onBegan: (UIPressesEvent?) -> Void = { _ in }
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { onBegan(event) }
        }
        let probe = Probe(frame: .zero)
        stage.window.addSubview(probe)
        #expect(probe.becomeFirstResponder())
        probe.onBegan = { event in
            carried.append((event?.allPresses ?? []).compactMap { $0.key?.charactersIgnoringModifiers }.sorted())
            #expect(event?.allPresses.allSatisfy { $0.responder === probe && $0.window === stage.window } == true)
            #expect(event?.presses(for: UIPanGestureRecognizer()).isEmpty == true, "recognizers receive no presses")
        }
        let a = FocusFixtures.key("a")
        let b = FocusFixtures.key("b")

        try stage.sim.keyDown(a)
        try stage.sim.keyDown(b)
        try stage.sim.keyUp(b)
        try stage.sim.keyUp(a)

        #expect(carried == [["a"], ["a", "b"]])
    }

    @Test("FR-14: a shake travels as a .motion event with subtype .motionShake")
    func motionEventHasShakeSubtype() throws {
        final class Probe: UIApplication {
            var motion: [UIEvent.EventSubtype] = []
            override func sendEvent(_ event: UIEvent) {
                if event.type == .motion { motion.append(event.subtype) }
                super.sendEvent(event)
            }
        }
        let app = Probe()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        try EventSimulator(application: app).shake()
        #expect(app.motion == [.motionShake, .motionShake], "began and ended")
    }
}
