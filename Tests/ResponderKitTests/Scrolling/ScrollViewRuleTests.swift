// Scroll views and their content's touches (spec SV-1 … SV-5, TD-12, SP-4), and scrolling by wheel and trackpad.

import Foundation
import Testing

@testable import ResponderKit

/// A scroll view that logs the questions it is asked about its content and answers with the given values.
@MainActor
private final class QuestionedScrollView: UIScrollView {
    var log: GestureSpec.Log?
    var allowsBegin = true
    var allowsCancel: Bool?

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        log?.write("scroll.touchesShouldBegin \(TraceRecorder.name(of: view))")
        return allowsBegin
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        log?.write("scroll.touchesShouldCancel \(TraceRecorder.name(of: view))")
        return allowsCancel ?? super.touchesShouldCancel(in: view)
    }
}

/// A scroll delegate that logs dragging.
@MainActor
private final class DragLog: UIScrollViewDelegate {
    var lines: [String] = []

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        lines.append("willBeginDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging")
    }
}

@MainActor
struct ScrollViewRuleTests {
    /// A window-sized scroll view with tall recording content.
    @MainActor
    private struct Scene {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let scroll = QuestionedScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content: GestureSpec.RecordingView

        init() {
            scroll.contentSize = CGSize(width: 320, height: 2000)
            scroll.log = log
            content = GestureSpec.RecordingView(
                "content", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
            stage.add(scroll)
            stage.add(content, to: scroll)
        }

        var sim: EventSimulator { stage.sim }
    }

    // MARK: SV-1, SV-2

    @Test("SV-1: delaysContentTouches is true by default and the hold is the named 150 ms constant")
    func delayDefaults() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.delaysContentTouches)
        #expect(scroll.canCancelContentTouches)
        #expect(UIScrollView.contentTouchDelay == 0.15)
    }

    @Test("SV-1: with delaysContentTouches false, touchesShouldBegin is asked at once and the content begins")
    func noDelay() throws {
        let scene = Scene()
        scene.scroll.delaysContentTouches = false

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 50), in: scene.content)

        #expect(scene.log.lines == ["scroll.touchesShouldBegin content", "content.began"])
        try scene.sim.touchUp(touch)
        #expect(scene.content.calls == ["began", "ended"])
    }

    @Test("SV-2: a held touch reaches the content at 150 ms, after touchesShouldBegin")
    func heldTouchBeginsAt150ms() throws {
        let scene = Scene()
        let delay = UIScrollView.contentTouchDelay

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 50), in: scene.content)
        scene.sim.advance(by: delay - 0.01)
        #expect(scene.log.lines.isEmpty)
        scene.sim.advance(by: 0.02)
        #expect(scene.log.lines == ["scroll.touchesShouldBegin content", "content.began"])
        try scene.sim.touchUp(touch)
        #expect(scene.content.calls == ["began", "ended"])
    }

    @Test("SV-2: a finger lifted before 150 ms gives the content began and then ended at once")
    func quickTapBeganThenEnded() throws {
        let scene = Scene()

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 50), in: scene.content)
        scene.sim.advance(by: 0.05)
        #expect(scene.content.calls.isEmpty)
        try scene.sim.touchUp(touch)

        #expect(scene.content.calls == ["began", "ended"])
    }

    @Test("SV-2: a drag that starts within 150 ms scrolls and the content never sees the touch")
    func quickDragNeverReachesContent() throws {
        let scene = Scene()

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.03)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        scene.sim.advance(by: 0.3)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(scene.content.calls.isEmpty)
        #expect(!scene.log.lines.contains { $0.hasPrefix("scroll.touchesShouldBegin") })
        #expect(scene.scroll.contentOffset.y > 0)
    }

    // MARK: SV-3

    @Test("SV-3: touchesShouldBegin returning false keeps the whole sequence from the content")
    func touchesShouldBeginRefuses() throws {
        let scene = Scene()
        scene.scroll.allowsBegin = false

        try scene.sim.tap(at: CGPoint(x: 50, y: 50), in: scene.content)
        scene.sim.advance(by: 1)
        try scene.sim.tap(at: CGPoint(x: 50, y: 50), in: scene.content, duration: 0.3)
        scene.sim.advance(by: 1)
        scene.scroll.delaysContentTouches = false
        try scene.sim.tap(at: CGPoint(x: 50, y: 50), in: scene.content)

        #expect(scene.log.lines(startingWith: "scroll.touchesShouldBegin").count == 3)
        #expect(scene.content.calls.isEmpty)
    }

    // MARK: SV-4

    @Test("SV-4: a drag after the content began asks touchesShouldCancel; true cancels the content and scrolls")
    func cancelAndScroll() throws {
        let scene = Scene()
        let drag = DragLog()
        scene.scroll.delegate = drag

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        #expect(scene.content.calls == ["began"])
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 285), in: scene.scroll)
        #expect(scene.log.lines.contains("scroll.touchesShouldCancel content"))
        #expect(scene.content.calls == ["began", "cancelled"])
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(scene.content.calls == ["began", "cancelled"], "TD-12: nothing after the cancellation")
        // The first 10 points are the pan's hysteresis; the moves are in the scrolling view's own coordinates.
        #expect(scene.scroll.contentOffset.y == 95)
        #expect(drag.lines == ["willBeginDragging", "didEndDragging"])
    }

    @Test("SV-4: touchesShouldCancel returning false lets the content keep the touch, and nothing scrolls")
    func refuseCancel() throws {
        let scene = Scene()
        scene.scroll.allowsCancel = false

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(scene.log.lines.contains("scroll.touchesShouldCancel content"))
        #expect(scene.content.calls == ["began", "moved", "moved", "ended"])
        #expect(scene.scroll.contentOffset == .zero)
        #expect(!scene.scroll.isDragging)
    }

    @Test("SV-4: with canCancelContentTouches false, tracking content is never taken over and never asked")
    func cannotCancelContentTouches() throws {
        let scene = Scene()
        scene.scroll.canCancelContentTouches = false

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 100), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(!scene.log.lines.contains { $0.hasPrefix("scroll.touchesShouldCancel") })
        #expect(scene.content.calls == ["began", "moved", "moved", "ended"])
        #expect(scene.scroll.contentOffset == .zero)

        scene.sim.advance(by: 1)
        let quick = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.03)
        try scene.sim.touchMove(quick, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(quick, to: CGPoint(x: 50, y: 200), in: scene.scroll)
        try scene.sim.touchUp(quick)
        #expect(scene.scroll.contentOffset.y == 100, "a drag before the content tracks still scrolls")
    }

    // MARK: SV-5

    @Test("SV-5: touchesShouldCancel is true for plain views and false for controls")
    func touchesShouldCancelDefaults() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.touchesShouldCancel(in: UIView(frame: .zero)))
        #expect(scroll.touchesShouldCancel(in: UILabel(frame: .zero)))
        #expect(!scroll.touchesShouldCancel(in: UIButton(frame: .zero)))
        #expect(!scroll.touchesShouldCancel(in: UISwitch(frame: .zero)))
        #expect(!scroll.touchesShouldCancel(in: UISlider(frame: .zero)))
        #expect(scroll.touchesShouldBegin([], with: nil, in: UIView(frame: .zero)))
    }

    @Test("SV-5: a drag that starts on a button held past 150 ms does not scroll; a quick drag does")
    func buttonHeldDoesNotScroll() throws {
        let scene = Scene()
        let button = scene.stage.add(UIButton(frame: CGRect(x: 0, y: 250, width: 200, height: 100)), to: scene.content)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)

        let slow = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        #expect(button.isHighlighted)
        try scene.sim.touchMove(slow, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(slow, to: CGPoint(x: 50, y: 240), in: scene.scroll)
        try scene.sim.touchUp(slow)
        #expect(scene.scroll.contentOffset == .zero)
        #expect(log == ["up inside"])

        scene.sim.advance(by: 1)
        let quick = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.05)
        try scene.sim.touchMove(quick, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(quick, to: CGPoint(x: 50, y: 200), in: scene.scroll)
        try scene.sim.touchUp(quick)
        #expect(scene.scroll.contentOffset.y > 0)
        #expect(log == ["up inside"], "the button never saw the quick drag")
    }

    @Test("SV-5: a scroll view subclass that lets controls be cancelled scrolls from a held button")
    func subclassCancelsControls() throws {
        let scene = Scene()
        scene.scroll.allowsCancel = true
        let button = scene.stage.add(UIButton(frame: CGRect(x: 0, y: 250, width: 200, height: 100)), to: scene.content)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)

        let touch = try scene.sim.touchDown(at: CGPoint(x: 50, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: scene.scroll)
        try scene.sim.touchMove(touch, to: CGPoint(x: 50, y: 240), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(log == ["cancel"])
        #expect(scene.scroll.contentOffset.y > 0)
    }

    // MARK: SP-4

    @Test("SP-4: a button in a scroll view highlights only after about 150 ms, yet a quick tap still fires")
    func buttonHighlightDelayed() throws {
        let scene = Scene()
        let button = scene.stage.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)), to: scene.content)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        let held = try scene.sim.touchDown(at: CGPoint(x: 50, y: 20), in: button)
        scene.sim.advance(by: 0.1)
        #expect(!button.isHighlighted)
        scene.sim.advance(by: 0.06)
        #expect(button.isHighlighted)
        try scene.sim.touchUp(held)
        #expect(presses == 1)

        scene.sim.advance(by: 1)
        try scene.sim.tap(at: CGPoint(x: 50, y: 20), in: button, duration: 0.03)
        #expect(presses == 2)
        #expect(!button.isHighlighted)
    }

    // MARK: Pans in scroll views

    @Test("TD-12: a drag in a scroll view cancels the content's touch, which then hears nothing more")
    func scrollPanCancelsContent() throws {
        let scene = Scene()

        let finger = try scene.sim.touchDown(at: CGPoint(x: 100, y: 400), in: scene.scroll)
        scene.sim.advance(by: 0.3)
        #expect(scene.content.calls == ["began"])
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 350), in: scene.scroll)
        #expect(scene.content.calls == ["began", "cancelled"])
        try scene.sim.touchMove(finger, to: CGPoint(x: 100, y: 300), in: scene.scroll)
        try scene.sim.touchUp(finger)

        #expect(scene.content.calls == ["began", "cancelled"])
        // 10 points of hysteresis are consumed at began (offset 40); the second move is in the scroll view's
        // coordinates, already scrolled by 40, so the finger is 140 points from where it went down.
        #expect(scene.scroll.contentOffset.y == 130, "the content follows the finger, less the hysteresis")
        #expect(scene.stage.cancellations.map { $0.view === scene.content } == [true])
    }

    @Test("A pan recognizer on content inside a scroll view wins over the scroll and cancels the content's touch")
    func contentPanBeatsScroll() throws {
        let scene = Scene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        scene.content.addGestureRecognizer(pan)

        let touch = try scene.sim.touchDown(at: CGPoint(x: 100, y: 300), in: scene.scroll)
        scene.sim.advance(by: 0.2)
        #expect(scene.content.calls == ["began"])
        try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: 270), in: scene.scroll)
        try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: 200), in: scene.scroll)
        try scene.sim.touchUp(touch)

        #expect(states == [.began, .changed, .ended])
        #expect(scene.content.calls == ["began", "cancelled"])
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.stage.failureReasons(of: scene.scroll.panGestureRecognizer).count == 1)
    }

    @Test("A quick drag with a content pan: the pan takes it and the held touch-down is discarded")
    func contentPanQuickDrag() throws {
        let scene = Scene()
        var states: [UIGestureRecognizer.State] = []
        scene.content.addGestureRecognizer(UIPanGestureRecognizer { states.append($0.state) })

        try scene.sim.drag(
            from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), in: scene.scroll, steps: 5, duration: 0.1)

        #expect(states.first == .began)
        #expect(scene.content.calls.isEmpty)
        #expect(scene.scroll.contentOffset == .zero)
    }

    // MARK: Wheel and trackpad

    @Test("A mouse wheel step scrolls the scroll view under the pointer at once")
    func wheelScrolls() throws {
        let scene = Scene()

        try scene.sim.scroll(by: CGPoint(x: 0, y: -60), at: CGPoint(x: 10, y: 10), in: scene.content)
        #expect(scene.scroll.contentOffset.y == 60)
        try scene.sim.scroll(by: CGPoint(x: 0, y: 1000), at: CGPoint(x: 10, y: 100), in: scene.content)
        #expect(scene.scroll.contentOffset.y == 0, "scrolling stops at the top")
        #expect(scene.content.calls.isEmpty, "scroll input is not a touch")
    }

    @Test("A continuous trackpad scroll moves the content in steps and drags the scroll view")
    func trackpadScrolls() throws {
        let scene = Scene()
        let drag = DragLog()
        scene.scroll.delegate = drag

        try scene.sim.scroll(
            by: CGPoint(x: 0, y: -120), at: CGPoint(x: 10, y: 10), in: scene.content, type: .continuous, steps: 4)

        #expect(abs(scene.scroll.contentOffset.y - 120) < 1e-9)
        #expect(drag.lines == ["willBeginDragging", "didEndDragging"])
    }

    @Test("allowedScrollTypesMask decides which scroll input moves the scroll view")
    func allowedScrollTypes() throws {
        let scene = Scene()
        #expect(scene.scroll.panGestureRecognizer.allowedScrollTypesMask == .all)

        scene.scroll.panGestureRecognizer.allowedScrollTypesMask = .continuous
        try scene.sim.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 10, y: 10), in: scene.content)
        #expect(scene.scroll.contentOffset.y == 0, "the wheel is not allowed")
        try scene.sim.scroll(
            by: CGPoint(x: 0, y: -40), at: CGPoint(x: 10, y: 10), in: scene.content, type: .continuous, steps: 2)
        #expect(abs(scene.scroll.contentOffset.y - 40) < 1e-9)
        scene.sim.advance(by: 5)  // let the trackpad's deceleration finish

        scene.scroll.panGestureRecognizer.allowedScrollTypesMask = []
        let before = scene.scroll.contentOffset
        try scene.sim.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 10, y: 10), in: scene.content)
        try scene.sim.scroll(
            by: CGPoint(x: 0, y: -40), at: CGPoint(x: 10, y: 10), in: scene.content, type: .continuous, steps: 2)
        #expect(scene.scroll.contentOffset == before)
    }

    @Test("A plain pan recognizer ignores scroll input unless its mask allows it")
    func plainPanScrollMask() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append(($0 as! UIPanGestureRecognizer).translation(in: view)) }
        #expect(pan.allowedScrollTypesMask == [])
        view.addGestureRecognizer(pan)

        try stage.sim.scroll(by: CGPoint(x: 0, y: 30), at: CGPoint(x: 50, y: 50), in: view)
        #expect(translations.isEmpty)

        pan.allowedScrollTypesMask = .discrete
        try stage.sim.scroll(by: CGPoint(x: 0, y: 30), at: CGPoint(x: 50, y: 50), in: view)
        #expect(translations.first == .zero)
        #expect(translations.last == CGPoint(x: 0, y: 30))
        #expect(pan.state == .possible)
    }
}
