// The kind of device an interface is designed for, with UIKit's raw values.
import Foundation

/// The type of interface to use on a device, as in UIKit.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not specified (a trait collection without an idiom).
    case unspecified = -1
    /// An iPhone or iPod touch interface.
    case phone = 0
    /// An iPad interface.
    case pad = 1
    /// A tvOS interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac interface (Mac Catalyst's Mac idiom).
    case mac = 5
    /// A visionOS interface.
    case vision = 6
}
