// How a drag in a scroll view dismisses the keyboard, with UIKit's raw values (SV-53, SV-54).
import Foundation

extension UIScrollView {
    /// Constants that say how the keyboard is dismissed when a drag begins in the scroll view.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does not dismiss the keyboard.
        case none = 0
        /// The first responder inside the key window resigns when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger down once the finger reaches it, and is dismissed if released in its
        /// lower half; pulled back up, it returns.
        case interactive = 2
        /// As ``onDrag``; the input accessory view goes with the keyboard.
        case onDragWithAccessory = 3
        /// As ``interactive``; the input accessory view goes with the keyboard.
        case interactiveWithAccessory = 4
    }
}
