// Test doubles for the scroll-motion and paging tests (docs/spec-scroll-interactions.md, SV-12 … SV-39): a
// window-sized scroll view over coloured content, and a delegate that logs every callback with the scroll view's
// state flags at that moment.
//
// Everything lives in the `ScrollMotion` namespace so that it cannot clash with helpers of other test files.

import Foundation

@testable import ResponderKit

@MainActor
enum ScrollMotion {
    /// A delegate that logs every callback in order with the flags (T tracking, D dragging, E decelerating);
    /// `scrollViewDidScroll` is counted, not logged. It can rewrite the target of a release.
    @MainActor
    final class Delegate: UIScrollViewDelegate {
        private(set) var lines: [String] = []
        private(set) var scrolls = 0
        /// The velocity and target of the last `scrollViewWillEndDragging`.
        private(set) var releaseVelocity: CGPoint?
        private(set) var proposedTarget: CGPoint?
        /// When set, `scrollViewWillEndDragging` writes it as the target.
        var rewrite: CGPoint?

        private func flags(_ scroll: UIScrollView) -> String {
            (scroll.isTracking ? "T" : "-") + (scroll.isDragging ? "D" : "-") + (scroll.isDecelerating ? "E" : "-")
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            lines.append("willBeginDragging \(flags(scrollView))")
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            lines.append("willEndDragging \(flags(scrollView))")
            releaseVelocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let rewrite { targetContentOffset.pointee = rewrite }
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            lines.append("didEndDragging \(decelerate) \(flags(scrollView))")
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            lines.append("willBeginDecelerating \(flags(scrollView))")
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            lines.append("didEndDecelerating \(flags(scrollView))")
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            lines.append("didEndScrollingAnimation \(flags(scrollView))")
        }

        /// The callback names only, without flags.
        var names: [String] { lines.map { String($0.split(separator: " ")[0]) } }

        func removeAll() {
            lines.removeAll()
            scrolls = 0
        }
    }

    /// A 320 × 480 window filled by a scroll view over content of `contentSize`. Points given to the simulator
    /// with `in: nil` are window points, which do not move when the content scrolls.
    @MainActor
    final class Scene {
        let stage = GestureSpec.Stage()
        let delegate = Delegate()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        /// What the application logged as warnings.
        private(set) var warnings: [String] = []

        init(contentSize: CGSize, paging: Bool = false) {
            scroll.contentSize = contentSize
            scroll.isPagingEnabled = paging
            scroll.delegate = delegate
            let content = UIView(frame: CGRect(origin: .zero, size: contentSize))
            content.backgroundColor = .blue
            stage.add(scroll)
            stage.add(content, to: scroll)
            stage.app.presentationLog = { [weak self] message in self?.warnings.append(message) }
        }

        var sim: EventSimulator { stage.sim }

        /// Drags one finger through `points` (window coordinates), `interval` apart, and returns it still down.
        func press(through points: [CGPoint], interval: TimeInterval = 1.0 / 60) throws -> UITouch {
            let touch = try sim.touchDown(at: points[0], in: nil)
            for point in points.dropFirst() {
                sim.advance(by: interval)
                try sim.touchMove(touch, to: point, in: nil)
            }
            return touch
        }

        /// Drags one finger through `points`, `interval` apart, and lifts it at the last one.
        func drag(through points: [CGPoint], interval: TimeInterval = 1.0 / 60) throws {
            try sim.touchUp(press(through: points, interval: interval))
        }

        /// A horizontal flick from x 250 by `distance` points (negative: leftwards) in three frames.
        func flick(by distance: CGFloat, y: CGFloat = 240) throws {
            try drag(through: [0, 0.2, 0.6, 1].map { CGPoint(x: 250 + distance * $0, y: y) })
        }

        /// A slow horizontal drag from x 250 by `distance` points: 2 points per frame (120 points per second).
        func slowDrag(by distance: CGFloat, y: CGFloat = 240) throws {
            let steps = Int(abs(distance) / 2)
            try drag(through: (0...steps).map { CGPoint(x: 250 + distance * CGFloat($0) / CGFloat(steps), y: y) })
        }

        /// Advances the clock a step at a time until the scroll view stops moving (at most `limit` seconds) and
        /// returns the time that took.
        @discardableResult
        func settle(limit: TimeInterval = 10) -> TimeInterval {
            var elapsed: TimeInterval = 0
            while scroll.isDecelerating, elapsed < limit {
                sim.advance(by: UIScrollView.decelerationStep)
                elapsed += UIScrollView.decelerationStep
            }
            return elapsed
        }
    }
}
