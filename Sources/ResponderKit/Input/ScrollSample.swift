// Scroll-wheel or trackpad scrolling, from a pointer backend.
import Foundation

/// A raw scroll sample. `delta` is how far the content should move, in points, like a finger dragging it: a
/// mouse wheel turned towards the user ("scroll down") moves the content up, a negative `delta.y`.
public struct ScrollSample {
    /// The phase of a continuous (trackpad) scroll; discrete (wheel) samples are complete on their own.
    public enum Phase: Sendable {
        case began, changed, ended
    }

    /// The pointer location in `window`'s coordinates.
    public var location: CGPoint
    /// The window the pointer is over.
    public var window: UIWindow
    /// The content movement in points.
    public var delta: CGPoint
    /// `.discrete` for a mouse wheel, `.continuous` for a trackpad.
    public var type: UIScrollTypeMask
    /// The phase of a continuous scroll; ignored for discrete samples.
    public var phase: Phase
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(
        location: CGPoint, window: UIWindow, delta: CGPoint, type: UIScrollTypeMask = .discrete,
        phase: Phase = .changed, timestamp: TimeInterval? = nil
    ) {
        self.location = location
        self.window = window
        self.delta = delta
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
    }
}
