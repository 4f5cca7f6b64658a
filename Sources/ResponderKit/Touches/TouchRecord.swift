// The internal state of one touch, kept whole in one record inside its `UITouch`.
//
// Invariants:
// - Only the touch dispatcher (`TouchDispatcher` and its extensions) writes a record; everything else reads a
//   touch through `UITouch`'s properties. `TouchRecordWritersTests` reads the sources and fails when another file
//   writes one.
// - `delivery` changes only along the table of `TouchDeliveryTransitions` (the dispatcher's `advance`).
// - `view` and `window` are set once, when the touch is bound, and cleared only when a retired touch that nothing
//   else references is kept for reuse.
import Foundation

/// Everything the application knows of one touch.
@MainActor
struct TouchRecord {
    /// The current phase (TD-5).
    var phase: UITouch.Phase = .began
    /// When the touch last changed, in seconds of the application's clock.
    var timestamp: TimeInterval
    /// How many times the finger tapped at this place in quick succession (TD-8).
    var tapCount = 1
    /// The kind of input.
    var type: UITouch.TouchType
    /// The input source's identifier of the finger.
    var identifier: Int
    /// The view the touch was bound to when it began (TD-2, TD-3).
    var view: UIView?
    /// The window the touch began in.
    var window: UIWindow?
    /// Current location in window coordinates.
    var windowLocation: CGPoint
    /// Location of the previous event in window coordinates; equals `windowLocation` at began (TD-7).
    var previousWindowLocation: CGPoint
    /// How far the bound view has heard of the touch.
    var delivery = TouchDeliveryState.unbound
    /// False once the touch has ended or was cancelled as far as the application is concerned.
    var isActive = true
    /// A set holding only this touch, reused for every single-touch delivery (no hashing per phase); cleared when
    /// the touch leaves the dispatcher's lists, which breaks the reference cycle.
    var oneTouchSetCache: Set<UITouch>?
    /// Recognizers that receive this touch.
    var recognizers: [UIGestureRecognizer] = []
    /// Whether the candidate recognizers were gathered (once, at the first delivery of began).
    var recognizersGathered = false
    /// The view method this touch needs in the delivery being prepared, if any.
    var pendingViewMethod: ResponderMethod?
    /// The pointer buttons pressed, for pointer touches (`.indirectPointer`); empty for fingers.
    var buttonMask: UIEvent.ButtonMask = []

    /// A new touch's record, as a began sample starts it.
    init(identifier: Int, type: UITouch.TouchType, location: CGPoint, timestamp: TimeInterval) {
        self.identifier = identifier
        self.type = type
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
    }
}
