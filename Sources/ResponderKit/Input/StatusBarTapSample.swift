// A tap on the status bar, from a backend (a click in the strip the status bar covers) or the simulator: the
// scroll-to-top gesture of the window's scene (SV-55).
import Foundation

/// A raw status-bar tap: delivered as a touch event with no touches to `window`, which scrolls the one eligible
/// scroll view of its scene to the top.
public struct StatusBarTapSample {
    /// The window whose scene's status bar was tapped.
    public var window: UIWindow
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(window: UIWindow, timestamp: TimeInterval? = nil) {
        self.window = window
        self.timestamp = timestamp
    }
}
