// Spec HT-12 and HT-13: windows are the roots of hit-testing, tried front to back for screen-coordinate touches,
// and a touch is hit-tested exactly once, when it begins.
//
// Every test drives an independent application through the `EventSimulator`; touches given without a view are in
// screen coordinates. Windows start hidden, as in UIKit, and are shown with `makeKeyAndVisible()`.

import Foundation
import Testing

@testable import ResponderKit

/// A view that counts how often it is hit-tested.
private final class CountingView: UIView {
    var hitTestCount = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        return super.hitTest(point, with: event)
    }
}

/// A window that counts how often it is hit-tested.
private final class CountingWindow: UIWindow {
    var hitTestCount = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        return super.hitTest(point, with: event)
    }
}

/// A window that never answers for itself, only for its subviews (an overlay window for a floating panel).
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}

private let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

/// A visible window of `app` filled by one content view.
/// Whether two view lists hold the same objects in the same order.
@MainActor
private func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

@MainActor
private func shownWindow(
    _ app: UIApplication, frame: CGRect = screen, level: UIWindow.Level = .normal
) -> (UIWindow, UIView) {
    let window = UIWindow(frame: frame, application: app)
    window.windowLevel = level
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    window.makeKeyAndVisible()
    return (window, content)
}

@MainActor
struct WindowOrderTests {
    @Test("HT-12: of two overlapping windows, the one shown most recently takes the touch")
    func mostRecentlyShownWindowIsInFront() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (first, firstContent) = shownWindow(app)
        let (second, secondContent) = shownWindow(app)

        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.window === second)
        #expect(touch.view === secondContent)
        try sim.touchUp(touch)

        // Hiding and showing the first window again puts it in front.
        first.isHidden = true
        first.isHidden = false
        let again = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(again.window === first)
        #expect(again.view === firstContent)
        try sim.touchUp(again)
    }

    @Test("HT-12: the order windows are shown in decides, not the order they were created in")
    func showOrderNotCreationOrder() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let older = UIWindow(frame: screen, application: app)
        let newer = UIWindow(frame: screen, application: app)
        newer.isHidden = false
        older.isHidden = false
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.window === older)
        #expect(touch.view === older)
        try sim.touchUp(touch)
        #expect(same(app.windowsFrontToBack, [older, newer]))
    }

    @Test("HT-12: a nearly transparent front window is skipped like a hidden one")
    func transparentFrontWindowIsSkipped() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (back, backContent) = shownWindow(app)
        let (front, _) = shownWindow(app, level: .alert)
        front.alpha = 0
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.window === back)
        #expect(touch.view === backContent)
        try sim.touchUp(touch)
        #expect(app.windowsFrontToBack.first === front)
    }

    @Test("HT-12: a higher windowLevel is in front whatever the order the windows were shown in")
    func higherLevelIsInFront() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (alert, alertContent) = shownWindow(app, level: .alert)
        let (statusBar, _) = shownWindow(app, level: .statusBar)
        let (normal, _) = shownWindow(app)

        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.window === alert)
        #expect(touch.view === alertContent)
        try sim.touchUp(touch)
        #expect(same(app.windowsFrontToBack, [alert, statusBar, normal]))
    }

    @Test("HT-12: a custom level between the named ones sorts by its raw value")
    func customLevelSortsByValue() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (above, aboveContent) = shownWindow(app, level: UIWindow.Level(rawValue: 1500))
        let (statusBar, _) = shownWindow(app, level: .statusBar)
        let (below, _) = shownWindow(app, level: UIWindow.Level(rawValue: -1))

        let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(touch.view === aboveContent)
        try sim.touchUp(touch)
        #expect(same(app.windowsFrontToBack, [above, statusBar, below]))
    }

    @Test("HT-12: windowsFrontToBack orders visible windows by level, then by most recently shown")
    func frontToBackOrder() {
        let app = UIApplication()
        let (a, _) = shownWindow(app)
        let (b, _) = shownWindow(app, level: .alert)
        let (c, _) = shownWindow(app)
        let hidden = UIWindow(frame: screen, application: app)
        let order = app.windowsFrontToBack
        #expect(order.count == 3)
        #expect(same(order, [b, c, a]))
        #expect(!order.contains { $0 === hidden })
        #expect(app.windows.count == 4)
    }

    @Test("HT-12: hidden windows are skipped, including windows that were never shown")
    func hiddenWindowsAreSkipped() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (back, backContent) = shownWindow(app)
        let (front, _) = shownWindow(app, level: .alert)
        let neverShown = UIWindow(frame: screen, application: app)
        neverShown.windowLevel = .statusBar
        neverShown.addSubview(UIView(frame: screen))

        front.isHidden = true
        let touch = try sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(touch.window === back)
        #expect(touch.view === backContent)
        try sim.touchUp(touch)
        #expect(neverShown.isHidden && front.isHidden)
        #expect(app.windows.count == 3)
    }

    @Test("HT-12: a window that does not contain the point is skipped")
    func windowOutsideThePointIsSkipped() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (back, backContent) = shownWindow(app)
        let (front, frontContent) = shownWindow(app, frame: CGRect(x: 200, y: 0, width: 100, height: 100))

        let miss = try sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(miss.window === back)
        #expect(miss.view === backContent)
        try sim.touchUp(miss)
        let hit = try sim.touchDown(at: CGPoint(x: 250, y: 50))
        #expect(hit.window === front)
        #expect(hit.view === frontContent)
        try sim.touchUp(hit)
    }

    @Test("HT-12: the screen point is converted into the window that takes it")
    func pointIsConvertedIntoTheWindow() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100), application: app)
        let target = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(target)
        window.makeKeyAndVisible()

        let touch = try sim.touchDown(at: CGPoint(x: 115, y: 215))
        #expect(touch.view === target)
        #expect(touch.location(in: nil) == CGPoint(x: 15, y: 15))
        #expect(touch.location(in: target) == CGPoint(x: 5, y: 5))
        try sim.touchUp(touch)
        // (15, 15) of the screen is outside this window, though it is inside the window's own bounds.
        let outside = try sim.touchDown(at: CGPoint(x: 15, y: 15))
        #expect(outside.view == nil)
        try sim.touchUp(outside)
    }

    @Test("HT-12: a front window whose hit-test answers nil lets the window behind take the touch")
    func nilFromTheFrontWindowFallsThrough() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (back, backContent) = shownWindow(app)
        let (front, _) = shownWindow(app)
        front.isUserInteractionEnabled = false

        let touch = try sim.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(touch.window === back)
        #expect(touch.view === backContent)
        #expect(app.windowsFrontToBack.first === front)
        try sim.touchUp(touch)
    }

    @Test("HT-12: a pass-through overlay window takes touches on its panel and lets the others through")
    func passThroughOverlayWindow() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (back, backContent) = shownWindow(app)
        let overlay = PassThroughWindow(frame: screen, application: app)
        overlay.windowLevel = .alert
        let panel = UIView(frame: CGRect(x: 220, y: 380, width: 80, height: 80))
        overlay.addSubview(panel)
        overlay.makeKeyAndVisible()

        let onPanel = try sim.touchDown(at: CGPoint(x: 250, y: 400))
        #expect(onPanel.window === overlay)
        #expect(onPanel.view === panel)
        try sim.touchUp(onPanel)
        let elsewhere = try sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(elsewhere.window === back)
        #expect(elsewhere.view === backContent)
        try sim.touchUp(elsewhere)
    }

    @Test("HT-12: a window without subviews under the point is itself the hit view")
    func emptyWindowIsTheHitView() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: screen, application: app)
        window.makeKeyAndVisible()
        let touch = try sim.touchDown(at: CGPoint(x: 300, y: 300))
        #expect(touch.view === window)
        #expect(touch.window === window)
        try sim.touchUp(touch)
    }

    @Test("HT-12: a touch outside every window binds to no view and no window")
    func touchOutsideEveryWindow() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let (window, _) = shownWindow(app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = try sim.touchDown(at: CGPoint(x: 500, y: 500))
        #expect(touch.view == nil)
        #expect(touch.window == nil)
        try sim.touchUp(touch)
        #expect(window.application === app)
    }

    @Test("HT-12: a window's own hitTest answers nil while it is hidden")
    func hiddenWindowHitTestsNil() {
        let app = UIApplication()
        let window = UIWindow(frame: screen, application: app)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        window.makeKeyAndVisible()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }
}

@MainActor
struct HitTestOncePerTouchTests {
    @Test("HT-13: hitTest runs once when a touch begins, not when it moves or ends")
    func hitTestRunsOncePerTouch() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = CountingWindow(frame: screen, application: app)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        window.makeKeyAndVisible()

        let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(touch.view === view)
        #expect(window.hitTestCount == 1)
        #expect(view.hitTestCount == 1)
        for step in 1...5 {
            sim.advance(by: 0.01)
            try sim.touchMove(touch, to: CGPoint(x: 10 + CGFloat(step) * 10, y: 10))
        }
        sim.advance(by: 0.01)
        try sim.touchUp(touch)
        #expect(window.hitTestCount == 1)
        #expect(view.hitTestCount == 1)
    }

    @Test("HT-13: every new touch is hit-tested once, fingers down together included")
    func everyNewTouchIsHitTestedOnce() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = CountingWindow(frame: screen, application: app)
        window.makeKeyAndVisible()

        sim.advance(by: 1)
        try sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1)
        try sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(window.hitTestCount == 2)

        let pair = try sim.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 150)])
        #expect(window.hitTestCount == 4)
        try sim.touchMove(pair, to: [CGPoint(x: 60, y: 60), CGPoint(x: 160, y: 160)])
        let third = try sim.touchDown(at: CGPoint(x: 250, y: 250))
        #expect(window.hitTestCount == 5)
        try sim.touchUp(pair)
        try sim.touchUp(third)
        #expect(window.hitTestCount == 5)
    }

    @Test("HT-13: dragging onto another view neither hit-tests it nor rebinds the touch")
    func draggingOntoAnotherViewDoesNotHitTestIt() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: screen, application: app)
        let start = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = CountingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(start)
        window.addSubview(other)
        window.makeKeyAndVisible()

        let touch = try sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), steps: 8)
        #expect(touch.view === start)
        #expect(start.hitTestCount == 1)
        // `other` is in front of `start`, so it was asked once, when the touch began; never again.
        #expect(other.hitTestCount == 1)
    }

    @Test("HT-13: a screen touch asks each window at most once, and none behind the one that answers")
    func eachWindowIsAskedAtMostOnce() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let back = CountingWindow(frame: screen, application: app)
        back.makeKeyAndVisible()
        let front = CountingWindow(frame: screen, application: app)
        front.makeKeyAndVisible()

        let touch = try sim.touchDown(at: CGPoint(x: 30, y: 30))
        try sim.touchMove(touch, to: CGPoint(x: 40, y: 40))
        try sim.touchUp(touch)
        #expect(touch.window === front)
        #expect(front.hitTestCount == 1)
        #expect(back.hitTestCount == 0)

        front.isUserInteractionEnabled = false
        let through = try sim.touchDown(at: CGPoint(x: 30, y: 30))
        try sim.touchUp(through)
        #expect(through.window === back)
        #expect(front.hitTestCount == 2)
        #expect(back.hitTestCount == 1)
    }

    @Test("HT-13: with a tracer installed, a touch is still hit-tested exactly once")
    func tracingDoesNotRepeatTheHitTest() throws {
        let app = UIApplication()
        let recorder = TraceRecorder()  // The application holds its tracer weakly.
        app.tracer = recorder
        let sim = EventSimulator(application: app)
        let window = CountingWindow(frame: screen, application: app)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()

        let touch = try sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90), steps: 4)
        #expect(touch.view === view)
        #expect(window.hitTestCount == 1)
        #expect(view.hitTestCount == 1)
    }
}
