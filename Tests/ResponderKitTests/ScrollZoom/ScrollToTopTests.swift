// Tapping the status bar scrolls the one eligible scroll view to the top (SV-55 … SV-57, SV-61): the tap travels as
// a UIEvent through `UIApplication.sendEvent(_:)`, the delegate may refuse, and several candidates cancel it out.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Scrolls to top")
struct ScrollToTopTests {
    /// An application that counts the touch events with no touches it sends: status-bar taps.
    final class CountingApplication: UIApplication {
        var statusBarTaps = 0
        override func sendEvent(_ event: UIEvent) {
            if event.type == .touches, event.allTouches?.isEmpty == true { statusBarTaps += 1 }
            super.sendEvent(event)
        }
    }

    private func list(in stage: Stage, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UIScrollView {
        let list = UIScrollView(frame: frame)
        list.contentSize = CGSize(width: 320, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: 1200)
        stage.add(list)
        return list
    }

    @Test("SV-55: a tap on the status bar scrolls the list to the top, animated, then tells the delegate")
    func tapScrollsToTop() throws {
        let app = CountingApplication()
        let stage = Stage(app: app)
        let list = list(in: stage)
        let delegate = ZoomSpec.Delegate()
        list.delegate = delegate
        #expect(list.scrollsToTop, "true by default")
        try stage.sim.tapStatusBar()
        #expect(app.statusBarTaps == 1, "the tap went through UIApplication.sendEvent")
        #expect(delegate.lines == ["shouldScrollToTop"])
        #expect(list.contentOffset.y == 1200, "animated: nothing before the clock moves")
        stage.sim.advance(by: UIScrollView.scrollToTopDuration / 2)
        #expect(list.contentOffset.y > 0 && list.contentOffset.y < 1200)
        stage.sim.advance(by: UIScrollView.scrollToTopDuration)
        #expect(list.contentOffset == .zero)
        #expect(delegate.lines == ["shouldScrollToTop", "didScrollToTop"])
        #expect(delegate.scrolls == 18, "scrollViewDidScroll at each 1/60 s step of 0.3 s")
    }

    @Test("SV-56: scrollViewShouldScrollToTop returning false leaves the list where it is")
    func delegateRefuses() throws {
        let stage = Stage()
        let list = list(in: stage)
        let delegate = ZoomSpec.Delegate()
        delegate.allowsScrollToTop = false
        list.delegate = delegate
        try stage.sim.tapStatusBar()
        stage.sim.advance(by: 1)
        #expect(delegate.lines == ["shouldScrollToTop"], "asked, and nothing more")
        #expect(list.contentOffset.y == 1200)
    }

    @Test("SV-57: two eligible scroll views on screen cancel the tap out; scrollsToTop false on one leaves the other")
    func exactlyOneEligible() throws {
        let stage = Stage()
        let left = list(in: stage, frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = list(in: stage, frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        let offscreen = list(in: stage, frame: CGRect(x: 400, y: 0, width: 160, height: 480))
        try stage.sim.tapStatusBar()
        stage.sim.advance(by: 1)
        #expect(left.contentOffset.y == 1200 && right.contentOffset.y == 1200)
        #expect(stage.tracer.lines.contains { $0.contains("2 scroll views have scrollsToTop") })
        right.scrollsToTop = false
        try stage.sim.tapStatusBar()
        stage.sim.advance(by: 1)
        #expect(left.contentOffset.y == 0 && right.contentOffset.y == 1200)
        #expect(offscreen.contentOffset.y == 1200, "off screen, never counted")
    }

    @Test("SV-55: a drag stops a scroll to the top; the delegate hears no didScrollToTop")
    func dragInterrupts() throws {
        let stage = Stage()
        let list = list(in: stage)
        let delegate = ZoomSpec.Delegate()
        list.delegate = delegate
        try stage.sim.tapStatusBar()
        stage.sim.advance(by: 0.1)
        try stage.sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), steps: 5, duration: 0.05)
        stage.sim.advance(by: 1)
        #expect(list.contentOffset.y > 0)
        #expect(delegate.lines == ["shouldScrollToTop"])
    }

    @Test("SV-61: a hidden window's status-bar tap is refused; with no window the simulator throws")
    func badTaps() throws {
        let stage = Stage()
        let other = stage.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.isHidden = true
        #expect(throws: InputError.self) { try stage.app.input.send(StatusBarTapSample(window: other)) }
        let empty = EventSimulator(application: UIApplication())
        #expect(throws: InputError.viewNotInWindow) { try empty.tapStatusBar() }
    }
}
