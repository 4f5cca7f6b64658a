// Remote-control events (play, pause, next track …): delivered to the key window's first responder as
// remoteControlReceived(with:), whose default passes them up the chain, and only while the application receives
// them (beginReceivingRemoteControlEvents).

import Foundation
import Testing

@testable import ResponderKit

/// A view controller that records the subtypes of the remote-control events it receives.
private final class RemoteController: UIViewController {
    var received: [UIEvent.EventSubtype] = []

    override func remoteControlReceived(with event: UIEvent?) {
        received.append(event?.subtype ?? .none)
    }
}

/// An application with a key window whose root view controller records remote control; keep it in a local.
@MainActor
private final class RemoteStage {
    let controller = RemoteController()
    let app = UIApplication()
    let window: UIWindow
    let sim: EventSimulator
    let recorder = TraceRecorder()

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim = EventSimulator(application: app)
        app.tracer = recorder
    }

    var dropped: [String] {
        recorder.entries.compactMap { if case .inputDropped(let reason) = $0 { reason } else { nil } }
    }
}

@MainActor
@Suite("Remote control")
struct RemoteControlTests {
    @Test("Remote control: the first responder's default remoteControlReceived passes the event up to its controller")
    func defaultForwardsUpTheChain() throws {
        let stage = RemoteStage()
        final class Focusable: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let field = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        stage.app.beginReceivingRemoteControlEvents()

        try stage.sim.remoteControl(.remoteControlPlay)
        try stage.sim.remoteControl(.remoteControlNextTrack)

        #expect(stage.controller.received == [.remoteControlPlay, .remoteControlNextTrack])
        #expect(
            stage.recorder.entries.contains {
                if case .delivered(.remoteControlReceived, let to, 1) = $0 { to === field } else { false }
            }, "delivered to the first responder")
        #expect(
            stage.recorder.entries.contains {
                if case .forwarded(.remoteControlReceived, let from, _) = $0 { from === field } else { false }
            }, "and forwarded by its default implementation")
    }

    @Test("Remote control: with no first responder the key window's root view controller receives it (FR-10)")
    func startsAtTheRootViewController() throws {
        let stage = RemoteStage()
        stage.app.beginReceivingRemoteControlEvents()
        try stage.sim.remoteControl(.remoteControlTogglePlayPause)
        #expect(stage.controller.received == [.remoteControlTogglePlayPause])
    }

    @Test("Remote control: events are delivered only between begin- and endReceivingRemoteControlEvents")
    func onlyWhileReceiving() throws {
        let stage = RemoteStage()
        try stage.sim.remoteControl(.remoteControlPause)
        #expect(stage.controller.received.isEmpty)
        #expect(stage.dropped == ["remote control before beginReceivingRemoteControlEvents()"])

        stage.app.beginReceivingRemoteControlEvents()
        try stage.sim.remoteControl(.remoteControlPause)
        #expect(stage.controller.received == [.remoteControlPause])

        stage.app.endReceivingRemoteControlEvents()
        try stage.sim.remoteControl(.remoteControlPlay)
        #expect(stage.controller.received == [.remoteControlPause])
        #expect(stage.dropped.count == 2)
    }

    @Test("Remote control: with no key window the event is dropped and traced; it arrives once a window is key")
    func noKeyWindow() throws {
        let stage = RemoteStage()
        stage.app.beginReceivingRemoteControlEvents()
        stage.window.isHidden = true
        try stage.sim.remoteControl(.remoteControlStop)
        #expect(stage.controller.received.isEmpty)
        #expect(stage.dropped == ["remote control with no key window"])

        stage.window.makeKeyAndVisible()
        try stage.sim.remoteControl(.remoteControlStop)
        #expect(stage.controller.received == [.remoteControlStop])
    }
}
