// Light or dark appearance, with UIKit's raw values.
import Foundation

/// The appearance of an interface: light or dark, as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified: inherit the environment's style.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
