// One finger (or pointer) on the screen, for its whole life.
//
// Invariants:
// - One `UITouch` object per finger; its identity lasts through every phase and its properties change in place
//   (TD-4).
// - `view` is set once, when the touch begins, and never changes (TD-2). Its state is one `TouchRecord`, which
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

    /// Everything the application knows of the touch; written only by the touch dispatcher (`TouchRecord`).
    /// Unchecked (docs/unsafe.md): the dispatcher's accesses never span app code, and the record is read on every
    /// hop of delivery.
    @exclusivity(unchecked) var record: TouchRecord

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
        record = TouchRecord(identifier: identifier, type: type, location: location, timestamp: timestamp)
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
