// One finger (or pointer) on the screen, for its whole life.
//
// Invariants:
// - One `UITouch` object per finger; its identity lasts through every phase and its properties change in place
//   (TD-4).
// - `view` is set once, when the touch begins, and never changes (TD-2). `delivery` changes only through
//   `advance(_:)`, along the table of `TouchDeliveryTransitions`, so the view hears of the touch as TD-6 requires.
// - Locations are stored in window coordinates; `location(in:)` converts on demand.
import Foundation

/// An object representing the location, size, movement and phase of a touch on the screen.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The phase of a touch (TD-5).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kind of input that produced the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The current phase.
    @exclusivity(unchecked) public internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds of the application's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at this place in quick succession (TD-8); constant for the touch's life.
    @exclusivity(unchecked) public internal(set) var tapCount: Int = 1
    /// The kind of input.
    public internal(set) var type: TouchType
    /// The view the touch was bound to when it began, or nil when the hit-test found none (TD-2, TD-3).
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The window the touch began in.
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    /// Whether the touch began in `window`, compared without retaining either.
    @inline(__always)
    func isIn(_ window: UIWindow) -> Bool {
        Unmanaged.passUnretained(ifPresent: self.window)?.toOpaque() == Unmanaged.passUnretained(window).toOpaque()
    }
    /// The gesture recognizers that receive this touch.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    /// The input source's identifier of the finger.
    var identifier: Int
    /// Current location in window coordinates.
    @exclusivity(unchecked) var windowLocation: CGPoint
    /// Location of the previous event in window coordinates; equals `windowLocation` at began (TD-7).
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// How far the bound view has heard of the touch; changed only by ``advance(_:)``.
    @exclusivity(unchecked) private(set) var delivery = TouchDeliveryState.unbound
    /// False once the touch has ended or was cancelled as far as the application is concerned.
    @exclusivity(unchecked) var isActive = true
    /// A set holding only this touch, reused for every single-touch delivery (no hashing per phase). The
    /// tracker clears it when the touch leaves its lists, which breaks the reference cycle.
    @exclusivity(unchecked) var singleton: Set<UITouch>?

    /// The set holding only this touch.
    func alone() -> Set<UITouch> {
        if let singleton { return singleton }
        let set: Set<UITouch> = [self]
        singleton = set
        return set
    }

    /// Recognizers that receive this touch.
    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    /// Whether the candidate recognizers were gathered (once, at the first delivery of began).
    @exclusivity(unchecked) var recognizersGathered = false
    /// The view method this touch needs in the delivery being prepared, if any.
    var pendingViewMethod: ResponderMethod?
    /// The pointer buttons pressed, for pointer touches (`.indirectPointer`); empty for fingers.
    @exclusivity(unchecked) public internal(set) var buttonMask: UIEvent.ButtonMask = []

    init(identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval) {
        self.identifier = identifier
        self.type = type
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
    }

    /// Drops the references of a retired touch that nothing else references, so the tracker's pool keeps no view,
    /// window or recognizer alive.
    func dropReferences() {
        view = nil
        window = nil
        recognizers.removeAll(keepingCapacity: true)
    }

    /// Makes a retired touch that nothing else references into a new one, exactly as `init` would, so a began
    /// phase allocates nothing (the tracker's pool). Its one-touch set, emptied when it retired, is refilled.
    func reuse(identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval) {
        self.identifier = identifier
        self.type = type
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        phase = .began
        tapCount = 1
        view = nil
        window = nil
        // A new touch, not a step of the old one's delivery (which retired).
        delivery = .unbound
        isActive = true
        recognizers.removeAll(keepingCapacity: true)
        recognizersGathered = false
        pendingViewMethod = nil
        buttonMask = []
        singleton?.insert(self)
    }

    /// Takes one step of the delivery to the bound view, along the table (an illegal step is a bug: it asserts in
    /// debug builds and is ignored in release builds). Returns the view method the step sends, if any.
    @discardableResult
    func advance(_ step: TouchDeliveryStep) -> ResponderMethod? {
        guard let next = TouchDeliveryTransitions.next(from: delivery, on: step) else {
            assertionFailure("illegal touch delivery step \(step) from \(delivery)")
            return nil
        }
        delivery = next
        return step.viewMethod
    }

    /// The current location of the touch in `view`'s coordinates; nil gives window coordinates (TD-7).
    public func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The location of the touch in the previous event, in `view`'s coordinates (TD-7).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return point }
        if let window { return target.convert(point, from: window) }
        return target.convert(point, from: nil)
    }

    // MARK: Hashable

    /// Touches are equal only when they are the same object.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
