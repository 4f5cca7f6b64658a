// A gesture recognizer's presses and modifier keys: the press types it receives, ignoring a press, and the modifier
// flags of the event it last received (PG-1 … PG-9). The press hooks themselves (`pressesBegan` …) are declared in
// the class, as subclasses override them.
//
// Invariants: a recognizer receives a press only when the press's button type is in `allowedPressTypes` (keyboard
// keys carry no button type and go to the responder chain alone, PG-1); an ignored press leaves the recognizer's
// `trackedPresses` and the press's `gestureRecognizers` at once.
import Foundation

extension UIGestureRecognizer {
    /// The press types, as `NSNumber`s of ``UIPress/PressType`` raw values, that the recognizer receives (PG-1).
    ///
    /// `[.select]` by default, as in UIKit, so a tap or long press recognizer fires on a remote's or game
    /// controller's select button. Pan, swipe, pinch, rotation and hover recognizers take no button presses by
    /// default (the remote's touch surface, not its buttons, drives them). An empty array receives no presses.
    public var allowedPressTypes: [NSNumber] {
        get { storedAllowedPressTypes ?? defaultAllowedPressTypes }
        set { storedAllowedPressTypes = newValue }
    }

    /// The default press types of the recognizer's class (PG-1, **chosen** for the recognizers a touch surface
    /// drives).
    var defaultAllowedPressTypes: [NSNumber] {
        switch self {
        case is UIPanGestureRecognizer, is UISwipeGestureRecognizer, is UIPinchGestureRecognizer,
            is UIRotationGestureRecognizer, is UIHoverGestureRecognizer:
            return []
        default:
            return [NSNumber(value: UIPress.PressType.select.rawValue)]
        }
    }

    /// Whether the recognizer's allowed press types include `type`.
    func allowsPress(of type: UIPress.PressType) -> Bool {
        allowedPressTypes.contains { $0.intValue == type.rawValue }
    }

    /// The modifier keys (Shift, Command …) held during the last event the recognizer received: a click's or a
    /// touch's, or a press's (PG-9).
    public var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    /// Stops delivering `button` to the recognizer (PG-5). An ignored press is not cancelled in the responder when
    /// the recognizer recognizes, even with ``cancelsTouchesInView``.
    public func ignore(_ button: UIPress, for event: UIPressesEvent) {
        dispatcher?.ignore(button, by: self)
    }
}
