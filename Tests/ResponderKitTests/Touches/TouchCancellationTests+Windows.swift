// Touch cancellation: the bound view leaves its window or the window is hidden (TD-12), and SP-8.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

extension TouchCancellationTests {
    // MARK: TD-12: the bound view leaves its window

    @Test("TD-12: removing the bound view mid-touch sends one touchesCancelled and nothing after")
    func removalMidTouchCancelsOnce() throws {
        let (stage, log, view) = makeStage()

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        view.removeFromSuperview()
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesMoved, .touchesCancelled])
        #expect(log.entries(of: "view").last?.touches == [touch])
        #expect(touch.phase == .cancelled)
        let cancellations = stage.cancellations
        #expect(cancellations.count == 1)
        #expect(cancellations.first?.touch === touch)
        #expect(cancellations.first?.view === view)
        #expect(cancellations.first?.reason == .viewLeftWindow)
        #expect(stage.isClean(view))
    }

    @Test("TD-12: a view that removes itself in its own touchesBegan is cancelled once and hears nothing more")
    func removalInsideBeganCancelsOnce() throws {
        let (stage, log, view) = makeStage()
        view.onTouches = { method, _, _ in
            if method == .touchesBegan { view.removeFromSuperview() }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.cancellations.map(\.reason) == [.viewLeftWindow])
        #expect(stage.isClean(view))
    }

    @Test("TD-12: a view that removes itself in its own touchesMoved is cancelled once and hears nothing more")
    func removalInsideMovedCancelsOnce() throws {
        let (stage, log, view) = makeStage()
        view.onTouches = { method, _, _ in
            if method == .touchesMoved { view.removeFromSuperview() }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesMoved, .touchesCancelled])
        #expect(stage.isClean(view))
    }

    @Test("TD-12: removing an ancestor of the bound view cancels the touch once")
    func ancestorRemovalCancelsOnce() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let container = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let view = Spies.View("view", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.forwards = false
        container.addSubview(view)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        container.removeFromSuperview()
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.cancellations.first?.view === view)
        #expect(stage.isClean(view))
    }

    @Test("TD-12: moving the bound view into another window cancels the touch once; new touches there work")
    func moveToAnotherWindowCancelsOnce() throws {
        let (stage, log, view) = makeStage()
        let other = stage.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        other.addSubview(view)
        #expect(view.window === other)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.cancellations.map(\.reason) == [.viewLeftWindow])
        #expect(touch.view === view, "the binding is dropped, not moved")

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.methods(of: "view").suffix(2) == [.touchesBegan, .touchesEnded])
        #expect(stage.isClean(view))
    }

    @Test("TD-12, TD-2: a view removed and put back mid-touch stays cancelled for that touch")
    func removedAndReaddedViewStaysCancelled() throws {
        let (stage, log, view) = makeStage()

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        view.removeFromSuperview()
        stage.window.addSubview(view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.isClean(view))
    }

    // MARK: TD-12: the window is hidden

    @Test("TD-12: hiding the window mid-touch cancels its touches once and nothing follows")
    func hidingWindowCancelsOnce() throws {
        let (stage, log, view) = makeStage()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)

        stage.window.isHidden = true
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.cancellations.map(\.reason) == [.windowHidden])
        #expect(!stage.window.isKeyWindow)
        #expect(stage.isClean(view))

        stage.window.makeKeyAndVisible()
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.methods(of: "view").suffix(2) == [.touchesBegan, .touchesEnded])
    }

    @Test("TD-12: hiding the window from inside touchesBegan cancels once and nothing follows")
    func hidingWindowInsideBeganCancelsOnce() throws {
        let (stage, log, view) = makeStage()
        view.onTouches = { method, _, _ in
            if method == .touchesBegan { view.window?.isHidden = true }
        }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: stage.window)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(stage.isClean(view))
    }

    @Test("TD-12: hiding one window leaves the touches of another window alone")
    func hidingOneWindowSparesOthers() throws {
        let (stage, log, view) = makeStage()
        let other = stage.makeWindow(frame: CGRect(x: 400, y: 0, width: 100, height: 100))
        let otherView = Spies.View("otherView", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        otherView.forwards = false
        other.addSubview(otherView)

        let here = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        let there = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: otherView)
        stage.window.isHidden = true
        try stage.sim.touchUp([here, there])

        #expect(log.methods(of: "view") == [.touchesBegan, .touchesCancelled])
        #expect(log.methods(of: "otherView") == [.touchesBegan, .touchesEnded])
        #expect(stage.isClean(view, otherView))
    }

    @Test("TD-6: a window hidden by another window's handler does not cancel touches its views never saw begin")
    func windowHiddenBeforeItsBeganGetsNoCancel() throws {
        let log = Spies.Log()
        let stage = Spies.Stage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = stage.add(Spies.View("first", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let other = stage.makeWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let second = Spies.View("second", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(second)
        first.forwards = false
        second.forwards = false
        first.onTouches = { method, _, _ in
            if method == .touchesBegan { other.isHidden = true }
        }

        try stage.app.input.send([
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: stage.window),
            TouchSample(id: 2, phase: .began, location: CGPoint(x: 10, y: 10), window: other),
        ])
        try stage.app.input.send([
            TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), window: stage.window),
            TouchSample(id: 2, phase: .ended, location: CGPoint(x: 10, y: 10), window: other),
        ])

        #expect(log.methods(of: "first") == [.touchesBegan, .touchesEnded])
        #expect(log.lifecycleViolations().isEmpty, "second must not be told about a touch it never saw begin")
        #expect(stage.isClean(first, second))
    }

    // MARK: SP-8

    @Test("SP-8: clean-up done only in touchesEnded is skipped when the touch is cancelled")
    func cleanupOnlyInEndedLeaks() throws {
        let stage = Spies.Stage()
        let naive = stage.add(EndOnlyHighlightView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        _ = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: naive)
        #expect(naive.isHighlighted)
        naive.removeFromSuperview()

        #expect(naive.cancellations == 1, "touchesCancelled did arrive")
        #expect(naive.isHighlighted, "but the view only cleans up in touchesEnded, so it stays highlighted")
    }

    @Test("SP-8: a pan recognizer that takes over cancels the view's touch, so only touchesCancelled can clean up")
    func recognizerCancellationNeedsCancelledCleanup() throws {
        let stage = Spies.Stage()
        let naive = stage.add(EndOnlyHighlightView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let careful = stage.add(CancelAwareHighlightView(frame: CGRect(x: 0, y: 300, width: 300, height: 150)))
        naive.addGestureRecognizer(UIPanGestureRecognizer())
        careful.addGestureRecognizer(UIPanGestureRecognizer())

        for view in [naive, careful] as [UIView] {
            let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 20), in: view)
            for step in 1...5 {
                stage.sim.advance(by: 0.016)
                try stage.sim.touchMove(touch, to: CGPoint(x: 20 + step * 10, y: 20), in: view)
            }
            try stage.sim.touchUp(touch)
        }

        #expect(naive.cancellations == 1)
        #expect(naive.isHighlighted, "stuck: the view expected a touchesEnded that never came")
        #expect(careful.cancellations == 1)
        #expect(!careful.isHighlighted)
        #expect(stage.cancellations.map(\.reason) == [.recognizer, .recognizer])
    }

    @Test("SP-8: touchesCancelled arrives instead of touchesEnded and must undo the same state")
    func cancelledMustUndoState() throws {
        let stage = Spies.Stage()
        let removed = stage.add(CancelAwareHighlightView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let hidden = stage.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inHiddenWindow = CancelAwareHighlightView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.addSubview(inHiddenWindow)
        let byInput = stage.add(CancelAwareHighlightView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)))

        let first = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: removed)
        let second = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: inHiddenWindow)
        let third = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: byInput)
        #expect(removed.isHighlighted && inHiddenWindow.isHighlighted && byInput.isHighlighted)
        removed.removeFromSuperview()
        hidden.isHidden = true
        try stage.sim.touchCancel(third)
        try stage.sim.touchUp([first, second])

        for view in [removed, inHiddenWindow, byInput] {
            #expect(view.cancellations == 1)
            #expect(!view.isHighlighted)
        }
    }
}

/// A recording view whose hit-test hides its own window first (app code run by binding).
private final class WindowHidingView: ResponderKitTestSupport.RecordingView {
    var hidesWindow = true
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if hidesWindow { window?.isHidden = true }
        return super.hitTest(point, with: event)
    }
}

extension TouchCancellationTests {
    @Test("TD-12: a hit-test override that hides its own window binds the new touch to no view")
    func hitTestHidingItsWindowBindsNoView() throws {
        let (stage, log, view) = makeStage()
        let hider = stage.add(WindowHidingView("hider", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        hider.forwards = false

        let touch = try stage.sim.touchDown(at: CGPoint(x: 250, y: 10), in: stage.window)
        #expect(stage.window.isHidden)
        #expect(touch.view == nil, "a hidden window's view takes no new touch")
        try stage.sim.touchUp(touch)
        #expect(log.methods(of: "hider") == [])

        // Shown again, the window delivers: to the view, and to the hider once it stops hiding.
        stage.window.isHidden = false
        hider.hidesWindow = false
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.tap(at: CGPoint(x: 250, y: 10), in: stage.window)
        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded])
        #expect(log.methods(of: "hider") == [.touchesBegan, .touchesEnded])
        #expect(stage.isClean(view) && stage.isClean(hider))
    }
}
