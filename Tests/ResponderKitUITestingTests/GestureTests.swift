// Double taps, two-finger taps, long presses, pinches, rotations, swipes and press-and-drag as real touches that
// the app's recognizers see (UT-34 … UT-39).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: gestures")
struct GestureTests {
    @Test("UT-34: doubleTap is two taps a double-tap recognizer accepts; twoFingerTap two fingers at once")
    func taps() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        app.otherElements["doubleTap"].doubleTap()
        app.otherElements["twoFinger"].twoFingerTap()
        app.otherElements["doubleTap"].tap()
        #expect(log.lines == ["double tap", "two-finger tap"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-35: press(forDuration:) holds the finger for that long in virtual time; a short press is not long")
    func longPress() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        app.otherElements["longPress"].press(forDuration: 0.2)
        #expect(log.lines.isEmpty)
        app.otherElements["longPress"].press(forDuration: 1)
        #expect(log.lines == ["long press"])
        app.otherElements["longPress"].press(forDuration: -1)
        app.otherElements["longPress"].press(forDuration: .infinity)
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument])
        #expect(log.lines == ["long press"])
    }

    @Test("UT-38: pinch(withScale:velocity:) spreads or closes two fingers; a bad scale or velocity fails")
    func pinch() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        app.otherElements["pinch"].pinch(withScale: 2, velocity: 1)
        app.otherElements["pinch"].pinch(withScale: 0.5, velocity: -1)
        // The recognizer's scale counts from where it began, past its hysteresis: close to the requested scale.
        #expect(log.lines == ["pinch out", "pinch in"])
        app.otherElements["pinch"].pinch(withScale: 0.5, velocity: 1)
        app.otherElements["pinch"].pinch(withScale: .nan, velocity: 1)
        app.otherElements["pinch"].pinch(withScale: 0, velocity: -1)
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(log.lines.count == 2)
    }

    @Test("UT-39: rotate(_:withVelocity:) turns two fingers by the angle; a NaN angle fails")
    func rotate() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        app.otherElements["rotate"].rotate(CGFloat.pi / 2, withVelocity: 2)
        // The recognizer's rotation counts from where it began, past its hysteresis: close to the requested angle.
        #expect(log.lines.count == 1)
        #expect(log.lines.first.flatMap { Double($0.dropFirst(7)) }.map { $0 > 1.4 && $0 <= 1.571 } == true)
        app.otherElements["rotate"].rotate(.nan, withVelocity: 1)
        app.otherElements["rotate"].rotate(1, withVelocity: 0)
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument])
    }

    @Test("UT-37: the four swipes are recognized in their directions; a bad velocity fails")
    func swipes() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        let pad = app.otherElements["swipe"]
        pad.swipeUp()
        pad.swipeDown()
        pad.swipeLeft()
        pad.swipeRight()
        pad.swipeLeft(velocity: .fast)
        #expect(log.lines == ["swipe up", "swipe down", "swipe left", "swipe right", "swipe left"])
        pad.swipeUp(velocity: XCUIGestureVelocity(-5))
        #expect(failures.failures.map(\.kind) == [.invalidArgument])
    }

    @Test("UT-36: press(forDuration:thenDragTo:) drags from one element to another's activation point")
    func pressAndDrag() {
        let (app, log, failures) = launch { DragViewController(log: $0) }
        app.otherElements["card"].press(forDuration: 0.5, thenDragTo: app.otherElements["target"])
        #expect(log.lines == ["dropped at 250,350"])
        let card = app.otherElements["card"]
        #expect(card.frame == CGRect(x: 210, y: 310, width: 80, height: 80))
        card.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
            .press(
                forDuration: 0.1,
                thenDragTo: card.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).withOffset(
                    CGVector(dx: -100, dy: 0)))
        #expect(log.lines.last == "dropped at 150,350")
        #expect(failures.failures.isEmpty)
    }
}
