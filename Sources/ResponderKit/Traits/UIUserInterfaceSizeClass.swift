// Compact or regular space along one axis, with UIKit's raw values.
import Foundation

/// How much room an interface has along one axis, as in UIKit.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space (an iPhone's width, or its height in landscape).
    case compact = 1
    /// Expansive space (an iPhone's height in portrait, an iPad full screen).
    case regular = 2
}
