// The styles of the status bar, with UIKit's raw values.
import Foundation

/// The style of the device's status bar.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, light on dark, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
