// The scroll view's touch delay (SV-1, SV-2), built as UIKit builds it: a recognizer that holds the content's
// touchesBegan back while it is possible and never recognizes.
//
// Invariants: it fails after `UIScrollView.contentTouchDelay`, when the touch ends, or at once when the scroll
// view does not delay content touches; failing releases the held began (unless `touchesShouldBegin` refuses),
// and the scroll view's pan recognizing first discards it.
import Foundation

/// Holds content touches back while the scroll view finds out whether the user is scrolling.
@MainActor
final class ScrollDelayGestureRecognizer: UIGestureRecognizer {
    // Weak, not unowned(unsafe): app code can keep a scroll view's recognizer after the scroll view is gone, and no
    // benchmark row reads it.
    weak var scrollView: UIScrollView?
    /// The touches it let go to their content views (not withheld), until it resets.
    private(set) var releasedTouches: [UITouch] = []

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        name = "scroll delay"
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, scrollView.delaysContentTouches, scrollView.isScrollEnabled else {
            release(touches, with: event)
            return
        }
        scheduleTimer(after: UIScrollView.contentTouchDelay) { [unowned self] in
            guard self.state == .possible else { return }
            self.release(Set(self.trackedTouches), with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { release(Set(trackedTouches), with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Never prevents other recognizers: it only delays.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Asks `touchesShouldBegin(_:with:in:)` for each content view (SV-3), withholds the refused touches, then
    /// fails so the others reach their views.
    private func release(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scrollView, let dispatcher {
            for touch in touches {
                guard let view = touch.view, view !== scrollView else { continue }
                if scrollView.touchesShouldBegin([touch], with: event, in: view) {
                    releasedTouches.append(touch)
                } else {
                    dispatcher.withhold(touch)
                }
            }
        }
        if state == .possible { state = .failed }
    }

    /// Whether the content view of `touch` has it (SV-4, SV-5): the delay let it go, or the touch came after the
    /// delay was over (a recognizer that failed takes no new touches, so they reach their views at once).
    func contentHasReceived(_ touch: UITouch) -> Bool {
        releasedTouches.contains { $0 === touch } || !trackedTouches.contains { $0 === touch }
    }

    override func reset() {
        super.reset()
        releasedTouches.removeAll()
    }
}
