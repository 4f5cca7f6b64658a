// Bad input to actions: refused input that leaves no finger down, elements that move between query and action,
// actions called from handlers, durations beyond the bound, typing where no text goes, actions after terminate(),
// indexes out of range (UT-280 … UT-287).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// A view that counts the touch moves it receives and logs how its touches end.
@MainActor
final class MoveCounterView: UIView {
    var moves = 0
    var ends: [String] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moves += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ends.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { ends.append("cancelled") }
}

@MainActor
@Suite("UI testing: bad input to actions")
struct RobustnessTests {
    /// A 320 × 480 window holding `views`, its application with failures collected, and the failures.
    private func app(with views: [UIView]) -> (XCUIApplication, FailureLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        for view in views { window.addSubview(view) }
        let app = XCUIApplication(window: window)
        let failures = FailureLog()
        app.failureHandler = { failures.failures.append($0) }
        return (app, failures)
    }

    @Test("UT-280: a move the input layer refuses mid-swipe fails the swipe and cancels the finger it left down")
    func refusedMoveCancels() {
        // 2,200,000 points wide around x = 0: a swipe right of half its width ends past the input layer's limit.
        let wide = MoveCounterView(frame: CGRect(x: -1_100_000, y: 100, width: 2_200_000, height: 100))
        wide.accessibilityIdentifier = "wide"
        let (app, failures) = app(with: [wide])
        app.otherElements["wide"].swipeRight()
        #expect(wide.moves > 1000)
        #expect(wide.ends == ["cancelled"])
        #expect(app.uiApplication.input.activeTouchIDs.isEmpty)
        #expect(failures.failures.map(\.kind) == [.inputRefused])
        #expect(failures.messages.first?.hasPrefix("Failed to swipe right Other, identifier: 'wide': ") == true)
        app.otherElements["wide"].tap()
        #expect(wide.ends == ["cancelled", "ended"])
    }

    @Test("UT-280: a coordinate beyond the input layer's limit fails, and a drag to one cancels its finger")
    func refusedCoordinates() {
        let pad = MoveCounterView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        pad.accessibilityIdentifier = "pad"
        let (app, failures) = app(with: [pad])
        let center = app.otherElements["pad"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        center.withOffset(CGVector(dx: 2_000_000, dy: 0)).tap()
        center.press(forDuration: 0.1, thenDragTo: center.withOffset(CGVector(dx: 0, dy: 5_000_000)))
        #expect(failures.failures.map(\.kind) == [.inputRefused, .inputRefused])
        #expect(pad.ends == ["cancelled"])
        #expect(app.uiApplication.input.activeTouchIDs.isEmpty)
        for offset in [CGVector(dx: .nan, dy: 0.5), CGVector(dx: 0.5, dy: .infinity), CGVector(dx: -.infinity, dy: 0)] {
            app.otherElements["pad"].coordinate(withNormalizedOffset: offset).tap()
        }
        center.press(forDuration: 0.1, thenDragTo: center.withOffset(CGVector(dx: CGFloat.nan, dy: 0)))
        #expect(failures.failures.dropFirst(2).map(\.kind) == Array(repeating: .invalidArgument, count: 4))
        #expect(failures.messages.last?.contains("is not finite") == true)
        center.tap()
        #expect(pad.ends == ["cancelled", "ended"])
    }

    @Test("UT-281: an element that moved after its query was made is tapped where it is when the action runs")
    func movedElement() {
        let log = ScreenLog()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { _ in log.append("go") }, for: .touchUpInside)
        let (app, failures) = app(with: [button])
        let go = app.buttons["Go"]
        #expect(go.frame == CGRect(x: 20, y: 100, width: 200, height: 44))
        button.frame = CGRect(x: 40, y: 380, width: 120, height: 44)
        go.tap()
        #expect(log.lines == ["go"])
        #expect(go.frame == CGRect(x: 40, y: 380, width: 120, height: 44))
        // Moved outside the window, the same element is not hittable and the tap says so.
        button.frame.origin.y = 600
        go.tap()
        #expect(log.lines == ["go"])
        #expect(failures.failures.count == 1)
    }

    @Test("UT-282: an action or wait called from a handler an action runs fails, and the outer action completes")
    func reentrantAction() {
        let log = ScreenLog()
        let outer = UIButton(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
        outer.setTitle("Outer", for: .normal)
        let inner = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        inner.setTitle("Inner", for: .normal)
        inner.addAction(UIAction { _ in log.append("inner") }, for: .touchUpInside)
        let (app, failures) = app(with: [outer, inner])
        outer.addAction(
            UIAction { _ in
                log.append("outer")
                app.buttons["Inner"].tap()
                app.buttons["Inner"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                app.typeText("x")
                log.append("waited: \(app.buttons["Inner"].waitForExistence(timeout: 1))")
                log.append("reads: \(app.buttons["Inner"].label)")
            }, for: .touchUpInside)
        let before = app.simulator.clock.now
        app.buttons["Outer"].tap()
        #expect(log.lines == ["outer", "waited: false", "reads: Inner"])
        #expect(failures.failures.map(\.kind) == Array(repeating: .reentrantAction, count: 4))
        #expect(failures.messages.first?.hasPrefix("Failed to tap Descendants matching type Button") == true)
        #expect(app.simulator.clock.now == before + app.idleTime)
        #expect(app.uiApplication.input.activeTouchIDs.isEmpty)
        app.buttons["Inner"].tap()
        #expect(log.lines.last == "inner")
    }

    @Test("UT-283: durations and timeouts negative, NaN, infinite or beyond maximumVirtualDuration fail at once")
    func boundedDurations() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        let press = app.otherElements["longPress"]
        let clock = app.simulator.clock
        let start = clock.now
        for duration in [-1, .nan, .infinity, 3600.5, .greatestFiniteMagnitude] as [TimeInterval] {
            press.press(forDuration: duration)
            press.press(forDuration: duration, thenDragTo: app.otherElements["pinch"])
            #expect(!press.waitForExistence(timeout: duration))
        }
        app.otherElements["swipe"].swipeUp(velocity: XCUIGestureVelocity(0.01))
        app.otherElements["swipe"].swipeLeft(velocity: XCUIGestureVelocity(.leastNonzeroMagnitude))
        app.otherElements["pinch"].pinch(withScale: 2, velocity: 1e-9)
        app.otherElements["rotate"].rotate(1, withVelocity: .leastNonzeroMagnitude)
        #expect(failures.failures.count == 19)
        #expect(failures.failures.allSatisfy { $0.kind == .invalidArgument })
        #expect(failures.messages[9].contains("longer than the maximumVirtualDuration of 3600.0 s"))
        #expect(clock.now == start)
        #expect(log.lines.isEmpty)
        // The bound itself is allowed, and a smaller bound applies at once.
        press.press(forDuration: 3600)
        #expect(log.lines == ["long press"])
        #expect(clock.now == start + 3600 + app.idleTime)
        app.maximumVirtualDuration = 1
        press.press(forDuration: 2)
        #expect(failures.failures.count == 20)
    }

    @Test("UT-284: a slow gesture sends at most 1,200 moves however long it lasts")
    func boundedMoves() {
        let pad = MoveCounterView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        pad.accessibilityIdentifier = "pad"
        let (app, failures) = app(with: [pad])
        app.otherElements["pad"].rotate(3, withVelocity: 0.001)
        #expect(pad.moves == 1200)
        app.otherElements["pad"].swipeDown(velocity: XCUIGestureVelocity(1000))
        #expect(pad.moves == 1200 + 6)
        #expect(pad.ends == ["ended", "ended"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-283: zero, negative, NaN and infinite velocities and scales fail at once and send nothing")
    func badVelocitiesAndScales() {
        let (app, log, failures) = launch { GestureViewController(log: $0) }
        let start = app.simulator.clock.now
        for velocity in [0, -500, .nan, .infinity] as [CGFloat] {
            app.otherElements["swipe"].swipeRight(velocity: XCUIGestureVelocity(velocity))
            app.otherElements["pinch"].pinch(withScale: 2, velocity: velocity)
            app.otherElements["rotate"].rotate(1, withVelocity: velocity == -500 ? 0 : velocity)
        }
        for scale in [0, -1, -.infinity, .nan, .infinity] as [CGFloat] {
            app.otherElements["pinch"].pinch(withScale: scale, velocity: -1)
        }
        #expect(failures.failures.count == 17)
        #expect(
            failures.failures.allSatisfy {
                $0.kind == .invalidArgument && $0.message.contains("Descendants matching type Other")
            })
        #expect(app.simulator.clock.now == start)
        #expect(log.lines.isEmpty)
        app.otherElements["swipe"].swipeRight(velocity: .slow)
        #expect(log.lines == ["swipe right"])
    }
}
