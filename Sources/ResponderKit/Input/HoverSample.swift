// A pointer position with no button pressed, from a pointer backend.
import Foundation

/// A raw hover sample: where the pointer is, or that it left the window.
public struct HoverSample {
    /// The location in `window`'s coordinates; nil when the pointer left the window.
    public var location: CGPoint?
    /// The window the pointer is over.
    public var window: UIWindow
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(location: CGPoint?, window: UIWindow, timestamp: TimeInterval? = nil) {
        self.location = location
        self.window = window
        self.timestamp = timestamp
    }
}
