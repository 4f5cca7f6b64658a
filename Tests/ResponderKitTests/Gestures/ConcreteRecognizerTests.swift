// The concrete recognizers and their named thresholds (spec GR-16 … GR-24).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ConcreteRecognizerTests {
    private typealias State = UIGestureRecognizer.State

    /// A stage with one full-window view.
    private func makeView() -> (GestureSpec.Stage, UIView) {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        return (stage, view)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }

    // MARK: GR-16: tap

    @Test("GR-16: a tap is discrete, needs one tap of one finger by default, and recognizes on lift")
    func tapDefaults() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        view.addGestureRecognizer(tap)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        #expect(tap.state == .possible)
        try stage.sim.touchUp(touch)
        #expect(states == [.ended])
        #expect(stage.transitions(of: tap) == ["possible->ended", "ended->possible"])
    }

    @Test("GR-16: a double tap recognizes when the second tap lifts, at the location of the first tap")
    func doubleTapLocation() throws {
        let (stage, view) = makeView()
        var locations: [CGPoint] = []
        let double = UITapGestureRecognizer { locations.append($0.location(in: view)) }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        let second = try stage.sim.touchDown(at: CGPoint(x: 120, y: 110), in: view)
        #expect(locations.isEmpty)
        try stage.sim.touchUp(second)

        #expect(locations == [CGPoint(x: 100, y: 100)])
    }

    @Test("GR-16: a two-finger tap recognizes at the centroid; one finger is not enough")
    func twoFingerTap() throws {
        let (stage, view) = makeView()
        var locations: [CGPoint] = []
        let tap = UITapGestureRecognizer { locations.append($0.location(in: view)) }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(locations.isEmpty)
        #expect(stage.transitions(of: tap).first == "possible->failed")

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 140)], in: view)
        #expect(locations == [CGPoint(x: 150, y: 120)])
    }

    @Test("GR-16: a three-finger touch fails a two-finger tap")
    func tooManyFingers() throws {
        let (stage, view) = makeView()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)

        try stage.sim.tap(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 110, y: 10)], in: view)

        #expect(taps == 0)
    }

    // MARK: GR-17: tap thresholds

    @Test("GR-17: the tap thresholds are the named constants 45 pt, 0.75 s and 0.35 s")
    func tapConstants() {
        #expect(UITapGestureRecognizer.allowableMovement == 45)
        #expect(UITapGestureRecognizer.maximumPressDuration == 0.75)
        #expect(UITapGestureRecognizer.maximumTapInterval == 0.35)
    }

    @Test("GR-17: a finger that moves less than the allowance still taps; more than it fails")
    func tapMovement() throws {
        let (stage, view) = makeView()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        let allowance = UITapGestureRecognizer.allowableMovement

        let within = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(within, to: CGPoint(x: 100 + allowance - 1, y: 100), in: view)
        try stage.sim.touchUp(within)
        #expect(taps == 1)

        stage.sim.advance(by: 1)
        let beyond = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(beyond, to: CGPoint(x: 100, y: 100 + allowance + 1), in: view)
        #expect(tap.state == .failed)
        try stage.sim.touchMove(beyond, to: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchUp(beyond)
        #expect(taps == 1, "coming back does not revive a failed tap")
    }

    @Test("GR-17: a finger held past the maximum press duration fails the tap")
    func tapHeldTooLong() throws {
        let (stage, view) = makeView()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        let limit = UITapGestureRecognizer.maximumPressDuration

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view, duration: limit - 0.05)
        #expect(taps == 1)

        stage.sim.advance(by: 1)
        let held = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: limit + 0.01)
        #expect(tap.state == .failed)
        try stage.sim.touchUp(held)
        #expect(taps == 1)
    }

    @Test("GR-17: the next required tap must start within the maximum tap interval")
    func tapInterval() throws {
        let (stage, view) = makeView()
        var doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let interval = UITapGestureRecognizer.maximumTapInterval

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: interval - 0.05)
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(doubles == 1)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: interval + 0.05)
        #expect(stage.failureReasons(of: double).count == 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        #expect(doubles == 1)
    }

    // MARK: GR-19: long press

    @Test("GR-19: long-press defaults are 0.5 s, 10 pt, one finger, no taps")
    func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("GR-19: a long press begins after the minimum duration, changes with movement and ends on lift")
    func longPressLifecycle() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.2)
        try stage.sim.touchMove(touch, to: CGPoint(x: 109, y: 100), in: view)
        stage.sim.advance(by: 0.29)
        #expect(states.isEmpty)
        stage.sim.advance(by: 0.02)
        #expect(states == [.began])
        try stage.sim.touchMove(touch, to: CGPoint(x: 250, y: 300), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 10, y: 10), in: view)
        #expect(states == [.began, .changed, .changed])
        try stage.sim.touchUp(touch)
        #expect(states == [.began, .changed, .changed, .ended])
    }

    @Test("GR-19: lifting before the minimum duration fails the long press")
    func longPressLiftedEarly() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view, duration: 0.4)
        stage.sim.advance(by: 1)

        #expect(states.isEmpty)
        #expect(stage.transitions(of: press) == ["possible->failed", "failed->possible"])
    }

    @Test("GR-19: a two-finger long press needs both fingers held")
    func twoFingerLongPress() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTouchesRequired = 2
        view.addGestureRecognizer(press)

        let one = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.6)
        #expect(states.isEmpty)
        let two = try stage.sim.touchDown(at: CGPoint(x: 150, y: 100), in: view)
        stage.sim.advance(by: 0.49)
        #expect(states.isEmpty)
        stage.sim.advance(by: 0.02)
        #expect(states == [.began])
        try stage.sim.touchUp(one)
        #expect(states == [.began, .ended], "lifting one finger ends it")
        try stage.sim.touchUp(two)
        #expect(states == [.began, .ended])
    }

    @Test("GR-19: with one tap required, the press begins only when a tap precedes the hold")
    func tapThenPress() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)

        let plain = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.6)
        try stage.sim.touchUp(plain)
        #expect(states.isEmpty)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        let hold = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.51)
        #expect(states == [.began])
        try stage.sim.touchUp(hold)
        #expect(states == [.began, .ended])
    }

    // MARK: GR-20: pan

    @Test("GR-20: pan defaults are one to Int.max fingers and a 10-point hysteresis")
    func panDefaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(UIPanGestureRecognizer.hysteresis == 10)
    }

    @Test("GR-20: a pan begins only once the finger has moved past the hysteresis")
    func panHysteresis() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let hysteresis = UIPanGestureRecognizer.hysteresis

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 100 + hysteresis - 1, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 100, y: 100 + hysteresis - 1), in: view)
        #expect(states.isEmpty)
        try stage.sim.touchMove(touch, to: CGPoint(x: 100, y: 100 + hysteresis + 1), in: view)
        #expect(states == [.began])
        try stage.sim.touchUp(touch)
        #expect(states == [.began, .ended])
    }

    @Test("GR-20: a two-finger pan keeps going while one finger lifts and ends when the last lifts")
    func panEndsWithLastFinger() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], in: view)
        try stage.sim.touchMove(fingers, to: [CGPoint(x: 100, y: 130), CGPoint(x: 200, y: 130)], in: view)
        #expect(pan.numberOfTouches == 2)
        try stage.sim.touchUp(fingers[0])
        #expect(pan.state == .changed || pan.state == .began)
        try stage.sim.touchMove(fingers[1], to: CGPoint(x: 200, y: 160), in: view)
        try stage.sim.touchUp(fingers[1])
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.filter { $0 == .ended }.count == 1)
    }

    @Test("GR-20: a pan needs at least minimumNumberOfTouches and at most maximumNumberOfTouches fingers")
    func panFingerLimits() throws {
        let (stage, view) = makeView()
        var twoFinger = 0
        var oneFinger = 0
        let needsTwo = UIPanGestureRecognizer { _ in twoFinger += 1 }
        needsTwo.minimumNumberOfTouches = 2
        let atMostOne = UIPanGestureRecognizer { _ in oneFinger += 1 }
        atMostOne.maximumNumberOfTouches = 1
        let both = GestureSpec.Simultaneous()
        needsTwo.delegate = both
        atMostOne.delegate = both
        view.addGestureRecognizer(needsTwo)
        view.addGestureRecognizer(atMostOne)

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], in: view)
        try stage.sim.touchMove(fingers, to: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)], in: view)
        try stage.sim.touchUp(fingers)
        #expect(twoFinger > 0)
        #expect(oneFinger == 0)

        twoFinger = 0
        try stage.sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), in: view, steps: 4)
        #expect(twoFinger == 0)
        #expect(oneFinger > 0)
    }

    @Test("GR-20: a two-finger pan reports no change while fewer than the minimum fingers are down")
    func panBelowMinimumReportsNoChange() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)

        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], in: view)
        try stage.sim.touchMove(fingers, to: [CGPoint(x: 100, y: 130), CGPoint(x: 200, y: 130)], in: view)
        #expect(states == [.began])
        try stage.sim.touchUp(fingers[0])
        let afterLift = states.count
        try stage.sim.touchMove(fingers[1], to: CGPoint(x: 200, y: 180), in: view)
        try stage.sim.touchMove(fingers[1], to: CGPoint(x: 200, y: 230), in: view)

        #expect(!states.dropFirst(afterLift).contains(.changed))
        try stage.sim.touchUp(fingers[1])
        #expect(states.filter { $0 == .ended || $0 == .cancelled }.count == 1)
    }

    @Test("GR-20: a finger added after the pan began joins it without a jump in translation")
    func fingerJoinsActivePan() throws {
        let (stage, view) = makeView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        let first = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(first, to: CGPoint(x: 100, y: 130), in: view)
        #expect(pan.state == .began)
        let second = try stage.sim.touchDown(at: CGPoint(x: 200, y: 130), in: view)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 30))
        try stage.sim.touchMove([first, second], to: [CGPoint(x: 100, y: 140), CGPoint(x: 200, y: 140)], in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 40))
        try stage.sim.touchUp([first, second])
    }

    // MARK: GR-21: translation and velocity

    @Test("GR-21: translation is measured from the touch-down point, so the first value is past the hysteresis")
    func translationFromTouchDown() throws {
        let (stage, view) = makeView()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append(($0 as! UIPanGestureRecognizer).translation(in: view)) }
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 109, y: 106), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 160), in: view)
        try stage.sim.touchUp(touch)

        #expect(translations == [CGPoint(x: 9, y: 6), CGPoint(x: -50, y: 60), CGPoint(x: -50, y: 60)])
    }

    @Test("GR-21: translation(in:) is expressed in the given view's coordinates")
    func translationInOtherView() throws {
        let (stage, view) = makeView()
        let scaled = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.isUserInteractionEnabled = false
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 140, y: 120), in: view)

        #expect(pan.translation(in: view) == CGPoint(x: 40, y: 20))
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 20))
        #expect(pan.translation(in: scaled) == CGPoint(x: 20, y: 10))
        try stage.sim.touchUp(touch)
    }

    @Test("GR-21: setTranslation resets the reference so later values are relative to it")
    func setTranslationResets() throws {
        let (stage, view) = makeView()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: view))
            pan.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 125, y: 90), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 135, y: 90), in: view)
        try stage.sim.touchUp(touch)

        #expect(translations == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: -10), CGPoint(x: 10, y: 0), .zero])
    }

    @Test("GR-21: velocity is in points per second of the virtual clock")
    func panVelocity() throws {
        let (stage, view) = makeView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 100), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 60), in: view)

        let velocity = pan.velocity(in: view)
        #expect(close(velocity.x, 300))
        #expect(close(velocity.y, -400))
        try stage.sim.touchUp(touch)
    }

    // MARK: GR-22, GR-23: swipe

    @Test("GR-22: swipe is discrete, right by default, one finger, and the constants are 50 pt, 0.5 s, 10 pt")
    func swipeDefaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.minimumDistance == 50)
        #expect(UISwipeGestureRecognizer.maximumDuration == 0.5)
        #expect(UISwipeGestureRecognizer.checkDistance == 10)
    }

    @Test("GR-23: a swipe recognizes while the finger is still moving, once it travelled the minimum distance")
    func swipeRecognizesMidStroke() throws {
        let (stage, view) = makeView()
        var states: [State] = []
        let swipe = UISwipeGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(swipe)
        let distance = UISwipeGestureRecognizer.minimumDistance

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 100), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50 + distance - 5, y: 102), in: view)
        #expect(states.isEmpty)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50 + distance + 5, y: 103), in: view)
        #expect(states == [.ended])
        try stage.sim.touchMove(touch, to: CGPoint(x: 250, y: 103), in: view)
        try stage.sim.touchUp(touch)
        #expect(states == [.ended])
    }

    @Test("GR-22: direction is an option set: a left-or-up swipe accepts both and refuses right")
    func swipeDirections() throws {
        let (stage, view) = makeView()
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        swipe.direction = [.left, .up]
        view.addGestureRecognizer(swipe)

        try stage.sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), in: view, steps: 5)
        #expect(count == 1)
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100), in: view, steps: 5)
        #expect(count == 2)
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), in: view, steps: 5)
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), in: view, steps: 5)
        #expect(count == 2)
    }

    @Test("GR-23: a swipe fails against its direction, when too slow, when lifted early, or when it drifts")
    func swipeFailures() throws {
        let (stage, view) = makeView()
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        view.addGestureRecognizer(swipe)

        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100), in: view, steps: 5)
        #expect(stage.failureReasons(of: swipe).count == 1, "against the direction")

        stage.sim.advance(by: 1)
        try stage.sim.drag(
            from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 100), in: view, steps: 10,
            duration: 2 * UISwipeGestureRecognizer.maximumDuration)
        #expect(stage.failureReasons(of: swipe).count == 2, "too slow")

        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 80, y: 100), in: view, steps: 3)
        #expect(stage.failureReasons(of: swipe).count == 3, "lifted before the minimum distance")

        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 180), in: view, steps: 5)
        #expect(stage.failureReasons(of: swipe).count == 4, "too much sideways drift")

        #expect(count == 0)
    }

    @Test("GR-23: direction is only checked after the first 10 points, so an initial wobble is tolerated")
    func swipeWobble() throws {
        let (stage, view) = makeView()
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        view.addGestureRecognizer(swipe)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 100), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 95, y: 100), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(touch, to: CGPoint(x: 130, y: 100), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(touch, to: CGPoint(x: 170, y: 100), in: view)
        try stage.sim.touchUp(touch)

        #expect(count == 1)
    }

    @Test("GR-22: a fast swipe tolerates more sideways drift than a slow one")
    func fastSwipeToleratesDrift() throws {
        let (stage, view) = makeView()
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        view.addGestureRecognizer(swipe)

        func swipes(drift: CGFloat, duration: TimeInterval) throws -> Bool {
            stage.sim.advance(by: 1)
            let before = count
            try stage.sim.drag(
                from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 100 + drift), in: view, steps: 6,
                duration: duration)
            return count > before
        }

        var fastOnly: [CGFloat] = []
        for drift in stride(from: CGFloat(0), through: 60, by: 5) {
            let fast = try swipes(drift: drift, duration: 0.03)
            let slow = try swipes(drift: drift, duration: 0.45)
            #expect(fast || !slow, "a slow swipe recognized where a fast one did not (drift \(drift))")
            if fast && !slow { fastOnly.append(drift) }
        }
        #expect(!fastOnly.isEmpty, "some drift is accepted when fast and refused when slow")
    }

    @Test("GR-22: a two-finger swipe needs both fingers")
    func twoFingerSwipe() throws {
        let (stage, view) = makeView()
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        swipe.numberOfTouchesRequired = 2
        view.addGestureRecognizer(swipe)

        try stage.sim.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), in: view, steps: 5)
        #expect(count == 0)

        stage.sim.advance(by: 1)
        let fingers = try stage.sim.touchDown(at: [CGPoint(x: 50, y: 100), CGPoint(x: 50, y: 150)], in: view)
        for step in 1...5 {
            stage.sim.advance(by: 0.02)
            let x = 50 + CGFloat(step) * 20
            try stage.sim.touchMove(fingers, to: [CGPoint(x: x, y: 100), CGPoint(x: x, y: 150)], in: view)
        }
        try stage.sim.touchUp(fingers)
        #expect(count == 1)
    }

    // MARK: GR-24: pinch and rotation

    @Test("GR-24: pinch scale is 1 at began, then distance over the distance at began; velocity in scale per second")
    func pinchScaleAndVelocity() throws {
        let (stage, view) = makeView()
        var scales: [CGFloat] = []
        var states: [State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scales.append((recognizer as! UIPinchGestureRecognizer).scale)
        }
        view.addGestureRecognizer(pinch)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 50, angle: 0), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 60, angle: 0), in: view)
        #expect(states == [.began])
        #expect(scales == [1])
        #expect(pinch.velocity == 0)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 120, angle: 0), in: view)
        #expect(close(pinch.scale, 2))
        #expect(close(pinch.velocity, 10))
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 30, angle: 0), in: view)
        #expect(close(pinch.scale, 0.5))
        #expect(close(pinch.velocity, -15))
        try stage.sim.touchUp(fingers)
        #expect(states == [.began, .changed, .changed, .ended])
    }

    @Test("GR-24: a pinch needs two touches: one finger never begins it")
    func pinchNeedsTwoFingers() throws {
        let (stage, view) = makeView()
        var count = 0
        let pinch = UIPinchGestureRecognizer { _ in count += 1 }
        view.addGestureRecognizer(pinch)

        try stage.sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 300), in: view, steps: 5)

        #expect(count == 0)
        #expect(stage.transitions(of: pinch) == ["possible->failed", "failed->possible"])
    }

    @Test("GR-24: rotation is 0 at began, then radians from the angle at began; velocity in radians per second")
    func rotationAndVelocity() throws {
        let (stage, view) = makeView()
        var rotations: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        view.addGestureRecognizer(rotation)
        let center = CGPoint(x: 160, y: 240)
        let start: CGFloat = 0.1

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 80, angle: 0), in: view)
        stage.sim.advance(by: 0.05)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: start), in: view)
        #expect(rotation.state == .began)
        #expect(rotations == [0])
        stage.sim.advance(by: 0.1)
        let quarter = CGFloat.pi / 4
        try stage.sim.touchMove(
            fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: start + quarter), in: view)
        #expect(close(rotation.rotation, quarter, within: 1e-9))
        #expect(close(rotation.velocity, quarter / 0.1, within: 1e-6))
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(
            fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: start - quarter), in: view)
        #expect(close(rotation.rotation, -quarter, within: 1e-9))
        #expect(close(rotation.velocity, -2 * quarter / 0.1, within: 1e-6))
        try stage.sim.touchUp(fingers)
        #expect(rotation.state == .possible)
    }

    @Test("GR-24: rotation accumulates past half a turn without jumping")
    func rotationPastHalfTurn() throws {
        let (stage, view) = makeView()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 80, angle: 0), in: view)
        var angle: CGFloat = 0.1
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: angle), in: view)
        for _ in 0..<8 {
            stage.sim.advance(by: 0.02)
            angle += 0.5
            try stage.sim.touchMove(
                fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: angle), in: view)
        }
        #expect(close(rotation.rotation, 4, within: 1e-9))
        try stage.sim.touchUp(fingers)
    }
}
