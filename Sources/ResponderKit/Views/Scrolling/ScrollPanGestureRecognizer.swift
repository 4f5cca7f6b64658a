// The scroll view's pan recognizer: it asks the scroll view before taking over content touches (SV-4, SV-5).
import Foundation

/// The pan recognizer that scrolls a `UIScrollView`.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    unowned(unsafe) var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        name = "scroll pan"
        allowedScrollTypesMask = .all
        // A scroll view delays its content's touch-downs (its delay recognizer), never their ends: holding an
        // ended phase until every other finger lifts would leave the content waiting indefinitely.
        delaysTouchesEnded = false
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else {
            state = .failed
            return false
        }
        // Content that is already tracking a touch keeps it unless the scroll view may cancel it.
        for touch in trackedTouches where touch.beganDelivered && touch.deliversToView {
            guard let view = touch.view, view !== scrollView else { continue }
            guard scrollView.canCancelContentTouches, scrollView.touchesShouldCancel(in: view) else {
                state = .failed
                return false
            }
        }
        return true
    }
}
