// Zooming a scroll view by pinching and from code (SV-40 … SV-49): a photo viewer pinched with two real fingers, the
// bounce past the limits on the virtual clock, and the double-tap-to-zoom convention apps build.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Scroll view zooming")
struct PinchZoomTests {
    @Test("SV-40: zoom limits are 1 and 1, the scale 1, bouncesZoom true, and there is no pinch recognizer")
    func defaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        #expect(scroll.bouncesZoom && !scroll.isZooming && !scroll.isZoomBouncing)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === scroll && pinch?.isEnabled == true)
        #expect(scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer === pinch && pinch?.isEnabled == false, "kept, disabled")
    }

    @Test("SV-41: setting zoomScale scales the view about its centre, keeps its origin, sizes the content")
    func zoomScaleFromCode() {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.zoomScale = 2
        #expect(viewer.scroll.zoomScale == 2)
        #expect(viewer.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(viewer.photo.bounds.size == CGSize(width: 320, height: 480), "the bounds are not scaled")
        #expect(viewer.scroll.contentSize == CGSize(width: 640, height: 960))
        #expect(viewer.delegate.zooms == 1)
        // The centre of the visible area stays where it was: (160, 240) of the photo, now at (320, 480).
        #expect(viewer.scroll.contentOffset == CGPoint(x: 160, y: 240))
        viewer.scroll.zoomScale = 9
        #expect(viewer.scroll.zoomScale == 4, "clamped to the maximum")
        viewer.scroll.zoomScale = 0.5
        #expect(viewer.scroll.zoomScale == 1, "clamped to the minimum")
        #expect(viewer.scroll.contentOffset == .zero)
    }

    @Test("SV-42: setZoomScale(animated:) runs on the clock with willBegin, didZoom at each step and didEnd")
    func animatedZoom() {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.setZoomScale(3, animated: true)
        #expect(viewer.scroll.zoomScale == 1, "nothing before the clock moves")
        #expect(viewer.delegate.lines == ["willBeginZooming"])
        viewer.sim.advance(by: UIScrollView.zoomAnimationDuration / 2)
        #expect(viewer.scroll.zoomScale > 1 && viewer.scroll.zoomScale < 3)
        viewer.sim.advance(by: UIScrollView.zoomAnimationDuration)
        #expect(viewer.scroll.zoomScale == 3)
        #expect(viewer.delegate.lines == ["willBeginZooming", "didEndZooming 3.000"])
        #expect(viewer.delegate.zooms == 18, "one didZoom per 1/60 s step of 0.3 s")
    }

    @Test("SV-43, SV-44, SV-45: two fingers moving apart zoom in about their midpoint, within the limits")
    func pinchZoomsIn() throws {
        let viewer = ZoomSpec.Viewer()
        let fingers = try viewer.pinch(from: 100, to: 200, lift: false)
        let scale = viewer.scroll.zoomScale
        // The pinch began once the fingers were 110 apart (past the 8-point hysteresis): 200 / 110.
        #expect(abs(scale - 200.0 / 110.0) < 1e-9)
        #expect(viewer.scroll.isZooming)
        #expect(viewer.scroll.pinchGestureRecognizer?.state == .changed)
        #expect(viewer.scroll.panGestureRecognizer.state == .possible, "the midpoint did not move: no drag")
        #expect(viewer.delegate.lines == ["willBeginZooming"])
        #expect(viewer.delegate.zooms == 9, "one didZoom per move after the one that began the pinch")
        // The photo point under the fingers' midpoint (160, 240) is still under it.
        let under = viewer.photo.convert(CGPoint(x: 160, y: 240), to: viewer.stage.window)
        #expect(abs(under.x - 160) < 1e-3 && abs(under.y - 240) < 1e-3)
        #expect(viewer.scroll.contentSize.width == 320 * scale)
        try viewer.sim.touchUp(fingers)
        #expect(!viewer.scroll.isZooming)
        #expect(viewer.delegate.lines == ["willBeginZooming", String(format: "didEndZooming %.3f", Double(scale))])
        #expect(viewer.stage.app.input.activeTouchIDs.isEmpty)
    }

    @Test("SV-46: pinching past the maximum goes a little past it and springs back on release")
    func bounceBack() throws {
        let viewer = ZoomSpec.Viewer(maximum: 2)
        let fingers = try viewer.pinch(from: 60, to: 280, lift: false)
        let past = viewer.scroll.zoomScale
        #expect(past > 2 && past < 2 * exp(UIScrollView.zoomBounceReach), "past the limit, resisted")
        #expect(past < 280.0 / 70.0, "less than the fingers asked")
        try viewer.sim.touchUp(fingers)
        #expect(viewer.scroll.isZoomBouncing)
        #expect(viewer.delegate.lines == ["willBeginZooming"], "didEnd waits for the bounce")
        viewer.sim.advance(by: UIScrollView.springBackDuration / 2)
        #expect(viewer.scroll.zoomScale < past && viewer.scroll.zoomScale > 2)
        viewer.sim.advance(by: UIScrollView.springBackDuration)
        #expect(viewer.scroll.zoomScale == 2 && !viewer.scroll.isZoomBouncing)
        #expect(viewer.delegate.lines == ["willBeginZooming", "didEndZooming 2.000"])

        let stiff = ZoomSpec.Viewer(maximum: 2)
        stiff.scroll.bouncesZoom = false
        try stiff.pinch(from: 60, to: 280)
        #expect(stiff.scroll.zoomScale == 2 && !stiff.scroll.isZoomBouncing)
        #expect(stiff.delegate.lines == ["willBeginZooming", "didEndZooming 2.000"])
    }

    @Test("SV-43: without a view for zooming the pinch fails and nothing zooms")
    func noViewNoPinch() throws {
        let viewer = ZoomSpec.Viewer()
        viewer.delegate.zoomView = nil
        try viewer.pinch(from: 100, to: 200)
        #expect(viewer.scroll.zoomScale == 1 && viewer.delegate.zooms == 0 && viewer.delegate.lines.isEmpty)
        #expect(viewer.stage.failureReasons(of: try #require(viewer.scroll.pinchGestureRecognizer)).count == 1)
    }

    @Test("SV-47: zoom(to:animated:) makes the rect fill the visible area, centred, within the limits")
    func zoomToRect() {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.zoom(to: CGRect(x: 80, y: 120, width: 160, height: 240), animated: false)
        #expect(viewer.scroll.zoomScale == 2)
        #expect(viewer.scroll.contentOffset == CGPoint(x: 160, y: 240))
        viewer.scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(viewer.scroll.zoomScale == 4, "clamped to the maximum")
        #expect(viewer.scroll.contentOffset == .zero, "the rect's corner cannot be centred past the edge")
    }

    @Test("SV-48: double-tap to zoom as apps write it, with a single tap that requires it to fail")
    func doubleTapConvention() throws {
        let viewer = ZoomSpec.Viewer()
        @MainActor
        final class Controller {
            weak var scroll: UIScrollView?
            var singles = 0
            func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
                guard let scroll else { return }
                if scroll.zoomScale > scroll.minimumZoomScale {
                    scroll.setZoomScale(scroll.minimumZoomScale, animated: true)
                } else {
                    let point = recognizer.location(in: scroll.subviews.first)
                    scroll.zoom(to: CGRect(x: point.x - 40, y: point.y - 60, width: 80, height: 120), animated: true)
                }
            }
            func handleSingleTap(_ recognizer: UITapGestureRecognizer) { singles += 1 }
        }
        let controller = Controller()
        controller.scroll = viewer.scroll
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addTarget(controller, action: Controller.handleDoubleTap)
        let single = UITapGestureRecognizer()
        single.addTarget(controller, action: Controller.handleSingleTap)
        single.require(toFail: double)
        viewer.scroll.addGestureRecognizer(double)
        viewer.scroll.addGestureRecognizer(single)

        try viewer.sim.tap(at: CGPoint(x: 160, y: 240), in: nil)
        viewer.sim.advance(by: 0.1)
        try viewer.sim.tap(at: CGPoint(x: 160, y: 240), in: nil)
        viewer.sim.advance(by: 1)
        #expect(viewer.scroll.zoomScale == 4)
        #expect(controller.singles == 0, "the single tap waited for the double tap and failed")

        try viewer.sim.tap(at: CGPoint(x: 160, y: 240), in: nil)
        viewer.sim.advance(by: 0.1)
        try viewer.sim.tap(at: CGPoint(x: 160, y: 240), in: nil)
        viewer.sim.advance(by: 1)
        #expect(viewer.scroll.zoomScale == 1, "double-tapped back to 1")
        let ends = viewer.delegate.lines.filter { $0.hasPrefix("didEndZooming") }
        #expect(ends == ["didEndZooming 4.000", "didEndZooming 1.000"])

        try viewer.sim.tap(at: CGPoint(x: 160, y: 240), in: nil)
        viewer.sim.advance(by: 1)
        #expect(controller.singles == 1 && viewer.scroll.zoomScale == 1)
    }

    @Test("SV-49: hit-testing into the zoomed content follows its transform")
    func hitTestingFollowsZoom() throws {
        let viewer = ZoomSpec.Viewer()
        let spot = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        viewer.photo.addSubview(spot)
        viewer.scroll.zoomScale = 2
        viewer.scroll.contentOffset = CGPoint(x: 100, y: 100)
        // The spot's centre (110, 110) is at (220, 220) in the content, (120, 120) on screen.
        #expect(viewer.stage.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === spot)
        #expect(viewer.stage.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === viewer.photo)
        #expect(spot.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 120, y: 120))
    }
}
