// The animations of the status bar's hiding and showing, with UIKit's raw values.
import Foundation

/// The animation used when the status bar is hidden or shown.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in and out.
    case fade = 1
    /// The status bar slides in and out.
    case slide = 2
}
