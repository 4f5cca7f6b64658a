// One physical button or key press, for its whole life.
//
// Invariants: one object per physical press; identity lasts through every phase (as for touches). Its delivery
// state changes only by `advance(_:)`, along `PressDeliveryTransitions`' table; `window` is set from the moment
// the press goes down until it retires, and nil otherwise (so the tracker retires a press once).
import Foundation

/// An object that represents the presence or movement of a button press on the screen for a particular event.
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kind of button pressed (game controllers and remotes); keyboard keys carry a ``key`` instead.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// The kind of button, or nil for a keyboard key.
    public internal(set) var type: PressType?
    /// The key pressed, for keyboard presses.
    public internal(set) var key: UIKey?
    /// The force of the press, from 0 to 1; digital buttons report 0 or 1.
    public internal(set) var force: Double
    /// When the press last changed, in seconds of the application's clock.
    public internal(set) var timestamp: TimeInterval

    /// The responder that received `pressesBegan` for this press, and so receives its changes and its end (FR-9);
    /// nil before delivery, when a key command took the press, and after it ended.
    public internal(set) var responder: UIResponder?
    /// The window the press was sent to (the key window when it went down); nil after it ended.
    public internal(set) var window: UIWindow?
    /// The gesture recognizers receiving the press: those of the views on its responder's chain that allow its
    /// type (PG-3); empty for keyboard keys and once the press retired.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }
    /// The recognizers the press is delivered to, in the order they were gathered (deepest view first).
    var recognizers: [UIGestureRecognizer] = []

    /// Where the press is in its delivery; changed only by ``advance(_:)``.
    private(set) var delivery = PressDelivery.idle

    /// Whether a text input that is first responder types the key's characters (``PressSample/insertsText``):
    /// false when the host reports the text separately, as a ``TextSample``.
    var insertsText = true

    /// A set holding only this press, reused for each of its deliveries. The press tracker empties it when the
    /// press ends, which breaks the set's reference cycle.
    var onePressSetCache: Set<UIPress>?

    init(
        phase: Phase, type: PressType?, key: UIKey?, force: Double, timestamp: TimeInterval, insertsText: Bool = true
    ) {
        self.phase = phase
        self.insertsText = insertsText
        self.type = type
        self.key = key
        self.force = force
        self.timestamp = timestamp
    }

    /// The set holding only this press.
    func alone() -> Set<UIPress> {
        if let onePressSetCache, !onePressSetCache.isEmpty { return onePressSetCache }
        if onePressSetCache == nil { onePressSetCache = Set(minimumCapacity: 1) }
        onePressSetCache?.insert(self)
        return onePressSetCache.unsafelyUnwrapped
    }

    /// Whether `step` is legal from the press's delivery state now.
    func canTake(_ step: PressDeliveryStep) -> Bool {
        PressDeliveryTransitions.isLegal(from: delivery, on: step)
    }

    /// Takes one step of the delivery, along the table (an illegal step is a bug: it asserts in debug builds and is
    /// ignored in release builds). Returns the presses method the step sends, if any.
    @discardableResult
    func advance(_ step: PressDeliveryStep) -> ResponderMethod? {
        guard let next = PressDeliveryTransitions.next(from: delivery, on: step) else {
            assertionFailure("illegal press delivery step \(step) from \(delivery)")
            return nil
        }
        delivery = next
        return step.responderMethod
    }

    /// Presses are equal only when they are the same object.
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIPress: RetiredPoolElement {
    /// A new press is made from its sample and the timestamp it was given.
    typealias ReuseConfiguration = (sample: PressSample, timestamp: TimeInterval)

    /// Makes an ended press that nothing else references into a new one, exactly as `init` would (the press
    /// tracker's pool), so a key press allocates nothing.
    func prepareForReuse(_ configuration: ReuseConfiguration) {
        advance(.reuse)
        let sample = configuration.sample
        phase = .began
        insertsText = sample.insertsText
        type = sample.type
        key = sample.key
        force = sample.force
        timestamp = configuration.timestamp
    }

    /// Lets go of the responder and the window (an ended press holds neither, as its documentation says).
    func dropReferences() {
        responder = nil
        window = nil
        recognizers.removeAll()
    }

    /// Empties the one-press set, keeping its storage for reuse or releasing it.
    func emptyOneObjectSet(keepingCapacity: Bool) {
        if keepingCapacity {
            onePressSetCache?.removeAll(keepingCapacity: true)
        } else {
            onePressSetCache = nil
        }
    }
}
