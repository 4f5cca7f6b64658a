// A remote's select button reaching a tap recognizer on the first responder's chain (PG-1 … PG-4, PG-6): the
// recognizer hears the press first, recognizes when it goes up, and the responder's press is cancelled.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presses reach gesture recognizers")
struct PressRecognitionTests {
    typealias PressStage = PressGestureFixtures.PressStage

    @Test("PG-1: a tap takes the select button by default; pans and keyboard keys take no press")
    func defaults() throws {
        let stage = PressStage()
        #expect(stage.tap.allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
        #expect(UIPanGestureRecognizer().allowedPressTypes.isEmpty)
        #expect(UISwipeGestureRecognizer().allowedPressTypes.isEmpty)
        #expect(UILongPressGestureRecognizer().allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
        // Return on a keyboard is a key, not a button: the recorder sees it end, the tap never fires.
        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(stage.recorder.log == ["began key", "ended key"])
        #expect(stage.recorder.recognizersAtBegan == [[]])
        #expect(stage.taps == 0)
        // The menu button is not among the tap's types either.
        try stage.sim.pressButton(.menu)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log.suffix(2) == ["began menu", "ended menu"])
    }

    @Test("PG-2, PG-3, PG-6: a remote's select press is recognized by the tap; the responder's press is cancelled")
    func selectPressRecognized() throws {
        let stage = PressStage()
        try stage.sim.buttonDown(.select)
        // The recognizer heard the press first and is listed on it; the responder began receiving it.
        #expect(stage.recorder.log == ["began select"])
        #expect(stage.recorder.recognizersAtBegan.first?.contains { $0 === stage.tap } == true)
        #expect(stage.taps == 0)
        stage.sim.advance(by: 0.1)
        try stage.sim.buttonUp(.select)
        #expect(stage.taps == 1)
        #expect(stage.recorder.log == ["began select", "cancelled select"])
        #expect(stage.tap.state == .possible)
        // A second click is a second tap.
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 2)
    }

    @Test("PG-2: a select press held too long is no tap, and the responder's press ends normally")
    func heldTooLong() throws {
        let stage = PressStage()
        try stage.sim.pressButton(.select, duration: 1.0)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "ended select"])
    }

    @Test("PG-2: a double tap needs two select presses within the tap interval")
    func doubleTapPress() throws {
        let stage = PressStage()
        stage.tap.numberOfTapsRequired = 2
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 0)
        stage.sim.advance(by: 0.1)
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 1)
        // The first press reached the responder whole; the second was taken.
        #expect(stage.recorder.log == ["began select", "ended select", "began select", "cancelled select"])
    }

    @Test("PG-6: without cancelsTouchesInView the responder receives the whole press")
    func noCancellation() throws {
        let stage = PressStage()
        stage.tap.cancelsTouchesInView = false
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 1)
        #expect(stage.recorder.log == ["began select", "ended select"])
    }

    @Test("PG-1: allowedPressTypes chooses the button: a tap for play/pause ignores select")
    func allowedPressTypes() throws {
        let stage = PressStage()
        stage.tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
        try stage.sim.pressButton(.select)
        #expect(stage.taps == 0)
        try stage.sim.pressButton(.playPause)
        #expect(stage.taps == 1)
        #expect(stage.recorder.log == ["began select", "ended select", "began playPause", "cancelled playPause"])
    }

    @Test("PG-2: a long press recognizer begins on a held select button; the responder's press is cancelled then")
    func longPressOnSelect() throws {
        let stage = PressStage()
        stage.tap.isEnabled = false
        let states = PressGestureFixtures.Log<UIGestureRecognizer.State>()
        let long = UILongPressGestureRecognizer { states.items.append($0.state) }
        stage.recorder.addGestureRecognizer(long)
        try stage.sim.buttonDown(.select)
        stage.sim.advance(by: 0.6)
        #expect(states.items == [.began])
        #expect(stage.recorder.log == ["began select", "cancelled select"])
        try stage.sim.buttonUp(.select)
        #expect(states.items == [.began, .ended])
        #expect(stage.recorder.log == ["began select", "cancelled select"])
    }

    @Test("PG-4: two recognizers on one press: the first to recognize wins, the other fails")
    func exclusion() throws {
        let stage = PressStage()
        let inner = PressGestureFixtures.Log<Int>()
        let innerTap = UITapGestureRecognizer { _ in inner.items.append(1) }
        stage.recorder.addGestureRecognizer(innerTap)
        try stage.sim.pressButton(.select)
        // The deepest view's tap hears the press first and recognizes first.
        #expect(inner.items.count == 1)
        #expect(stage.taps == 0)
        #expect(stage.recorder.log == ["began select", "cancelled select"])
    }
}
