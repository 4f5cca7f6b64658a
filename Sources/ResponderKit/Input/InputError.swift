// Why the input layer refused input. Refused input is never partly applied.
import Foundation

/// An error the input layer raises for input it refuses. Nothing of the refused call is applied.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// A coordinate is NaN or infinite (`id` is 0 for hover and scroll samples).
    case nonFiniteLocation(id: Int, x: Double, y: Double)
    /// A coordinate's magnitude exceeds `InputLayer.maximumCoordinateMagnitude`.
    case locationOutOfRange(id: Int, x: Double, y: Double)
    /// A timestamp is NaN, infinite or negative.
    case invalidTimestamp(Double)
    /// A timestamp is earlier than the previous event's.
    case timestampWentBackwards(previous: Double, given: Double)
    /// A `began` sample for an identifier that is already down.
    case touchAlreadyDown(id: Int)
    /// A sample for an identifier that is not down.
    case unknownTouch(id: Int)
    /// One frame holds two samples for the same identifier.
    case duplicateTouchInFrame(id: Int)
    /// The sample names a window of another application.
    case foreignWindow(id: Int)
    /// A `began` sample names a hidden window.
    case hiddenWindow(id: Int)
    /// Input was sent while an event was being dispatched (from inside a handler).
    case reentrantInput
    /// A press force is NaN, infinite or outside 0…1.
    case invalidForce(Double)
    /// A scroll delta is NaN or infinite.
    case nonFiniteScrollDelta(x: Double, y: Double)
    /// An accelerometer reading is NaN or infinite.
    case nonFiniteAcceleration(x: Double, y: Double, z: Double)
    /// A remote-control sample carries a subtype that is not a remote-control command.
    case notARemoteControlSubtype(UIEvent.EventSubtype)
    /// A text sample carries no text.
    case emptyText
    /// A simulator call named a view that is not in a window of the application.
    case viewNotInWindow
    /// A simulator call named a touch this simulator did not create or that already ended.
    case touchNotActive

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .nonFiniteLocation(let id, let x, let y):
            return "touch \(id): location (\(x), \(y)) is not finite"
        case .locationOutOfRange(let id, let x, let y):
            let limit = InputLayer.maximumCoordinateMagnitude
            return "touch \(id): location (\(x), \(y)) is out of range (limit ±\(limit))"
        case .invalidTimestamp(let t):
            return "timestamp \(t) is not a finite, non-negative number of seconds"
        case .timestampWentBackwards(let previous, let given):
            return "timestamp \(given) is earlier than the previous event's \(previous)"
        case .touchAlreadyDown(let id):
            return "touch \(id) began but is already down"
        case .unknownTouch(let id):
            return "touch \(id) is not down"
        case .duplicateTouchInFrame(let id):
            return "touch \(id) appears twice in one frame"
        case .foreignWindow(let id):
            return "touch \(id): the window belongs to another application"
        case .hiddenWindow(let id):
            return "touch \(id): the window is hidden"
        case .reentrantInput:
            return "input was sent while an event was being dispatched"
        case .invalidForce(let force):
            return "press force \(force) is not a finite number from 0 to 1"
        case .nonFiniteScrollDelta(let x, let y):
            return "scroll delta (\(x), \(y)) is not finite"
        case .nonFiniteAcceleration(let x, let y, let z):
            return "acceleration (\(x), \(y), \(z)) is not finite"
        case .emptyText:
            return "committed text is empty"
        case .notARemoteControlSubtype(let subtype):
            return "event subtype \(subtype) is not a remote-control command"
        case .viewNotInWindow:
            return "the view is not in a window of the application"
        case .touchNotActive:
            return "the touch is not active in this simulator"
        }
    }
}
