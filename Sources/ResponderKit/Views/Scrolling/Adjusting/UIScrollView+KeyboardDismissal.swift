// Dismissing the keyboard by dragging a scroll view (SV-53, SV-54): `.onDrag` resigns the first responder when a drag
// begins; `.interactive` moves the keyboard with the finger once the finger reaches it and dismisses it if released
// in its lower half.
//
// Invariants: only the application's software keyboard is moved, and only while a drag that began with the keyboard
// up lasts; every drag that moved it ends with the keyboard dismissed or back where it was. A first responder that
// refuses to resign keeps the keyboard, which returns to its place; the drag scrolls as usual.
import Foundation

extension UIScrollView {
    /// How a drag in the scroll view dismisses the keyboard (SV-53); ``KeyboardDismissMode/none`` by default.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { adjustmentState.keyboardDismissMode }
        set { adjustmentState.keyboardDismissMode = newValue }
    }

    /// The drag began (after `scrollViewWillBeginDragging`): it stops a scroll to the top or a zoom animation, and
    /// may dismiss the keyboard.
    func dragDidBegin() {
        stopScrollingToTop()
        stopZoomAnimation()
        guard let window, window.application.keyboard.isVisible else { return }
        let keyboard = window.application.keyboard
        switch adjustmentState.keyboardDismissMode {
        case .none:
            break
        case .onDrag, .onDragWithAccessory:
            dismissKeyboard(keyboard)
        case .interactive, .interactiveWithAccessory:
            adjustmentState.followsKeyboard = true
            adjustmentState.keyboardRestingFrame = keyboard.frame
        }
    }

    /// The drag moved: an interactive dismissal moves the keyboard down to the finger, never above its place.
    func dragDidMove(_ recognizer: UIPanGestureRecognizer) {
        guard adjustmentState.followsKeyboard, let window else { return }
        let keyboard = window.application.keyboard
        guard keyboard.isVisible else {
            adjustmentState.followsKeyboard = false
            return
        }
        let resting = adjustmentState.keyboardRestingFrame
        let finger = recognizer.location(in: nil).y + window.frame.minY
        keyboard.moveInteractively(toTop: min(max(finger, resting.minY), resting.maxY))
    }

    /// The drag ended: an interactive dismissal dismisses the keyboard when it was released in its lower half, else
    /// puts it back; the refresh control's held inset applies again.
    func dragDidEnd() {
        adjustedContentInsetMayHaveChanged(keepingEdge: false)
        guard adjustmentState.followsKeyboard else { return }
        adjustmentState.followsKeyboard = false
        guard let window else { return }
        let keyboard = window.application.keyboard
        guard keyboard.isVisible else { return }
        let resting = adjustmentState.keyboardRestingFrame
        if keyboard.frame.minY - resting.minY > resting.height / 2 {
            dismissKeyboard(keyboard)
        }
        // Still visible: dismissal was not asked, or the first responder refused.
        if keyboard.isVisible { keyboard.returnInteractively(to: resting) }
    }

    private func dismissKeyboard(_ keyboard: SoftwareKeyboard) {
        guard let owner = keyboard.owner else { return }
        if !owner.resignFirstResponder() {
            window?.application.tracer?.record(
                .note("keyboard dismissal by a drag: \(type(of: owner)) refused to resign; the keyboard stays"))
        }
    }
}
