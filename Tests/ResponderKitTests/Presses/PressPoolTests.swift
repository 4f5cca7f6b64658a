// Presses in the retired-object pool, beyond `PressReuseTests`: a kept press lets go of its responder and window,
// and a press retires (is offered to the pool) once, even when a handler cancels it during its own delivery.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Press reuse (the retired-object pool)")
struct PressPoolTests {
    /// A first responder that remembers the last press it began weakly (so it stays reusable), keeps presses
    /// strongly when told, runs `onBegan` in pressesBegan and logs every presses method.
    final class Probe: UIView {
        weak var lastBegan: UIPress?
        var kept: [UIPress] = []
        var keeps = false
        var onBegan: () -> Void = {}
        var log: [String] = []

        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            lastBegan = presses.first
            if keeps { kept.append(contentsOf: presses) }
            log.append("began \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
            onBegan()
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("cancelled \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
        }
    }

    /// An application with a key window whose first responder is a `Probe`.
    @MainActor
    private struct Stage {
        let app = UIApplication()
        let window: UIWindow
        let probe = Probe(frame: .zero)
        let sim: EventSimulator

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
            window.makeKeyAndVisible()
            window.addSubview(probe)
            sim = EventSimulator(application: app)
            _ = probe.becomeFirstResponder()
        }
    }

    @Test("FR-9: a press someone kept is not reused, and holds no responder or window once it ended")
    func keptPressIsNotReused() throws {
        let stage = Stage()
        stage.probe.keeps = true
        try stage.sim.press("a")
        stage.probe.keeps = false
        try stage.sim.press("b")

        let kept = try #require(stage.probe.kept.first)
        #expect(kept.key?.charactersIgnoringModifiers == "a")
        #expect(kept.phase == .ended && kept.delivery == .ended)
        #expect(kept.responder == nil && kept.window == nil)
        #expect(stage.probe.lastBegan !== kept)
    }

    @Test("FR-9: a press cancelled by resignActive from its own pressesBegan is cancelled once and retires once")
    func pressCancelledInItsBeganRetiresOnce() throws {
        let stage = Stage()
        stage.probe.onBegan = { [unowned app = stage.app] in app.resignActive() }
        try stage.sim.keyDown(FocusFixtures.key("a"))
        stage.probe.onBegan = {}

        #expect(stage.probe.log == ["began a", "cancelled a"])
        #expect(stage.app.pressTracker.pooledPressCount == 1, "offered to the pool once")
        try stage.sim.press("b")
        #expect(stage.probe.log == ["began a", "cancelled a", "began b", "ended b"])
        #expect(stage.app.pressTracker.pooledPressCount == 1)
    }
}
