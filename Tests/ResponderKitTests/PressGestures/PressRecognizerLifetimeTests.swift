// Bad input for presses to recognizers (PG-5, PG-7, PG-3): a recognizer removed or disabled mid-press, one that
// removes itself as the press begins, one that ignores the press, and a delegate that refuses it. In every case the
// press ends at its responder, no recognizer keeps it, and the next press is recognized again.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presses and recognizers that go away")
struct PressRecognizerLifetimeTests {
    typealias PressStage = PressGestureFixtures.PressStage

    /// A tap that removes itself from its view when a press begins.
    final class SelfRemovingTap: UITapGestureRecognizer {
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            view?.removeGestureRecognizer(self)
            super.pressesBegan(presses, with: event)
        }
    }

    /// A tap that ignores every press it is given.
    final class IgnoringTap: UITapGestureRecognizer {
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            for press in presses { ignore(press, for: event) }
        }
    }

    /// A delegate that refuses presses and records that it was asked.
    final class RefusingDelegate: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
            asked += 1
            return false
        }
    }

    @Test("PG-7: a recognizer removed from its view mid-press lets go of it; the responder's press ends")
    func removedMidPress() throws {
        let stage = PressStage()
        try stage.sim.buttonDown(.select)
        let press = try #require(stage.app.pressTracker.down.values.first)
        #expect(press.gestureRecognizers?.count == 1)
        stage.container.removeGestureRecognizer(stage.tap)
        #expect(press.gestureRecognizers?.isEmpty == true)
        #expect(stage.tap.trackedPresses.isEmpty)
        try stage.sim.buttonUp(.select)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "ended select"])
        #expect(stage.tap.state == .possible)
        #expect(stage.app.pressTracker.down.isEmpty)
        // Put back, it recognizes the next press.
        stage.container.addGestureRecognizer(stage.tap)
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 1)
    }

    @Test("PG-7: a recognizer disabled mid-press fails and resets; the responder's press ends")
    func disabledMidPress() throws {
        let stage = PressStage()
        try stage.sim.buttonDown(.select)
        stage.tap.isEnabled = false
        try stage.sim.buttonUp(.select)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "ended select"])
        #expect(stage.tap.trackedPresses.isEmpty)
        stage.tap.isEnabled = true
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 1)
    }

    @Test("PG-7: a recognizer that removes itself during pressesBegan keeps nothing; the press reaches the responder")
    func removedDuringBegan() throws {
        let stage = PressStage()
        stage.tap.isEnabled = false
        let removing = SelfRemovingTap()
        stage.recorder.addGestureRecognizer(removing)
        try stage.sim.pressButton(.select)
        #expect(removing.view == nil)
        #expect(removing.trackedPresses.isEmpty)
        #expect(removing.state == .possible)
        #expect(stage.recorder.log == ["began select", "ended select"])
        #expect(stage.app.pressTracker.down.isEmpty)
    }

    @Test("PG-7: a long press removed after it began is cancelled; the responder's cancelled press stays finished")
    func longPressRemovedAfterBegan() throws {
        let stage = PressStage()
        stage.tap.isEnabled = false
        let states = PressGestureFixtures.Log<UIGestureRecognizer.State>()
        let long = UILongPressGestureRecognizer { states.items.append($0.state) }
        stage.recorder.addGestureRecognizer(long)
        try stage.sim.buttonDown(.select)
        stage.sim.advance(by: 0.6)
        stage.recorder.removeGestureRecognizer(long)
        #expect(states.items == [.began, .cancelled])
        try stage.sim.buttonUp(.select)
        #expect(stage.recorder.log == ["began select", "cancelled select"])
        #expect(long.trackedPresses.isEmpty)
    }

    @Test("PG-5: an ignored press is neither recognized nor cancelled in the responder")
    func ignoredPress() throws {
        let stage = PressStage()
        stage.tap.isEnabled = false
        let ignoring = IgnoringTap()
        stage.recorder.addGestureRecognizer(ignoring)
        try stage.sim.buttonDown(.select)
        let press = try #require(stage.app.pressTracker.down.values.first)
        #expect(press.gestureRecognizers?.isEmpty == true)
        try stage.sim.buttonUp(.select)
        #expect(stage.recorder.log == ["began select", "ended select"])
        #expect(ignoring.state == .possible)
    }

    @Test("PG-3: a delegate that refuses the press keeps the recognizer out; the responder's press ends")
    func delegateRefuses() throws {
        let stage = PressStage()
        let delegate = RefusingDelegate()
        stage.tap.delegate = delegate
        try stage.sim.pressButton(.select)
        #expect(delegate.asked == 1)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "ended select"])
    }

    @Test("PG-7: a press cancelled by the application leaves no recognizer holding it")
    func resignActiveMidPress() throws {
        let stage = PressStage()
        try stage.sim.buttonDown(.select)
        try stage.app.input.send(.resignActive)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "cancelled select"])
        #expect(stage.tap.trackedPresses.isEmpty)
        #expect(stage.tap.state == .possible)
        try stage.app.input.send(.becomeActive)
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 1)
    }
}
