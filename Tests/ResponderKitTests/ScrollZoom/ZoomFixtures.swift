// Test doubles shared by the zooming, keyboard-dismissal, scroll-to-top and inset tests (SV-40 … SV-64): a photo
// viewer (a window-sized scroll view zooming a photo-sized view) and a delegate that logs its callbacks.
//
// Everything lives in the `ZoomSpec` namespace so that it cannot clash with helpers of other test files.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum ZoomSpec {
    /// A scroll delegate that names `zoomView` for zooming and logs the zooming and scroll-to-top callbacks;
    /// `scrollViewDidScroll` and `scrollViewDidZoom` are counted.
    @MainActor
    final class Delegate: UIScrollViewDelegate {
        var zoomView: UIView?
        var allowsScrollToTop = true
        private(set) var lines: [String] = []
        private(set) var zooms = 0
        private(set) var scrolls = 0
        private(set) var insetChanges = 0

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            lines.append("willBeginZooming")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            lines.append("didEndZooming \(String(format: "%.3f", Double(scale)))")
        }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            lines.append("shouldScrollToTop")
            return allowsScrollToTop
        }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { lines.append("didScrollToTop") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }

        func removeAll() {
            lines.removeAll()
            zooms = 0
            scrolls = 0
        }
    }

    /// A photo viewer: a 320 × 480 window filled by a scroll view whose delegate zooms a 320 × 480 photo view
    /// between 1 and 4.
    @MainActor
    final class Viewer {
        let stage = Stage()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = Delegate()
        var warnings: [String] = []

        var sim: EventSimulator { stage.sim }

        init(minimum: CGFloat = 1, maximum: CGFloat = 4) {
            photo.backgroundColor = .blue
            scroll.addSubview(photo)
            scroll.contentSize = photo.frame.size
            scroll.delegate = delegate
            delegate.zoomView = photo
            scroll.minimumZoomScale = minimum
            scroll.maximumZoomScale = maximum
            stage.add(scroll)
            stage.window.layoutIfNeeded()
            stage.app.scrollViewLog = { [unowned self] in self.warnings.append($0) }
        }

        /// Puts two fingers down `start` points apart around `center` (horizontally), moves them to `end` points
        /// apart in `steps` moves a frame apart, and lifts them unless `lift` is false.
        @discardableResult
        func pinch(
            from start: CGFloat, to end: CGFloat, around center: CGPoint = CGPoint(x: 160, y: 240), steps: Int = 10,
            lift: Bool = true
        ) throws -> [UITouch] {
            let fingers = try sim.touchDown(at: Self.pair(start, center), in: nil)
            for step in 1...steps {
                sim.advance(by: 1.0 / 60)
                let distance = start + (end - start) * CGFloat(step) / CGFloat(steps)
                try sim.touchMove(fingers, to: Self.pair(distance, center), in: nil)
            }
            if lift { try sim.touchUp(fingers) }
            return fingers
        }

        static func pair(_ distance: CGFloat, _ center: CGPoint) -> [CGPoint] {
            [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
        }
    }
}
