// A continuous recognizer for a pointer moving over a view without a button pressed.
import Foundation

/// A continuous gesture recognizer that interprets pointer movement over a view: it begins when the pointer
/// enters the view, changes as it moves, and ends when it leaves. Hover input comes from pointer backends
/// (`InputLayer.send(_: HoverSample)`), never from touches.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    var pointerLocation: CGPoint = .zero

    /// The pointer's location in `view`'s coordinates (window coordinates for nil).
    open override func location(in view: UIView?) -> CGPoint {
        convertFromWindow(pointerLocation, to: view)
    }

    /// Never receives touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}
