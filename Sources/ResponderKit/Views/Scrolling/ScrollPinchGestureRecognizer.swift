// The scroll view's pinch recognizer (SV-43): it recognizes together with the scroll view's pan, and fails when the
// delegate names no view to zoom, so the pinch reaches recognizers further out.
import Foundation

/// The pinch recognizer that zooms a `UIScrollView`.
@MainActor
final class ScrollPinchGestureRecognizer: UIPinchGestureRecognizer {
    // Weak: app code can keep the recognizer after the scroll view is gone.
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        name = "scroll pinch"
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == 2, let scrollView,
            scrollView.delegate?.viewForZooming(in: scrollView) == nil
        {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    /// The scroll view's own pan and pinch never prevent each other, as in UIKit.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.panGestureRecognizer
    }
}
