// CACornerMask with Core Animation's raw values.
import Foundation

/// The corners of a layer that `cornerRadius` rounds. Stored and observable, drawn only by a backend.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Wraps raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and minimum y (top left on a screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y (top right on a screen).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y (bottom left on a screen).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y (bottom right on a screen).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
