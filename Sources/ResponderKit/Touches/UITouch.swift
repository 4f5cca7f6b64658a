// One finger (or pointer) on the screen, for its whole life.
//
// Invariants:
// - One `UITouch` object per finger; its identity lasts through every phase and its properties change in place
//   (TD-4).
// - `view` is set once, when the touch begins, and never changes (TD-2). Its state is one `UITouch.Record`, which
//   only the touch dispatcher writes; `delivery` changes only along the table of `TouchDeliveryTransitions`, so
//   the view hears of the touch as TD-6 requires.
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

    /// Everything the application knows of the touch; written only by the touch dispatcher (`UITouch.Record`).
    /// Unchecked (docs/unsafe.md): the dispatcher's accesses never span app code, and the record is read on every
    /// hop of delivery.
    @exclusivity(unchecked) var record: Record

    /// The current phase.
    public var phase: Phase { record.phase }
    /// When the touch last changed, in seconds of the application's clock.
    public var timestamp: TimeInterval { record.timestamp }
    /// How many times the finger tapped at this place in quick succession (TD-8); constant for the touch's life.
    public var tapCount: Int { record.tapCount }
    /// The kind of input.
    public var type: TouchType { record.type }
    /// The view the touch was bound to when it began, or nil when the hit-test found none (TD-2, TD-3).
    public var view: UIView? { record.view }
    /// The window the touch began in.
    public var window: UIWindow? { record.window }
    /// The pointer buttons pressed, for pointer touches (`.indirectPointer`); empty for fingers.
    public var buttonMask: UIEvent.ButtonMask { record.buttonMask }
    /// The gesture recognizers that receive this touch.
    public var gestureRecognizers: [UIGestureRecognizer]? { record.recognizers.isEmpty ? nil : record.recognizers }

    /// Whether the touch began in `window`, compared without retaining either.
    @inline(__always)
    func isIn(_ window: UIWindow) -> Bool {
        Unmanaged.passUnretained(ifPresent: record.window)?.toOpaque() == Unmanaged.passUnretained(window).toOpaque()
    }
    /// The input source's identifier of the finger.
    var identifier: Int { record.identifier }
    /// Current location in window coordinates.
    var windowLocation: CGPoint { record.windowLocation }
    /// Location of the previous event in window coordinates; equals `windowLocation` at began (TD-7).
    var previousWindowLocation: CGPoint { record.previousWindowLocation }
    /// How far the bound view has heard of the touch.
    var delivery: TouchDeliveryState { record.delivery }
    /// False once the touch has ended or was cancelled as far as the application is concerned.
    var isActive: Bool { record.isActive }
    /// Recognizers that receive this touch.
    var recognizers: [UIGestureRecognizer] { record.recognizers }

    init(identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval) {
        record = Record(identifier: identifier, type: type, location: location, timestamp: timestamp)
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
        if let window = record.window { return target.convert(point, from: window) }
        return target.convert(point, from: nil)
    }

    // MARK: Hashable

    /// Touches are equal only when they are the same object.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// MARK: - Record
//
// The internal state of one touch, kept whole in one record inside its `UITouch`.
//
// Invariants:
// - Only the touch dispatcher (`TouchDispatcher` and its extensions) writes a record; everything else reads a
//   touch through `UITouch`'s properties. `TouchRecordWritersTests` reads the sources and fails when another file
//   writes one.
// - `delivery` changes only along the table of `TouchDeliveryTransitions` (the dispatcher's `advance`).
// - `view` and `window` are set once, when the touch is bound, and cleared only when a retired touch that nothing
//   else references is kept for reuse.

extension UITouch {
    /// Everything the application knows of one touch.
    @MainActor
    struct Record {
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
}
