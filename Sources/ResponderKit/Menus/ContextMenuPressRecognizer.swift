// The press a context menu interaction adds to its view: a long press (UIKit's half second and 10-point allowance)
// or a secondary click, which begins only when the interaction has a menu to show (CM-1, CM-2, CM-5).
//
// Invariant: it never begins without a prepared presentation: the interaction is asked at the moment it would
// begin, and a nil answer fails it, so a press with no menu cancels no touches and blocks no other recognizer.
import Foundation

/// A long press that also takes secondary clicks, and asks its interaction before it begins.
@MainActor
final class ContextMenuPressRecognizer: UILongPressGestureRecognizer {
    /// The interaction that owns the recognizer.
    weak var interaction: UIContextMenuInteraction?

    /// Creates the recognizer of an interaction, which sets itself as ``interaction``.
    init(menuPress: Void) {
        super.init(target: nil, action: nil)
        // The view's touch ends when the press fails are not held back: a quick tap reaches the view as usual.
        delaysTouchesEnded = false
    }

    /// Primary presses and secondary clicks.
    override func acceptsPointerButtons(_ buttons: UIEvent.ButtonMask) -> Bool {
        buttons.contains(.primary) || buttons.contains(.secondary)
    }

    /// Starts the press timer (a secondary click begins at once), asking the interaction when it fires.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        cancelTimers()
        if touches.contains(where: { $0.buttonMask.contains(.secondary) }) {
            beginIfMenu(secondary: true)
            return
        }
        scheduleTimer(after: minimumPressDuration) { [unowned self] in
            guard self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.beginIfMenu(secondary: false)
        }
    }

    /// A press that did not begin leaves no prepared menu behind.
    override func reset() {
        super.reset()
        interaction?.discardPreparedMenu()
    }

    private func beginIfMenu(secondary: Bool) {
        guard let interaction, let view else {
            state = .failed
            return
        }
        state = interaction.prepareMenu(at: location(in: view), secondary: secondary) ? .began : .failed
    }
}
