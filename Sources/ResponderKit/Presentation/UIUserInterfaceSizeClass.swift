// The size classes a trait collection reports (UIKit's raw values).
import Foundation

/// Constants that indicate the size class of an interface's width or height, as in UIKit.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class given.
    case unspecified = 0
    /// A compact size: an iPhone's width, or its height in landscape.
    case compact = 1
    /// A regular size: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2
}
