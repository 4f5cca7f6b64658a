// Test doubles shared by the scroll-view motion tests (spec SV-11, deceleration, directional lock): a stage with
// one window-sized scroll view over recording content, and a delegate that logs every scrolling callback.
//
// Everything lives in the `ScrollSpec` namespace so that it cannot clash with helpers of other test files.

import Foundation

@testable import ResponderKit

@MainActor
enum ScrollSpec {
    /// A scroll delegate that logs its callbacks in order; `scrollViewDidScroll` is counted, not logged.
    @MainActor
    final class DelegateLog: UIScrollViewDelegate {
        private(set) var lines: [String] = []
        private(set) var scrolls = 0

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls += 1
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            lines.append("willBeginDragging")
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            lines.append("didEndDragging decelerate=\(decelerate)")
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            lines.append("didEndDecelerating")
        }

        /// Forgets every line and the scroll count.
        func removeAll() {
            lines.removeAll()
            scrolls = 0
        }
    }

    /// A 320 × 480 window filled by a scroll view over recording content of `contentSize`. Points given to the
    /// simulator with `in: nil` are window points, which do not move when the content scrolls.
    @MainActor
    final class Scene {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let delegate = DelegateLog()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content: GestureSpec.RecordingView

        init(contentSize: CGSize) {
            scroll.contentSize = contentSize
            scroll.delegate = delegate
            content = GestureSpec.RecordingView("content", log: log, frame: CGRect(origin: .zero, size: contentSize))
            stage.add(scroll)
            stage.add(content, to: scroll)
        }

        var sim: EventSimulator { stage.sim }

        /// Drags one finger through `points` (window coordinates), 1/60 s apart, and returns it still down.
        func press(through points: [CGPoint]) throws -> UITouch {
            let touch = try sim.touchDown(at: points[0], in: nil)
            for point in points.dropFirst() {
                sim.advance(by: 1.0 / 60)
                try sim.touchMove(touch, to: point, in: nil)
            }
            return touch
        }

        /// Drags one finger through `points` (window coordinates), 1/60 s apart, and lifts it at the last one.
        func drag(through points: [CGPoint]) throws {
            try sim.touchUp(press(through: points))
        }

        /// Advances the clock in deceleration steps until the scroll view stops moving (at most `limit` seconds)
        /// and returns how many steps that took.
        @discardableResult
        func settle(limit: TimeInterval = 10) -> Int {
            var steps = 0
            while scroll.isDecelerating, Double(steps) * UIScrollView.decelerationStep < limit {
                sim.advance(by: UIScrollView.decelerationStep)
                steps += 1
            }
            return steps
        }
    }

    /// The distance past an edge that the content moves for a drag `x` beyond it, along a dimension `d`:
    /// `(1 − 1 / (x · 0.55 / d + 1)) · d`, written out independently of the implementation.
    static func resisted(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        (1 - 1 / (x * 0.55 / d + 1)) * d
    }
}
