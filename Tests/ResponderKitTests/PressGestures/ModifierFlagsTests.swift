// Modifier keys on clicks and touches (PG-8 … PG-10): a Shift-click or Command-click is seen in the view's touch
// methods through `UIEvent.modifierFlags`, and by a tap recognizer through its own `modifierFlags`; a right click
// reports `.secondary` in `UIEvent.buttonMask`.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Modifier flags of clicks and touches")
struct ModifierFlagsTests {
    typealias PressStage = PressGestureFixtures.PressStage

    @Test("PG-8, PG-9: a Shift-click reaches touchesBegan and the tap recognizer with .shift")
    func shiftClick() throws {
        let stage = PressStage()
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: stage.recorder, modifierFlags: .shift)
        #expect(stage.taps == 1)
        #expect(stage.tapFlags == [.shift])
        // The recorder got the click's began (before the tap took it) with Shift held.
        #expect(stage.recorder.touchFlags.first == .shift)
        // Shift was released after the click: a plain click carries no flag.
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: stage.recorder)
        #expect(stage.tapFlags == [.shift, []])
    }

    @Test("PG-8, PG-9: a Command-click and a Command-Shift tap report both keys")
    func commandClick() throws {
        let stage = PressStage()
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: stage.recorder, modifierFlags: .command)
        try stage.sim.tap(at: CGPoint(x: 60, y: 60), in: stage.recorder, modifierFlags: [.command, .shift])
        #expect(stage.tapFlags == [.command, [.command, .shift]])
        #expect(stage.recorder.touchFlags.contains([.command, .shift]))
    }

    @Test("PG-8: modifier keys held as presses are reported on a touch; the host's reported state adds to them")
    func heldKeysAndHostState() throws {
        let stage = PressStage()
        stage.tap.cancelsTouchesInView = false
        try stage.sim.keyDown(UIKey(characters: "", keyCode: .keyboardLeftControl, modifierFlags: .control))
        try stage.app.input.send(
            TouchSample(
                id: 90, phase: .began, location: CGPoint(x: 40, y: 40), window: stage.window,
                modifierFlags: .alternate))
        #expect(stage.recorder.touchFlags.last == [.control, .alternate])
        try stage.app.input.send(
            TouchSample(id: 90, phase: .ended, location: CGPoint(x: 40, y: 40), window: stage.window))
        #expect(stage.recorder.touchFlags.last == .control)
        try stage.sim.keyUp(UIKey(characters: "", keyCode: .keyboardLeftControl, modifierFlags: .control))
        try stage.sim.tap(at: CGPoint(x: 40, y: 40), in: stage.window)
        #expect(stage.recorder.touchFlags.last == [])
    }

    @Test("PG-8: a key press's event carries the key's modifier flags")
    func keyPressFlags() throws {
        final class FlagView: UIView {
            var seenFlags: [UIKeyModifierFlags] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                seenFlags.append(event?.modifierFlags ?? [])
            }
        }
        let stage = PressStage()
        let view = stage.add(FlagView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        _ = view.becomeFirstResponder()
        try stage.sim.press("k", modifiers: [.command, .alternate])
        #expect(view.seenFlags == [[.command, .alternate]])
    }

    @Test("PG-10: a right click reports .secondary in the event's buttonMask, a left click .primary")
    func buttonMask() throws {
        let stage = PressStage()
        try stage.sim.secondaryClick(at: CGPoint(x: 50, y: 50), in: stage.recorder)
        try stage.sim.click(at: CGPoint(x: 50, y: 50), in: stage.recorder)
        #expect(stage.recorder.touchButtons == [.secondary, .primary])
        // The right click is no tap (its required button is the primary one); the left click is.
        #expect(stage.taps == 1)
    }
}
