// Bad input to zooming (SV-50 … SV-52): scales that are zero, negative or not finite, limits the wrong way round, a
// `viewForZooming(in:)` that is not a subview, and the zoomed view removed mid-pinch. Each gives a logged, clear
// result, never a crash, and no touch is left live.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Scroll view zooming: bad input")
struct ZoomBadInputTests {
    @Test("SV-50: zero, negative and NaN scales are logged and ignored", arguments: [0, -2, CGFloat.nan, .infinity])
    func badScales(_ bad: CGFloat) {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.zoomScale = 2
        viewer.scroll.minimumZoomScale = bad
        viewer.scroll.maximumZoomScale = bad
        viewer.scroll.zoomScale = bad
        viewer.scroll.setZoomScale(bad, animated: true)
        viewer.sim.advance(by: 1)
        #expect(viewer.scroll.minimumZoomScale == 1 && viewer.scroll.maximumZoomScale == 4)
        #expect(viewer.scroll.zoomScale == 2 && viewer.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(viewer.warnings.count == 4)
        #expect(viewer.warnings.allSatisfy { $0.hasPrefix("Warning: ") && $0.contains("not a positive finite") })
        #expect(viewer.stage.tracer.lines.filter { $0.contains("scroll view warning") }.count == 4)
    }

    @Test("SV-50: a minimum above the maximum is logged and pins the scale at the minimum")
    func limitsReversed() throws {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.minimumZoomScale = 5
        #expect(viewer.warnings.count == 1 && viewer.warnings[0].contains("above maximumZoomScale"))
        #expect(viewer.scroll.zoomScale == 5, "brought within the limits: the minimum")
        #expect(viewer.scroll.pinchGestureRecognizer?.isEnabled == false, "nothing to pinch between")
        viewer.scroll.zoomScale = 3
        #expect(viewer.scroll.zoomScale == 5)
        try viewer.pinch(from: 100, to: 200)
        #expect(viewer.scroll.zoomScale == 5 && viewer.stage.app.input.activeTouchIDs.isEmpty)
    }

    @Test("SV-50: zoom(to:animated:) with an empty or non-finite rect is logged and ignored")
    func badRects() {
        let viewer = ZoomSpec.Viewer()
        viewer.scroll.zoom(to: .zero, animated: false)
        viewer.scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true)
        viewer.sim.advance(by: 1)
        #expect(viewer.scroll.zoomScale == 1 && viewer.delegate.lines.isEmpty)
        #expect(viewer.warnings.count == 2)
    }

    @Test("SV-51: a viewForZooming that is not a subview zooms nothing and is logged")
    func foreignZoomView() throws {
        let viewer = ZoomSpec.Viewer()
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        viewer.stage.add(stranger)
        viewer.delegate.zoomView = stranger
        viewer.scroll.zoomScale = 2
        try viewer.pinch(from: 100, to: 200)
        #expect(viewer.scroll.zoomScale == 1 && stranger.transform == .identity)
        #expect(viewer.delegate.zooms == 0 && viewer.delegate.lines.isEmpty)
        #expect(viewer.warnings.count == 2 && viewer.warnings.allSatisfy { $0.contains("not a subview") })
        #expect(viewer.stage.app.input.activeTouchIDs.isEmpty)
        // The same view, once a subview, zooms.
        viewer.scroll.addSubview(stranger)
        viewer.scroll.zoomScale = 2
        #expect(stranger.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("SV-52: the zoomed view removed mid-pinch ends the zoom; later moves change nothing")
    func removedMidPinch() throws {
        let viewer = ZoomSpec.Viewer()
        let fingers = try viewer.pinch(from: 100, to: 160, lift: false)
        let scale = viewer.scroll.zoomScale
        #expect(viewer.scroll.isZooming && scale > 1)
        viewer.photo.removeFromSuperview()
        try viewer.sim.touchMove(fingers, to: ZoomSpec.Viewer.pair(220, CGPoint(x: 160, y: 240)), in: nil)
        #expect(!viewer.scroll.isZooming)
        #expect(viewer.delegate.lines == ["willBeginZooming", String(format: "didEndZooming %.3f", Double(scale))])
        #expect(viewer.warnings.count == 1 && viewer.warnings[0].contains("removed"))
        let zooms = viewer.delegate.zooms
        try viewer.sim.touchMove(fingers, to: ZoomSpec.Viewer.pair(260, CGPoint(x: 160, y: 240)), in: nil)
        try viewer.sim.touchUp(fingers)
        viewer.sim.advance(by: 1)
        #expect(viewer.delegate.zooms == zooms && viewer.scroll.zoomScale == scale)
        #expect(viewer.delegate.lines.count == 2, "did-end once")
        #expect(viewer.stage.app.input.activeTouchIDs.isEmpty)
    }
}
