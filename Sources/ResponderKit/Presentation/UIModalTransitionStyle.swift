// The animation a system presentation uses (UIKit's modal transition styles, with UIKit's raw values).
import Foundation

/// Transition styles available when presenting view controllers, as in UIKit.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom and back down when dismissed (the default).
    case coverVertical = 0
    /// A horizontal 3D flip (headless, animated as a fade of the presented view).
    case flipHorizontal = 1
    /// The presented view fades in and out.
    case crossDissolve = 2
    /// A page curl (headless, animated as ``coverVertical``).
    case partialCurl = 3
}
