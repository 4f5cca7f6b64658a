// An event: touches, presses or motion, as UIKit delivers it.
//
// Invariants:
// - The application reuses one `UIEvent` instance for all touch events (TD-4); do not keep it.
// - `touchList` holds the touches of the current touch event in the order they began; it is only mutated by the
//   application's touch dispatcher between dispatches.
// - The dispatch bookkeeping (`chainWalk`, `tracer`, `hitTestTrace`) belongs to the
//   application and is reset at the start of every delivery.
import Foundation

/// An object that describes a single user interaction with the app.
@preconcurrency @MainActor
open class UIEvent: Hashable {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// Subtypes of events; motion events use `.motionShake`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of the event.
    @exclusivity(unchecked) public internal(set) var type: EventType
    /// The subtype of the event (`.motionShake` for a shake).
    public internal(set) var subtype: EventSubtype
    /// When the event happened, in seconds of the application's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0

    /// Creates an event of the given type. Applications create events; user code receives them.
    init(type: EventType, subtype: EventSubtype = .none) {
        self.type = type
        self.subtype = subtype
    }

    // MARK: Touches

    /// Touches of this event, in the order they began.
    @exclusivity(unchecked) var touchList: [UITouch] = []

    /// All touches of the event, across views and windows, including stationary ones (TD-5, TD-9).
    /// Nil for events that are not touch events.
    open var allTouches: Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList)
    }

    /// The touches of this event bound to `view` (TD-9).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.view === view })
    }

    /// The touches of this event that belong to `window` (TD-9).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.window === window })
    }

    /// The touches of this event that are delivered to `gestureRecognizer` (TD-9).
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } })
    }

    /// The modifier keys (Shift, Control, Option, Command, Caps Lock) held when the event happened: for a click or
    /// a touch, those held on the keyboard; for a key press, the key's own (PG-8).
    public var modifierFlags: UIKeyModifierFlags { storedModifierFlags }
    /// Written by the input layer (touches) and the press tracker (presses) between dispatches.
    @exclusivity(unchecked) var storedModifierFlags: UIKeyModifierFlags = []

    /// The pointer buttons pressed during the event (empty for finger touches).
    public var buttonMask: ButtonMask {
        touchList.reduce(into: ButtonMask()) { $0.formUnion($1.buttonMask) }
    }

    /// Pointer buttons, as UIKit numbers them.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Wraps raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button with the given number, 1 being the primary one.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << max(0, min(buttonNumber - 1, 62)))
        }
    }

    // MARK: Dispatch bookkeeping

    /// The tracer of the application while the event is being dispatched, nil when tracing is off.
    @exclusivity(unchecked) var tracer: EventTracer?
    /// Hit-test tracing state; non-nil only during a traced hit-test.
    @exclusivity(unchecked) var hitTestTrace: HitTestTrace?
    /// The walk of the chain by default forwarding since the current delivery started (cycle detection).
    @exclusivity(unchecked) var chainWalk = ResponderChainWalk()

    /// Set when a default method found no next responder during the current delivery: nobody consumed the event.
    @exclusivity(unchecked) nonisolated(unsafe) var reachedEndOfChain = false

    /// The window the event is being delivered in (`UIWindow.sendEvent`), for the length of the delivery: the
    /// default event methods forward through its views without retaining them (`_UnretainedHop`), and the window
    /// is alive while they do, because `sendEvent`'s caller keeps its receiver alive for the call. Unretained, so
    /// the hold costs no reference counting; only during the delivery, when that guarantee holds.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var deliveringWindow: Unmanaged<UIWindow>?

    /// Holds `window` for a delivery about to start, and returns the window held before (deliveries nest when
    /// handlers send events), for `endWindowDelivery(restoring:)`.
    func beginWindowDelivery(_ window: UIWindow) -> Unmanaged<UIWindow>? {
        let previous = deliveringWindow
        deliveringWindow = Unmanaged.passUnretained(window)
        return previous
    }

    /// Ends a delivery's hold, restoring the window held before it.
    func endWindowDelivery(restoring previous: Unmanaged<UIWindow>?) {
        deliveringWindow = previous
    }

    /// Resets the forwarding bookkeeping before a delivery and returns the previous walk to restore.
    func beginDelivery() -> ResponderChainWalk {
        let saved = chainWalk
        chainWalk = ResponderChainWalk()
        return saved
    }

    /// Restores bookkeeping saved by `beginDelivery()` (deliveries can nest when handlers mutate the world).
    func endDelivery(_ saved: ResponderChainWalk) {
        chainWalk = saved
    }

    // MARK: Hashable

    /// Events are equal only when they are the same object.
    public nonisolated static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
