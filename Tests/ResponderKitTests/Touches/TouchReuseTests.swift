// The touch pool: a began phase reuses an ended touch that nothing references (so it allocates nothing), exactly
// as a new touch (TD-4, TD-5, TD-8); a touch anything still references is never reused or changed.

import Foundation
import Testing

@testable import ResponderKit

/// Notes the touches it receives, weakly or strongly, and what they looked like at began.
private final class TouchNotingView: UIView {
    let keepsTouches: Bool
    weak var lastTouch: UITouch?
    var keptTouches: [UITouch] = []
    var beganStates: [(phase: UITouch.Phase, tapCount: Int, view: UIView?, location: CGPoint, recognizers: Int)] = []

    init(frame: CGRect, keepsTouches: Bool) {
        self.keepsTouches = keepsTouches
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        if keepsTouches { keptTouches.append(touch) }
        beganStates.append(
            (touch.phase, touch.tapCount, touch.view, touch.location(in: nil), touch.gestureRecognizers?.count ?? 0))
    }
}

/// An application and a key window; built inside each test so that it is released on the main actor.
@MainActor
private final class TouchStage {
    let app = UIApplication()
    let window: UIWindow

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: app)
        window.makeKeyAndVisible()
    }

    /// A tap made of raw samples, so no caller holds the touch.
    func tap(id: Int = 1, at point: CGPoint) throws {
        try app.input.send(TouchSample(id: id, phase: .began, location: point, window: window))
        try app.input.send(TouchSample(id: id, phase: .ended, location: point, window: window))
    }
}

@MainActor
struct TouchReuseTests {
    @Test("TD-4, TD-5: an ended touch nothing references comes back for the next finger as a new touch")
    func unreferencedTouchIsReusedAsNew() throws {
        let stage = TouchStage()
        let window = stage.window
        let left = TouchNotingView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), keepsTouches: false)
        let right = TouchNotingView(frame: CGRect(x: 200, y: 0, width: 100, height: 300), keepsTouches: false)
        right.addGestureRecognizer(UITapGestureRecognizer { _ in })
        window.addSubview(left)
        window.addSubview(right)

        try stage.tap(at: CGPoint(x: 50, y: 50))
        // Weak: a strong reference here would keep the touch from being reused.
        weak let first = left.lastTouch
        #expect(first?.phase == .ended)
        try stage.tap(id: 7, at: CGPoint(x: 250, y: 250))
        // The same object, reset: bound to its new view, at its own place, with only its view's recognizer.
        #expect(first != nil)
        #expect(right.lastTouch === first)
        #expect(left.beganStates.count == 1 && right.beganStates.count == 1)
        let state = try #require(right.beganStates.first)
        #expect(state.phase == .began)
        #expect(state.tapCount == 1)
        #expect(state.view === right)
        #expect(state.location == CGPoint(x: 250, y: 250))
        #expect(state.recognizers == 1)
        #expect(first?.phase == .ended)
    }

    @Test("TD-8: a reused touch counts taps like a new one")
    func reusedTouchCountsTaps() throws {
        let stage = TouchStage()
        let (app, window) = (stage.app, stage.window)
        let view = TouchNotingView(frame: window.bounds, keepsTouches: false)
        window.addSubview(view)
        try stage.tap(at: CGPoint(x: 50, y: 50))
        (app.clock as? VirtualClock)?.advance(by: 0.1)
        try stage.tap(at: CGPoint(x: 52, y: 50))
        (app.clock as? VirtualClock)?.advance(by: 1)
        try stage.tap(at: CGPoint(x: 52, y: 50))
        #expect(view.beganStates.map(\.tapCount) == [1, 2, 1])
    }

    @Test("TD-4: a touch the app keeps is never reused, and does not change after it ended")
    func keptTouchIsNeverReused() throws {
        let stage = TouchStage()
        let window = stage.window
        let view = TouchNotingView(frame: window.bounds, keepsTouches: true)
        window.addSubview(view)
        try stage.tap(at: CGPoint(x: 50, y: 50))
        try stage.tap(at: CGPoint(x: 150, y: 150))
        #expect(view.keptTouches.count == 2)
        let (first, second) = (view.keptTouches[0], view.keptTouches[1])
        #expect(first !== second)
        #expect(first.phase == .ended)
        #expect(first.view === view)
        #expect(first.location(in: nil) == CGPoint(x: 50, y: 50))
    }

    @Test("TD-4: two fingers down together get two distinct touches, even from the pool")
    func simultaneousFingersGetDistinctTouches() throws {
        let stage = TouchStage()
        let (app, window) = (stage.app, stage.window)
        let view = TouchNotingView(frame: window.bounds, keepsTouches: false)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        try stage.tap(id: 1, at: CGPoint(x: 10, y: 10))
        try stage.tap(id: 2, at: CGPoint(x: 20, y: 10))
        try app.input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: window),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 90, y: 10), window: window),
        ])
        let touches = try #require(app.input.touch(forID: 1))
        let other = try #require(app.input.touch(forID: 2))
        #expect(touches !== other)
        #expect(touches.location(in: nil) == CGPoint(x: 10, y: 10))
        #expect(other.location(in: nil) == CGPoint(x: 90, y: 10))
    }

    @Test("TD-4: touches delivered together (in one set, never alone) are reused too")
    func groupedTouchesAreReused() throws {
        let stage = TouchStage()
        let (app, window) = (stage.app, stage.window)
        let view = TouchNotingView(frame: window.bounds, keepsTouches: false)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let points = [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)]
        try app.input.send((1...2).map { TouchSample(id: $0, phase: .began, location: points[$0 - 1], window: window) })
        weak let first = app.input.touch(forID: 1)
        weak let second = app.input.touch(forID: 2)
        try app.input.send((1...2).map { TouchSample(id: $0, phase: .ended, location: points[$0 - 1], window: window) })
        try stage.tap(id: 3, at: CGPoint(x: 50, y: 50))
        #expect(first != nil && second != nil)
        #expect(view.lastTouch === first || view.lastTouch === second)
        #expect(view.beganStates.last?.location == CGPoint(x: 50, y: 50))
    }
}
