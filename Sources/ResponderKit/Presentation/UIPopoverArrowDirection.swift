// The directions a popover's arrow may point (UIKit's raw values).
import Foundation

/// Constants for the directions of a popover's arrow, as in UIKit.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
