// The scroll view's pan recognizer: it begins only along an axis the scroll view can scroll (SV-11), asks the
// scroll view before taking over content touches (SV-4, SV-5), and tells it when touches go down and lift so
// that a touch stops its motion.
//
// Invariants: it fails, rather than waiting, when the drag's axis cannot scroll or the content keeps its touch, so
// the content and outer recognizers get the touch.
import Foundation

/// The pan recognizer that scrolls a `UIScrollView`.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    // Weak, not unowned(unsafe): app code can keep a scroll view's recognizer after the scroll view is gone, and no
    // benchmark row reads it.
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        name = "scroll pan"
        allowedScrollTypesMask = .all
        // A scroll view delays its content's touch-downs (its delay recognizer), never their ends: holding an
        // ended phase until every other finger lifts would leave the content waiting indefinitely.
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidBegin()
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled, scrollView.acceptsDrag(along: vector(translation)) else {
            state = .failed
            return false
        }
        // Content that is already tracking a touch keeps it unless the scroll view may cancel it.
        // The scroll view's own delay recognizer knows which touches reached the content; no recognizer reads
        // delivery state.
        for touch in trackedTouches where scrollView.contentHasReceived(touch) {
            guard let view = touch.view, view !== scrollView else { continue }
            guard scrollView.canCancelContentTouches, scrollView.touchesShouldCancel(in: view) else {
                state = .failed
                return false
            }
        }
        return true
    }

    /// Scroll input moves the scroll view only along an axis it can scroll, so an outer scroll view gets the rest.
    override func acceptsScroll(delta: CGPoint) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        return scrollView.acceptsDrag(along: vector(delta))
    }

    override func reset() {
        super.reset()
        scrollView?.touchesDidFinish()
    }

    /// A window-coordinate vector in the scroll view's coordinates.
    private func vector(_ vector: CGPoint) -> CGPoint {
        let origin = convertFromWindow(.zero, to: scrollView)
        let end = convertFromWindow(vector, to: scrollView)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
