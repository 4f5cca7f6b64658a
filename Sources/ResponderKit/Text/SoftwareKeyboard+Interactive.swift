// The keyboard following a finger during a scroll view's interactive dismissal (SV-54): its frame moves down with
// the finger without notifications, as UIKit's does, and returns with a frame-change notification.
//
// Invariant: only a visible keyboard moves, and never above or below the frame it had when the drag began.
import Foundation

extension SoftwareKeyboard {
    /// Moves the visible keyboard so that its top is at `top` (screen coordinates); no notification is posted
    /// while the finger drags it.
    func moveInteractively(toTop top: CGFloat) {
        guard isVisible else { return }
        frame.origin.y = top
    }

    /// Puts the visible keyboard back at `resting` after an interactive drag that did not dismiss it, posting
    /// the frame-change notifications when it had moved.
    func returnInteractively(to resting: CGRect) {
        guard isVisible, frame != resting else { return }
        let moved = frame
        post(UIResponder.keyboardWillChangeFrameNotification, from: moved, to: resting)
        frame = resting
        post(UIResponder.keyboardDidChangeFrameNotification, from: moved, to: resting)
    }
}
