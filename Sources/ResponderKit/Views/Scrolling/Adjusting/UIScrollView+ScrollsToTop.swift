// Scrolling to the top when the status bar is tapped (SV-55 … SV-57): the delegate may refuse; the content then
// moves to its top edge (the adjusted inset's) over `scrollToTopDuration` on the clock.
//
// Invariants: a scroll to the top ends with `scrollViewDidScrollToTop` exactly once, unless a drag or another one
// interrupts it; it never runs together with a deceleration.
import Foundation

extension UIScrollView {
    /// How long the scroll to the top takes: 0.3 s in steps of ``decelerationStep`` (**chosen**: UIKit's is about
    /// that, easing out).
    public static let scrollToTopDuration: TimeInterval = 0.3

    /// Whether a tap on the status bar scrolls this scroll view to the top (SV-55); true by default. The tap
    /// scrolls only when exactly one scroll view on screen has it.
    public var scrollsToTop: Bool {
        get { adjustmentState.scrollsToTop }
        set { adjustmentState.scrollsToTop = newValue }
    }

    /// The status bar was tapped and this is the one eligible scroll view.
    func scrollToTopForStatusBarTap() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else {
            window?.application.tracer?.record(.note("status bar tap: scrollViewShouldScrollToTop returned false"))
            return
        }
        stopDecelerating()
        stopScrollingToTop()
        adjustmentState.topFrom = contentOffset
        adjustmentState.topTo = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        adjustmentState.topStep = 0
        scheduleScrollToTopStep()
    }

    private func scheduleScrollToTopStep() {
        let clock = window?.application.clock ?? UIApplication.shared.clock
        adjustmentState.topTimer = clock.scheduleAnimationStep(after: Self.decelerationStep) { [weak self] in
            self?.scrollToTopStep()
        }
    }

    private func scrollToTopStep() {
        let count = max(1, Int((Self.scrollToTopDuration / Self.decelerationStep).rounded()))
        adjustmentState.topStep += 1
        let done = adjustmentState.topStep >= count
        let remaining = 1 - CGFloat(adjustmentState.topStep) / CGFloat(count)
        let progress = done ? 1 : 1 - remaining * remaining * remaining
        let (from, to) = (adjustmentState.topFrom, adjustmentState.topTo)
        contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
        guard done else {
            scheduleScrollToTopStep()
            return
        }
        adjustmentState.topTimer = nil
        delegate?.scrollViewDidScrollToTop(self)
    }

    /// Stops a scroll to the top where it is (a drag began); the delegate hears nothing more of it.
    func stopScrollingToTop() {
        adjustmentState.topTimer?.cancel()
        adjustmentState.topTimer = nil
    }
}
